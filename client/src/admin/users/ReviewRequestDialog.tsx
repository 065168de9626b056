import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export type ReviewDecision = 'approve' | 'reject';

export interface ReviewRequestDialogProps {
  open: boolean;
  decision: ReviewDecision;
  name: string;
  email: string;
  /** Resolves when the decision is recorded (or refused; the caller reports that). */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

const REASON_MAX = 1000; // the server quotes at most this much of the note in its e-mail

/**
 * Approve or reject a pending account, with an optional note that is added to the e-mail the
 * requester receives. Mount it with a fresh `key` per opening so the note starts empty.
 */
export function ReviewRequestDialog({ open, decision, name, email, onConfirm, onCancel }: ReviewRequestDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const approve = decision === 'approve';

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(reason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={approve ? t`Approve Request` : t`Reject Request`}
      message={
        approve
          ? t`Approve the account of ${name} (${email})? It becomes active and ${name} is told by e-mail.`
          : t`Reject the request of ${name} (${email})? The request is removed and ${name} is told by e-mail.`
      }
      confirmLabel={approve ? t`Approve` : t`Reject`}
      confirmColor={approve ? 'success' : 'error'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <TextField
        label={t`Reason (optional)`}
        helperText={t`Added to the e-mail.`}
        fullWidth
        multiline
        minRows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value.slice(0, REASON_MAX))}
      />
    </ConfirmDialog>
  );
}
