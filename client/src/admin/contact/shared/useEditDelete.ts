import { useState } from 'react';

/**
 * The add/edit dialog and the delete confirmation of a tab's items. Each opening gets a new key,
 * so the dialog's form starts afresh from the item (or empty for a new one).
 */
export function useEditDelete<T>() {
  const [dialog, setDialog] = useState<{ key: number; open: boolean; item: T | null }>({
    key: 0,
    open: false,
    item: null,
  });
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  return {
    dialog,
    openDialog: (item: T | null) => setDialog((current) => ({ key: current.key + 1, open: true, item })),
    closeDialog: () => setDialog((current) => ({ ...current, open: false })),
    pendingDelete,
    askDelete: (item: T) => setPendingDelete(item),
    cancelDelete: () => setPendingDelete(null),
  };
}
