import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import type { AdminContactMessage_MessageFragment } from '../../../__generated__/graphql';
import { TextArea } from '../../../components/TextArea';
import { errorReason } from '../../../components/form/graphql-errors';
import { SaveFailure } from '../../../components/form/save-failure';
import { useUserDates } from '../../users/user-dates';

export interface ReplyDialogProps {
  open: boolean;
  message: AdminContactMessage_MessageFragment | null;
  onClose: () => void;
  /** Sends; resolves when sent (the caller closes the dialog), rejects with the failure to show. */
  onSend: (reply: string) => Promise<void>;
}

/** The whole message and the reply box. Mount with a fresh `key` per message. */
export function ReplyDialog({ open, message, onClose, onSend }: ReplyDialogProps) {
  const { t, i18n } = useLingui();
  const dates = useUserDates();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Spec section 5: the reply must be non-empty after trimming; Send is disabled otherwise.
  const canSend = reply.trim().length > 0 && !sending;
  const name = message?.name ?? '';
  const email = message?.email ?? '';
  const sent = message ? dates.dateTime(message.createdAt) : '';
  const repliedBy = message?.repliedBy ?? t`an administrator`;
  const earlierReply = message?.reply ?? '';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setSending(true);
    setFailure(null);
    try {
      await onSend(reply.trim());
    } catch (error) {
      setFailure(error instanceof SaveFailure ? error.message : errorReason(error, i18n));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>
        <Trans>Reply to {name}</Trans>
      </DialogTitle>
      <DialogContent dividers>
        {message && (
          <Box component="form" id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
            <Box sx={{ p: 2, mb: 2.5, borderRadius: 1.5, bgcolor: 'action.hover' }}>
              <Typography variant="body2" color="text.secondary">
                <Trans>
                  From {name} &lt;{email}&gt; · {sent}
                </Trans>
              </Typography>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
                {message.subject}
              </Typography>
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {message.message}
              </Typography>
              {message.reply && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
                  <Trans>
                    Earlier reply by {repliedBy}: {earlierReply}
                  </Trans>
                </Typography>
              )}
            </Box>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
                {failure}
              </Alert>
            )}
            <TextArea
              label={t`Your Reply`}
              fullWidth
              autoFocus
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              helperText={t`The reply is e-mailed to ${email}.`}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={sending} color="inherit">
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" endIcon={<SendIcon />} disabled={!canSend}>
          {sending ? t`Sending...` : t`Send Reply`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
