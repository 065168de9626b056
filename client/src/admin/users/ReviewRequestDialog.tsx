import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

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
  const titleId = useId();
  const textId = useId();
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
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{approve ? 'Approve Request' : 'Reject Request'}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {approve
            ? `Approve the account of ${name} (${email})? It becomes active and ${name} is told by e-mail.`
            : `Reject the request of ${name} (${email})? The request is removed and ${name} is told by e-mail.`}
        </DialogContentText>
        <TextField
          label="Reason (optional)"
          helperText="Added to the e-mail."
          fullWidth
          multiline
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value.slice(0, REASON_MAX))}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          variant="contained"
          color={approve ? 'success' : 'error'}
        >
          {approve ? 'Approve' : 'Reject'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
