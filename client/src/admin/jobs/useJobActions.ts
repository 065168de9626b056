import { listCacheUpdates } from '../../app/cache/list-cache';
import { useListActions } from '../shared/useListActions';
import { AdminCreateJobMutation, AdminDeleteJobMutation, AdminJobStatsQuery, AdminUpdateJobMutation } from './operations';

// The stat cards are server aggregates, so every change fetches them again.
const lists = listCacheUpdates('Job', ['jobs']);

/** Job Management's changes, with the spec's messages (section 8). */
export function useJobActions() {
  const { create, update, remove } = useListActions({
    lists,
    stats: [AdminJobStatsQuery],
    create: { mutation: AdminCreateJobMutation, done: 'Job posted successfully!', failed: (reason) => `Failed to post job: ${reason}` },
    update: { mutation: AdminUpdateJobMutation, done: 'Job updated successfully!', failed: (reason) => `Failed to update job: ${reason}` },
    remove: { mutation: AdminDeleteJobMutation, done: 'Job deleted successfully!', failed: (reason) => `Failed to delete job: ${reason}` },
  });
  return { create, update, remove };
}
