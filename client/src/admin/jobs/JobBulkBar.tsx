import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { JobBulkAction, JobFilter } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BulkActionBar } from '../shared/bulk/BulkActionBar';
import { BulkOutcomeNotice } from '../shared/bulk/BulkOutcomeNotice';
import { useBulkApply } from '../shared/bulk/useBulkApply';
import type { BulkSelection } from '../shared/bulk/useBulkSelection';
import { AdminBulkJobsMutation } from './operations';

const REFETCH = ['AdminJobsQuery', 'AdminJobStatsQuery'] as const;

export interface JobBulkBarProps {
  selection: BulkSelection;
  pageIds: readonly string[];
  total: number;
  /** The list's filter: "all matching" acts on it, on the server. */
  filter: JobFilter;
}

/** Job Management's bulk actions: publish, pause, archive (close) and delete, with the outcome and its Undo. */
export function JobBulkBar({ selection, pageIds, total, filter }: JobBulkBarProps) {
  const { t } = useLingui();
  const [run, state] = useMutation(AdminBulkJobsMutation, { refetchQueries: [...REFETCH], awaitRefetchQueries: true });
  const { apply: send, outcome } = useBulkApply<JobBulkAction, JobFilter>(selection, filter, REFETCH, async (input) => (await run({ variables: { input } })).data?.bulkJobs);
  const [confirming, setConfirming] = useState(false);
  const count = selection.allMatching ? total : selection.ids.size;

  const apply = (action: JobBulkAction) => {
    setConfirming(false);
    return send(action);
  };

  return (
    <>
      <BulkActionBar<JobBulkAction>
        selection={selection}
        pageIds={pageIds}
        total={total}
        busy={state.loading}
        actions={[
          { action: 'publish', label: t`Publish`, icon: <PublishIcon /> },
          { action: 'pause', label: t`Pause`, icon: <PauseCircleOutlineIcon /> },
          { action: 'archive', label: t`Close`, icon: <ArchiveOutlinedIcon /> },
          { action: 'delete', label: t`Delete`, icon: <DeleteOutlineIcon />, destructive: true },
        ]}
        onAction={(action) => (action === 'delete' ? setConfirming(true) : void apply(action))}
      />
      <ConfirmDialog
        open={confirming}
        title={t`Delete jobs`}
        message={t`Delete ${count} jobs? Jobs with applications are kept (close them instead). You can undo this for 10 seconds.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        destructive
        busy={state.loading}
        onConfirm={() => void apply('delete')}
        onCancel={() => setConfirming(false)}
      />
      <BulkOutcomeNotice {...outcome.noticeProps} />
    </>
  );
}
