import { ConfirmDialog } from './ConfirmDialog';

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** The dialog title, e.g. 'Delete Course'. */
  title: string;
  /** What is deleted, in the spec's question 'Are you sure you want to delete this {what}?'. */
  what: string;
  /** Disables both buttons while the delete runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting, with a red Delete button. */
export function DeleteConfirmDialog({ open, title, what, busy, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={`Are you sure you want to delete this ${what}?`}
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
