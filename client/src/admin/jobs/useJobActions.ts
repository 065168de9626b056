import { useMutation } from '@apollo/client/react';
import type { JobInput } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { SaveFailure } from '../../components/form/save-failure';
import { useNotice } from '../../components/notice/useNotice';
import { listCacheUpdates } from '../../app/cache/list-cache';
import { AdminCreateJobMutation, AdminDeleteJobMutation, AdminJobStatsQuery, AdminUpdateJobMutation } from './operations';

// The list follows in Apollo's cache (app/cache/list-cache); the stat cards are server
// aggregates, so every change fetches them again.
const refetchQueries = [AdminJobStatsQuery];
const lists = listCacheUpdates('Job', ['jobs']);

/** Job Management's changes, with the spec's messages (section 8). */
export function useJobActions() {
  const notice = useNotice();
  const [createJob] = useMutation(AdminCreateJobMutation, { refetchQueries, update: lists.created });
  const [updateJob] = useMutation(AdminUpdateJobMutation, { refetchQueries, update: lists.edited });
  const [deleteJob] = useMutation(AdminDeleteJobMutation, { refetchQueries, update: lists.deleted });

  // Saves happen in the dialog, which shows a failure itself (message and field errors).
  const create = async (input: JobInput) => {
    try {
      await createJob({ variables: { input } });
    } catch (error) {
      throw SaveFailure.from(error, (reason) => `Failed to post job: ${reason}`);
    }
    notice.success('Job posted successfully!');
  };

  const update = async (id: string, input: JobInput) => {
    try {
      await updateJob({ variables: { id, input } });
    } catch (error) {
      throw SaveFailure.from(error, (reason) => `Failed to update job: ${reason}`);
    }
    notice.success('Job updated successfully!');
  };

  /** Resolves true when deleted. */
  const remove = async (id: string): Promise<boolean> => {
    try {
      await deleteJob({ variables: { id } });
      notice.success('Job deleted successfully!');
      return true;
    } catch (error) {
      notice.error(`Failed to delete job: ${errorReason(error)}`);
      return false;
    }
  };

  return { create, update, remove };
}
