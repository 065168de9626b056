import { useItemDialog } from '../../../components/useItemDialog';
import { usePendingDelete } from '../../../components/usePendingDelete';
import { listStatusOf } from '../../../components/list-status';
import type { ListQuery } from '../../../components/list-status';

/**
 * The state of a contact-data tab (Contact Info, Global Offices, FAQ): its list in the states of
 * ListStatus, the add/edit dialog (useItemDialog) and the delete that asks first (usePendingDelete).
 */
export function useContactTab<T extends { id: string }>(query: ListQuery, items: readonly T[] | undefined) {
  const itemDialog = useItemDialog<T>();
  const deletion = usePendingDelete<T>();
  /** ListStatus's list and states, to spread onto it. */
  const statusProps = listStatusOf(query, items);
  return { ...itemDialog, deletion, statusProps };
}
