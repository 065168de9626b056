import { DeleteConfirmDialog } from '../../../components/DeleteConfirmDialog';

export interface DeleteConfirmProps<T extends { id: string }> {
  /** The item asked about and how to forget it (usePendingDelete). */
  deletion: { pendingDelete: T | null; cancelDelete: () => void };
  /** The dialog title, e.g. 'Delete Office'. */
  title: string;
  /** Spec section 5: 'Are you sure you want to delete this {what}?', whole and translated. */
  message: string;
  onDelete: (id: string) => unknown;
}

/** Asks before deleting; cancelling keeps the item. */
export function DeleteConfirm<T extends { id: string }>({ deletion: { pendingDelete, cancelDelete }, title, message, onDelete }: DeleteConfirmProps<T>) {
  return (
    <DeleteConfirmDialog
      open={pendingDelete !== null}
      title={title}
      message={message}
      onConfirm={() => {
        if (pendingDelete) onDelete(pendingDelete.id);
        cancelDelete();
      }}
      onCancel={cancelDelete}
    />
  );
}
