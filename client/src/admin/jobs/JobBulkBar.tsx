import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { JobBulkAction, JobFilter } from '../../__generated__/graphql';
import { ListBulkBar } from '../shared/bulk/ListBulkBar';
import type { BulkSelection } from '../shared/bulk/useBulkSelection';
import { AdminBulkJobsMutation } from './operations';

// eslint-disable-next-line lingui/no-unlocalized-strings -- operation names, not text
const REFETCH = ['AdminJobsQuery', 'AdminJobStatsQuery'] as const;

export interface JobBulkBarProps {
  selection: BulkSelection;
  pageIds: readonly string[];
  total: number;
  /** The list's filter: "all matching" acts on it, on the server. */
  filter: JobFilter;
}

/** Job Management's bulk actions: publish, pause, archive (close) and delete, with the outcome and its Undo. */
export function JobBulkBar(props: JobBulkBarProps) {
  const { t } = useLingui();
  const [run, state] = useMutation(AdminBulkJobsMutation, { refetchQueries: [...REFETCH], awaitRefetchQueries: true });
  return (
    <ListBulkBar<JobBulkAction, JobFilter>
      {...props}
      refetch={REFETCH}
      busy={state.loading}
      send={async (input) => (await run({ variables: { input } })).data?.bulkJobs}
      actions={[
        { action: 'publish', label: t`Publish`, icon: <PublishIcon /> },
        { action: 'pause', label: t`Pause`, icon: <PauseCircleOutlineIcon /> },
        { action: 'archive', label: t({ message: 'Close', context: 'close job postings' }), icon: <ArchiveOutlinedIcon /> },
        { action: 'delete', label: t`Delete`, icon: <DeleteOutlineIcon />, destructive: true },
      ]}
      confirmDelete={(count) => ({
        title: t`Delete jobs`,
        message: t`Delete ${count} jobs? Jobs with applications are kept (close them instead). You can undo this for 10 seconds.`,
      })}
    />
  );
}
