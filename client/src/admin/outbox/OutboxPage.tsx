import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MailState } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { ListPagination } from '../../components/ListPagination';
import { ListStatus } from '../../components/ListStatus';
import { ListRowsSkeleton } from '../../components/LoadingSkeletons';
import { listStatusOf } from '../../components/list-status';
import { useNotice } from '../../components/notice/useNotice';
import { PageHeader } from '../../components/PageHeader';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { MailPreviewDialog } from './MailPreviewDialog';
import { MAIL_STATE, MAIL_STATES } from './mail-state';
import { OutboxMailRow } from './OutboxMailRow';
import { AdminOutboxQuery, ResendMailMutation } from './operations';

const PAGE_SIZE = 20;

type Filters = { to: string; template: string; state: MailState | ''; from: string; until: string };

/** yyyy-mm-dd → the start of that day, or of the next (the range's end is inclusive), in the browser's zone. */
const dayStart = (day: string, next = false): string | null => {
  if (!day) return null;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + (next ? 1 : 0)).toISOString();
};

const isMailState = (value: string | null): value is MailState => value !== null && (MAIL_STATES as string[]).includes(value);

/** /admin/outbox: every e-mail the product sent, queued or stored, with its delivery state, a preview and "Send again". */
export function OutboxPage() {
  const { t, i18n } = useLingui();
  const notice = useNotice();
  const [params] = useSearchParams();
  const askedState = params.get('state');
  const [filters, setFilters] = useState<Filters>({ to: params.get('to') ?? '', template: '', state: isMailState(askedState) ? askedState : '', from: '', until: '' });
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const to = useDebouncedValue(filters.to.trim(), 300);
  const badRange = filters.from !== '' && filters.until !== '' && filters.from > filters.until;
  const query = useQuery(AdminOutboxQuery, {
    variables: {
      to: to || null,
      template: filters.template || null,
      state: filters.state || null,
      from: badRange ? null : dayStart(filters.from),
      until: badRange ? null : dayStart(filters.until, true),
      page: { page, pageSize: PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useMutation(ResendMailMutation);
  const list = query.data?.mailOutbox;
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };

  const sendAgain = async (id: string) => {
    setResending(id);
    try {
      const result = await resend({ variables: { id } });
      const answer = result.data?.resendMail;
      const reason = answer?.lastError ?? '';
      if (answer?.state === 'sent') notice.success(t`The e-mail was sent.`);
      else notice.error(t`The e-mail could not be sent: ${reason}`);
    } catch (err) {
      const reason = errorReason(err, i18n);
      notice.error(t`The e-mail could not be sent: ${reason}`);
    } finally {
      setResending(null);
    }
  };

  return (
    <>
      <PageHeader title={t`Outbox`} subtitle={t`Every e-mail the site sent or stored, with its delivery. Links and codes meant only for the recipient are hidden.`} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flexWrap: { md: 'wrap' }, gap: 2 }}>
          <TextField size="small" type="email" label={t`Recipient`} placeholder="name@example.com" value={filters.to} onChange={(e) => change({ to: e.target.value })} sx={{ flex: { md: '2 1 240px' } }} />
          <TextField size="small" select label={t`Template`} value={filters.template} onChange={(e) => change({ template: e.target.value })} sx={{ flex: { md: '1 1 200px' } }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
            <MenuItem value="">{t`All templates`}</MenuItem>
            {(query.data?.mailTemplates ?? []).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" select label={t`Delivery`} value={filters.state} onChange={(e) => change({ state: e.target.value as MailState | '' })} sx={{ flex: { md: '1 1 160px' } }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
            <MenuItem value="">{t`All states`}</MenuItem>
            {MAIL_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {i18n._(MAIL_STATE[state].label)}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="date" label={t`From`} value={filters.from} onChange={(e) => change({ from: e.target.value })} sx={{ flex: { md: '1 1 160px' } }} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            size="small"
            type="date"
            label={t`To`}
            sx={{ flex: { md: '1 1 160px' } }}
            value={filters.until}
            onChange={(e) => change({ until: e.target.value })}
            error={badRange}
            helperText={badRange ? t`To must be on or after From` : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <ListStatus
          {...listStatusOf(query, list?.items)}
          loading={<ListRowsSkeleton label={t`Loading e-mails`} count={5} height={64} />}
          emptyMessage={t`No e-mails found`}
          emptyHint={t`Try other filters or a wider date range.`}
        >
          <Box component="ul" aria-label={t`E-mails`} sx={{ m: 0, p: 0 }}>
            {list?.items.map((mail) => (
              <OutboxMailRow key={mail.id} mail={mail} onPreview={setPreviewing} onResend={(id) => void sendAgain(id)} resending={resending === mail.id} />
            ))}
          </Box>
        </ListStatus>
      </Paper>
      {list && <ListPagination total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />}
      <MailPreviewDialog id={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
