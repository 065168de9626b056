import { useMutation } from '@apollo/client/react';
import type { JobInput } from '../../__generated__/graphql';
import { useActionNotices } from '../../components/form/useActionNotices';
import { listCacheUpdates } from '../../app/cache/list-cache';
import { AdminCreateJobMutation, AdminDeleteJobMutation, AdminJobStatsQuery, AdminUpdateJobMutation } from './operations';

// The list follows in Apollo's cache (app/cache/list-cache); the stat cards are server
// aggregates, so every change fetches them again.
const refetchQueries = [AdminJobStatsQuery];
const lists = listCacheUpdates('Job', ['jobs']);

/** Job Management's changes, with the spec's messages (section 8). */
export function useJobActions() {
  const { save, attempt } = useActionNotices();
  const [createJob] = useMutation(AdminCreateJobMutation, { refetchQueries, update: lists.created });
  const [updateJob] = useMutation(AdminUpdateJobMutation, { refetchQueries, update: lists.edited });
  const [deleteJob] = useMutation(AdminDeleteJobMutation, { refetchQueries, update: lists.deleted });

  // Saves happen in the dialog, which shows a failure itself (message and field errors).
  const create = (input: JobInput) =>
    save(() => createJob({ variables: { input } }), 'Job posted successfully!', (reason) => `Failed to post job: ${reason}`);

  const update = (id: string, input: JobInput) =>
    save(() => updateJob({ variables: { id, input } }), 'Job updated successfully!', (reason) => `Failed to update job: ${reason}`);

  /** Resolves true when deleted. */
  const remove = (id: string): Promise<boolean> =>
    attempt(() => deleteJob({ variables: { id } }), 'Job deleted successfully!', (reason) => `Failed to delete job: ${reason}`);

  return { create, update, remove };
}
