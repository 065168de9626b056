import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { UserBulkAction, UserFilter } from '../../__generated__/graphql';
import { BulkActionBar } from '../shared/bulk/BulkActionBar';
import { BulkOutcomeNotice } from '../shared/bulk/BulkOutcomeNotice';
import { BulkProgressBar } from '../shared/bulk/BulkProgressBar';
import { useBulkApply } from '../shared/bulk/useBulkApply';
import type { BulkSelection } from '../shared/bulk/useBulkSelection';
import { AdminBulkUsersMutation } from './operations';

// eslint-disable-next-line lingui/no-unlocalized-strings -- operation names, not text
const REFETCH = ['AdminUsersQuery', 'AdminUserStatsQuery'] as const;

export interface UserBulkBarProps {
  selection: BulkSelection;
  pageIds: readonly string[];
  total: number;
  /** The list's filter: "all matching" acts on it, on the server. */
  filter: UserFilter;
}

/**
 * User Management's bulk actions: activate or suspend the chosen accounts, with the outcome (the
 * accounts the server left as they were, and why) and its Undo.
 */
export function UserBulkBar({ selection, pageIds, total, filter }: UserBulkBarProps) {
  const { t } = useLingui();
  const [run, state] = useMutation(AdminBulkUsersMutation, { refetchQueries: [...REFETCH], awaitRefetchQueries: true });
  const { apply, outcome, progressKey } = useBulkApply<UserBulkAction, UserFilter>(selection, filter, REFETCH, async (input) => (await run({ variables: { input } })).data?.bulkUsers);
  return (
    <>
      <BulkActionBar<UserBulkAction>
        selection={selection}
        pageIds={pageIds}
        total={total}
        busy={state.loading}
        actions={[
          { action: 'activate', label: t`Activate`, icon: <CheckCircleOutlineIcon /> },
          { action: 'suspend', label: t`Suspend`, icon: <BlockIcon /> },
        ]}
        onAction={(action) => void apply(action)}
      />
      <BulkProgressBar progressKey={progressKey} />
      <BulkOutcomeNotice {...outcome.noticeProps} />
    </>
  );
}
