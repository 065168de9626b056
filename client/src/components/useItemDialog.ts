import { useState } from 'react';

export interface SaveActions<I> {
  create: (input: I) => Promise<void>;
  update: (id: string, input: I) => Promise<void>;
}

/**
 * A dialog opened for one item, or for none (to add one). Each opening gets a new key, so a dialog
 * mounted with it starts its form afresh from the item; the item stays set while the dialog closes,
 * so its content does not vanish mid-animation.
 */
export function useItemDialog<T extends { id: string }>() {
  const [dialog, setDialog] = useState<{ key: number; open: boolean; item: T | null }>({
    key: 0,
    open: false,
    item: null,
  });
  const openDialog = (item: T | null) => setDialog((current) => ({ key: current.key + 1, open: true, item }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  /**
   * Saves the dialog's input: updates the item it was opened for, or creates one, then closes the
   * dialog. A failed save rejects and leaves the dialog open to show why.
   */
  const save = async <I>(input: I, { create, update }: SaveActions<I>) => {
    if (dialog.item) await update(dialog.item.id, input);
    else await create(input);
    closeDialog();
  };

  /**
   * The dialog's state and answers, to spread onto it; its `key` and its item go beside (React
   * keeps a key out of a spread).
   */
  const dialogProps = <I>(actions: SaveActions<I>) => ({
    open: dialog.open,
    onClose: closeDialog,
    onSubmit: (input: I) => save(input, actions),
  });

  return { dialog, openDialog, closeDialog, save, dialogProps };
}
