import { useState } from 'react';

/** A delete that waits for the user's confirmation: the item asked about, and the delete as it runs. */
export function usePendingDelete<T>() {
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  /**
   * Deletes the item asked about with `remove` (which reports its own success or failure), busy
   * meanwhile, then closes the question. Resolves true when deleted.
   */
  const confirmDelete = async (remove: (item: T) => Promise<boolean>): Promise<boolean> => {
    if (pendingDelete === null) return false;
    setDeleting(true);
    const deleted = await remove(pendingDelete);
    setDeleting(false);
    setPendingDelete(null);
    return deleted;
  };

  const cancelDelete = () => setPendingDelete(null);

  return {
    pendingDelete,
    askDelete: (item: T) => setPendingDelete(item),
    cancelDelete,
    deleting,
    confirmDelete,
    /** The confirmation dialog's state and answers, for a DeleteConfirmDialog to spread. */
    confirmProps: (onConfirm: () => void) => ({ open: pendingDelete !== null, busy: deleting, onConfirm, onCancel: cancelDelete }),
  };
}
