import { useItemDialog } from '../../components/useItemDialog';
import { useListPaging } from '../../components/useListPaging';
import type { FilterOptions } from '../../components/useListPaging';
import { usePendingDelete } from '../../components/usePendingDelete';
import type { ListQuery } from '../../components/list-status';

/**
 * The state of a management screen's card list (Course, Job, Services Management): its filters
 * and page (useListPaging), the add/edit dialog (useItemDialog) and the delete that asks first
 * (usePendingDelete), with the props that wire them to PagedCardGrid and DeleteConfirmDialog.
 */
export function useCardManagement<F extends { search: string }, T extends { id: string }>(initialFilters: F, pageSize: number, filterOptions?: FilterOptions<F>) {
  const paging = useListPaging<F>(initialFilters, filterOptions);
  const { filters, search, page, setPage, afterItemRemoved } = paging;
  const itemDialog = useItemDialog<T>();
  const { askDelete, confirmDelete, confirmProps } = usePendingDelete<T>();

  /** A search or a filter narrows the list (the empty list then says so). */
  const filtered = Boolean(search) || Object.entries(filters).some(([name, value]) => name !== 'search' && Boolean(value));

  /** PagedCardGrid's list, states and pages. */
  const gridProps = (query: ListQuery, list: { items: readonly T[]; total: number } | undefined) => ({
    list,
    error: query.error,
    onRetry: () => void query.refetch(),
    page,
    pageSize,
    onPageChange: setPage,
  });

  /**
   * DeleteConfirmDialog's state and answers: `remove` deletes the item asked about (and reports);
   * a later page left without items goes back one.
   */
  const deleteProps = (remove: (id: string) => Promise<boolean>, list: { items: readonly T[] } | undefined) =>
    confirmProps(() => {
      const itemsOnPage = list?.items.length;
      void confirmDelete((item) => remove(item.id)).then((deleted) => {
        if (deleted) afterItemRemoved(itemsOnPage);
      });
    });

  return { ...paging, ...itemDialog, askDelete, filtered, pageInput: { page, pageSize }, gridProps, deleteProps };
}
