import { useLingui } from '@lingui/react/macro';
import { listCacheUpdates } from '../../app/cache/list-cache';
import { useListActions } from '../shared/useListActions';
import { AdminCreateJobMutation, AdminDeleteJobMutation, AdminJobStatsQuery, AdminUpdateJobMutation } from './operations';

// The stat cards are server aggregates, so every change fetches them again.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type and field name, not text
const lists = listCacheUpdates('Job', ['jobs']);

/** Job Management's changes, with the spec's messages (section 8). */
export function useJobActions() {
  const { t } = useLingui();
  const { create, update, remove } = useListActions({
    lists,
    stats: [AdminJobStatsQuery],
    create: { mutation: AdminCreateJobMutation, done: t`Job posted successfully!`, failed: (reason) => t`Failed to post job: ${reason}` },
    update: { mutation: AdminUpdateJobMutation, done: t`Job updated successfully!`, failed: (reason) => t`Failed to update job: ${reason}` },
    remove: { mutation: AdminDeleteJobMutation, done: t`Job deleted successfully!`, failed: (reason) => t`Failed to delete job: ${reason}` },
  });
  return { create, update, remove };
}
