import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { QueryBoundary } from '../../components/QueryBoundary';
import { OutboxMailPreviewQuery } from './operations';

export interface MailPreviewDialogProps {
  /** The e-mail to preview; null while the dialog is closed. */
  id: string | null;
  onClose: () => void;
}

const FRAME_HEIGHT = 560;

/**
 * An e-mail as its recipient sees it (the HTML part, in a sandboxed frame that runs no script and
 * reaches nothing of this page) and as a text-only mail app shows it, with links and codes redacted.
 */
export function MailPreviewDialog({ id, onClose }: MailPreviewDialogProps) {
  const { t } = useLingui();
  const [part, setPart] = useState<'html' | 'text'>('html');
  const query = useQuery(OutboxMailPreviewQuery, id ? { variables: { id } } : skipToken);
  // A different e-mail's answer is not shown while the next one loads.
  const mail = query.data?.outboxMail.id === id ? query.data.outboxMail : undefined;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-preview-title">
      <DialogTitle id="mail-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {mail?.subject ?? <Trans>E-mail preview</Trans>}
      </DialogTitle>
      <DialogContent dividers>
        <QueryBoundary
          data={mail}
          error={query.error}
          onRetry={() => void query.refetch()}
          loading={<Skeleton variant="rounded" height={FRAME_HEIGHT} />}
        >
          {(shown) => (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                <Recipient to={shown.to} />
              </Typography>
              <Tabs value={part} onChange={(_e, next: 'html' | 'text') => setPart(next)} aria-label={t`Part of the e-mail`} sx={{ mb: 2 }}>
                <Tab value="html" label={t`HTML`} />
                <Tab value="text" label={t`Text`} />
              </Tabs>
              {part === 'html' && shown.html ? (
                <Box
                  component="iframe"
                  title={t`The e-mail as its recipient sees it`}
                  // No script, no forms, no navigation of this page, no access to its origin.
                  sandbox=""
                  srcDoc={shown.html}
                  sx={{ display: 'block', width: '100%', height: FRAME_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
                />
              ) : part === 'html' ? (
                <Typography color="text.secondary">
                  <Trans>This e-mail was stored before e-mails had an HTML part.</Trans>
                </Typography>
              ) : (
                <Box
                  component="pre"
                  aria-label={t`Text part`}
                  sx={{ m: 0, p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 14, bgcolor: 'action.hover', borderRadius: 1 }}
                >
                  {shown.text}
                </Box>
              )}
            </>
          )}
        </QueryBoundary>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Recipient({ to: recipient }: { to: string }) {
  return <Trans>To {recipient}</Trans>;
}
