import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { FaqBulkAction, FaqFilter } from '../../../__generated__/graphql';
import { ListBulkBar } from '../../shared/bulk/ListBulkBar';
import type { BulkSelection } from '../../shared/bulk/useBulkSelection';
import { AdminBulkFaqsMutation, AdminFaqsQuery } from '../operations';

const REFETCH = [AdminFaqsQuery];
/** The tab lists every FAQ: "all matching" is all of them. */
const EVERY_FAQ: FaqFilter = { activeOnly: null };

/** The FAQ tab's bulk actions: show or hide the chosen FAQs on the contact page, with the outcome and its Undo. */
export function FaqBulkBar({ selection, pageIds }: { selection: BulkSelection; pageIds: readonly string[] }) {
  const { t } = useLingui();
  const [run, state] = useMutation(AdminBulkFaqsMutation, { refetchQueries: [...REFETCH], awaitRefetchQueries: true });
  return (
    <ListBulkBar<FaqBulkAction, FaqFilter>
      selection={selection}
      pageIds={pageIds}
      total={pageIds.length}
      filter={EVERY_FAQ}
      refetch={REFETCH}
      busy={state.loading}
      send={async (input) => (await run({ variables: { input } })).data?.bulkFaqs}
      actions={[
        { action: 'activate', label: t`Show`, icon: <VisibilityOutlinedIcon /> },
        { action: 'deactivate', label: t`Hide`, icon: <VisibilityOffOutlinedIcon /> },
      ]}
    />
  );
}
