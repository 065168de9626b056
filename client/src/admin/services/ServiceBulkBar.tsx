import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { ServiceBulkAction, ServiceFilter } from '../../__generated__/graphql';
import { ListBulkBar } from '../shared/bulk/ListBulkBar';
import type { BulkSelection } from '../shared/bulk/useBulkSelection';
import { AdminBulkServicesMutation, AdminServiceStatsQuery, AdminServicesQuery } from './operations';

const REFETCH = [AdminServicesQuery, AdminServiceStatsQuery];

export interface ServiceBulkBarProps {
  selection: BulkSelection;
  pageIds: readonly string[];
  total: number;
  /** The list's filter: "all matching" acts on it, on the server. */
  filter: ServiceFilter;
}

/** Services Management's bulk actions: publish (active), unpublish (inactive) and delete, with the outcome and its Undo. */
export function ServiceBulkBar(props: ServiceBulkBarProps) {
  const { t } = useLingui();
  const [run, state] = useMutation(AdminBulkServicesMutation, { refetchQueries: [...REFETCH], awaitRefetchQueries: true });
  return (
    <ListBulkBar<ServiceBulkAction, ServiceFilter>
      {...props}
      refetch={REFETCH}
      busy={state.loading}
      send={async (input) => (await run({ variables: { input } })).data?.bulkServices}
      actions={[
        { action: 'publish', label: t`Publish`, icon: <PublishIcon /> },
        { action: 'unpublish', label: t`Unpublish`, icon: <UnpublishedOutlinedIcon /> },
        { action: 'delete', label: t`Delete`, icon: <DeleteOutlineIcon />, destructive: true },
      ]}
      confirmDelete={(count) => ({
        title: t`Delete services`,
        message: t`Delete ${count} services? You can undo this for 10 seconds.`,
      })}
    />
  );
}
