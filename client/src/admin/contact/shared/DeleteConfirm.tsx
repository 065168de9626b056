import { DeleteConfirmDialog } from '../../../components/DeleteConfirmDialog';

export interface DeleteConfirmProps<T extends { id: string }> {
  item: T | null;
  /** The dialog title, e.g. 'Delete Office'. */
  title: string;
  /** Spec section 5: 'Are you sure you want to delete this {what}?'. */
  what: string;
  onDelete: (id: string) => void;
  onCancel: () => void;
}

/** Asks before deleting; cancelling keeps the item. */
export function DeleteConfirm<T extends { id: string }>({
  item,
  title,
  what,
  onDelete,
  onCancel,
}: DeleteConfirmProps<T>) {
  return (
    <DeleteConfirmDialog
      open={item !== null}
      title={title}
      what={what}
      onConfirm={() => {
        if (item) onDelete(item.id);
        onCancel();
      }}
      onCancel={onCancel}
    />
  );
}
