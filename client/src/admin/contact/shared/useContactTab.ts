import { useItemDialog } from '../../../components/useItemDialog';
import { usePendingDelete } from '../../../components/usePendingDelete';

/** What a tab needs of its list query's result. */
interface ListQuery {
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The state of a contact-data tab (Contact Info, Global Offices, FAQ): its list in the states of
 * ListStatus, the add/edit dialog (useItemDialog) and the delete that asks first (usePendingDelete).
 */
export function useContactTab<T extends { id: string }>(query: ListQuery, items: readonly T[] | undefined) {
  const itemDialog = useItemDialog<T>();
  const deletion = usePendingDelete<T>();
  /** ListStatus's list and states, to spread onto it. */
  const statusProps = { items, error: query.error, onRetry: () => void query.refetch() };
  return { ...itemDialog, deletion, statusProps };
}
