import { useMutation } from '@apollo/client/react';
import type { JobInput } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { SaveFailure } from '../../components/form/save-failure';
import { useNotice } from '../../components/notice/useNotice';
import { AdminCreateJobMutation, AdminDeleteJobMutation, AdminJobStatsQuery, AdminJobsQuery, AdminUpdateJobMutation } from './operations';

// After each change the list and the stat cards are fetched again, so both reflect the server.
const refetchQueries = [AdminJobsQuery, AdminJobStatsQuery];

/** Job Management's changes, with the spec's messages (section 8). */
export function useJobActions() {
  const notice = useNotice();
  const [createJob] = useMutation(AdminCreateJobMutation, { refetchQueries });
  const [updateJob] = useMutation(AdminUpdateJobMutation, { refetchQueries });
  const [deleteJob] = useMutation(AdminDeleteJobMutation, { refetchQueries });

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
