import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPaymentsQuery as PaymentsData, PaymentStatus } from '../../../__generated__/graphql';
import { TableRowsSkeleton } from '../../../components/TableRowsSkeleton';
import { useFormat } from '../../../components/format/useFormat';
import { siteTimeZoneNow } from '../../../app/site/site-info';
import { PAYMENT_STATUS_COLORS } from '../course-status';

export type PaymentRow = PaymentsData['payments']['items'][number];

export interface PaymentsTableProps {
  /** null while loading: skeleton rows keep the table's place. */
  items: readonly PaymentRow[] | null;
  statusLabels: Record<PaymentStatus, string>;
  /** Asks to refund a completed payment (a dialog confirms first). */
  onRefund: (payment: PaymentRow) => void;
}

const hideOnPhones = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Payments: learner, course, amount, status (with a refund for a paid one), date, Stripe's reference. */
export function PaymentsTable({ items, statusLabels, onRefund }: PaymentsTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  const date = (iso: string) => format.dateTime({ dateStyle: 'medium' }, siteTimeZoneNow()).format(new Date(iso));
  return (
    <TableContainer>
      <Table size="small" aria-label={t`Payments`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Learner</Trans>
            </TableCell>
            <TableCell sx={hideOnPhones}>
              <Trans>Course</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Amount</Trans>
            </TableCell>
            <TableCell>
              <Trans>Status</Trans>
            </TableCell>
            <TableCell sx={hideOnPhones}>
              <Trans>Date</Trans>
            </TableCell>
            <TableCell sx={hideOnPhones}>
              <Trans>Stripe reference</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!items ? (
            <TableRowsSkeleton count={5} columns={6} />
          ) : (
            items.map((p) => {
              const name = p.user.name;
              const courseTitle = p.course?.title ?? t`Deleted course`;
              const reference = p.paymentReference ? (
                <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {p.paymentReference}
                </Typography>
              ) : (
                <Typography component="span" variant="body2" color="text.secondary">
                  <Trans>Manual</Trans>
                </Typography>
              );
              const refundedOn = p.refundedAt ? date(p.refundedAt) : null;
              const paidOn = p.paidAt ? date(p.paidAt) : null;
              const problem = p.paymentProblem;
              const settled = refundedOn ? <Trans>Refunded {refundedOn}</Trans> : paidOn ? <Trans>Paid {paidOn}</Trans> : null;
              const refund =
                p.paymentStatus === 'completed' ? (
                  <Button size="small" color="error" onClick={() => onRefund(p)} aria-label={t`Refund ${name}`} sx={{ px: 1, minWidth: 0 }}>
                    <Trans>Refund</Trans>
                  </Button>
                ) : null;
              return (
                <TableRow key={p.id} hover>
                  <TableCell sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                      {p.user.email}
                    </Typography>
                    {/* On a phone the hidden columns' facts sit under the learner. */}
                    <Stack sx={{ display: { md: 'none' }, mt: 0.5 }}>
                      <Typography variant="caption">{courseTitle}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {date(p.enrollmentDate)}
                      </Typography>
                      <Typography variant="caption">{reference}</Typography>
                    </Stack>
                  </TableCell>
                  <TableCell sx={hideOnPhones}>{courseTitle}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {format.money(p.paymentAmount, p.paymentCurrency)}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={statusLabels[p.paymentStatus]} color={PAYMENT_STATUS_COLORS[p.paymentStatus]} variant={p.paymentStatus === 'completed' ? 'filled' : 'outlined'} />
                    {problem && (
                      <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5, maxWidth: 240 }}>
                        <Trans>Not applied: {problem}</Trans>
                      </Typography>
                    )}
                    {refund && <Stack sx={{ mt: 0.5, alignItems: 'flex-start' }}>{refund}</Stack>}
                  </TableCell>
                  <TableCell sx={hideOnPhones}>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {date(p.enrollmentDate)}
                    </Typography>
                    {settled && (
                      <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'nowrap' }}>
                        {settled}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ ...hideOnPhones, maxWidth: 220 }}>
                    {reference}
                    {p.receiptUrl && (
                      <Typography variant="caption" component="p">
                        <Link href={p.receiptUrl} target="_blank" rel="noopener">
                          <Trans>Receipt</Trans>
                        </Link>
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
