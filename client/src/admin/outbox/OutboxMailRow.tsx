import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxMailRow_MailFragment } from '../../__generated__/graphql';
import { useSiteInfo } from '../../app/site/useSiteInfo';
import { useFormat } from '../../components/format/useFormat';
import { MAIL_STATE } from './mail-state';

export interface OutboxMailRowProps {
  mail: OutboxMailRow_MailFragment;
  onPreview: (id: string) => void;
  onResend: (id: string) => void;
  resending: boolean;
}

/** One e-mail of the Outbox: who, what, when, where its delivery stands, and what staff can do with it. */
export function OutboxMailRow({ mail, onPreview, onResend, resending }: OutboxMailRowProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { timezone } = useSiteInfo();
  const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }, timezone).format(new Date(mail.createdAt));
  const state = MAIL_STATE[mail.state];
  const tries = mail.attempts;
  const { subject, to: recipient } = mail;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 2 }} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <Trans>
              To {recipient} · {when}
            </Trans>
            {mail.template ? ` · ${mail.template}` : ''}
            {mail.language ? ` · ${mail.language.toUpperCase()}` : ''}
          </Typography>
          {mail.state === 'failed' && mail.lastError ? (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {mail.lastError}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" color={state.color} label={i18n._(state.label)} />
          {tries > 1 ? (
            <Typography variant="caption" color="text.secondary">
              <Plural value={tries} one="# try" other="# tries" />
            </Typography>
          ) : null}
          <Button size="small" onClick={() => onPreview(mail.id)} aria-label={t`Preview ${subject}`}>
            <Trans>Preview</Trans>
          </Button>
          {mail.canResend ? (
            <Button size="small" variant="outlined" disabled={resending} onClick={() => onResend(mail.id)}>
              <Trans>Send again</Trans>
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
