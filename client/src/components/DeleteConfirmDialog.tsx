import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from './ConfirmDialog';

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** The dialog title, e.g. 'Delete Course'. */
  title: string;
  /**
   * The question, whole and translated: the spec's 'Are you sure you want to delete this {what}?'
   * (a whole sentence, since other languages inflect the article with the noun).
   */
  message: string;
  /** Disables both buttons while the delete runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting, with a red Delete button. */
export function DeleteConfirmDialog({ open, title, message, busy, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel={t`Delete`}
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
