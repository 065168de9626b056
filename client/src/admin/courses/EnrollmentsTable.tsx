import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentStatus } from '../../__generated__/graphql';
import { TableRowsSkeleton } from '../../components/TableRowsSkeleton';
import Chip from '@mui/material/Chip';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';
import { siteTimeZoneNow } from '../../app/site/site-info';
import { PAYMENT_STATUSES, PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS } from './course-status';

export interface EnrollmentRow {
  id: string;
  enrollmentDate: string;
  paymentStatus: PaymentStatus;
  paymentAmount: number;
  /** Stripe's payment intent, when paid by card. */
  paymentReference?: string | null;
  /** Why Stripe's confirmation was not applied (the amount or currency differ). */
  paymentProblem?: string | null;
  progress: number;
  /** When the learner last opened or completed a lesson or took a quiz; null before. */
  lastActivityAt?: string | null;
  user: { name: string; email: string };
}

export interface EnrollmentsTableProps {
  /** The rows; null while they load (skeleton rows keep the table's place). */
  items: readonly EnrollmentRow[] | null;
  /** The enrollment whose payment is being saved. */
  saving: string | null;
  onChangePayment: (id: string, name: string, paymentStatus: PaymentStatus) => void;
  /** Asks to refund a completed payment (the dialog confirms first). */
  onRefund: (enrollment: EnrollmentRow) => void;
}

const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Dates and amounts as the table writes them, in the page's language. */
function useEnrollmentFormat() {
  const { t } = useLingui();
  const format = useFormat();
  return {
    enrolledOn: (date: Date) => format.dateTime({ dateStyle: 'medium' }, siteTimeZoneNow()).format(date),
    amount: (dollars: number) => (dollars > 0 ? format.money(dollars) : t`Free`),
  };
}

/** A course's enrollments: who, when, payment status (changeable), amount and progress. */
export function EnrollmentsTable({ items, saving, onChangePayment, onRefund }: EnrollmentsTableProps) {
  const { t, i18n } = useLingui();
  const { enrolledOn, amount } = useEnrollmentFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t`Enrollments`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Student</Trans>
            </TableCell>
            <TableCell sx={hideOnPhones}>
              <Trans>Enrolled</Trans>
            </TableCell>
            <TableCell>
              <Trans>Payment</Trans>
            </TableCell>
            <TableCell align="right" sx={hideOnPhones}>
              <Trans>Amount</Trans>
            </TableCell>
            <TableCell sx={hideOnPhones}>
              <Trans>Progress</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!items ? (
            <TableRowsSkeleton count={3} columns={5} />
          ) : (
          items.map((enrollment) => {
            const name = enrollment.user.name;
            const problem = enrollment.paymentProblem;
            const reference = enrollment.paymentReference;
            return (
            <TableRow key={enrollment.id} hover>
              <TableCell sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {enrollment.user.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {enrollment.user.email}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { sm: 'none' } }}>
                  {enrolledOn(new Date(enrollment.enrollmentDate))}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...hideOnPhones, whiteSpace: 'nowrap' }}>{enrolledOn(new Date(enrollment.enrollmentDate))}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={enrollment.paymentStatus}
                  // Not disabled while saving: a disabled control drops the keyboard focus out of the dialog.
                  aria-busy={saving === enrollment.id}
                  onChange={(e) => {
                    const next = PAYMENT_STATUSES.find((s) => s === e.target.value);
                    if (saving || !next || next === enrollment.paymentStatus) return;
                    onChangePayment(enrollment.id, enrollment.user.name, next);
                  }}
                  slotProps={{ htmlInput: { 'aria-label': t`Payment status of ${name}` } }}
                  sx={{ minWidth: { xs: 120, sm: 128 }, '& .MuiSelect-select': { py: 0.75 } }}
                >
                  {(enrollment.paymentStatus === 'refunded' ? [...PAYMENT_STATUSES, 'refunded' as const] : PAYMENT_STATUSES).map((status) => (
                    <MenuItem key={status} value={status} disabled={status === 'refunded'}>
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                        <Box
                          component="span"
                          aria-hidden
                          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${PAYMENT_STATUS_COLORS[status]}.main` }}
                        />
                        {i18n._(PAYMENT_STATUS_LABELS[status])}
                      </Box>
                    </MenuItem>
                  ))}
                </TextField>
                <Typography variant="body2" sx={{ display: { sm: 'none' }, mt: 0.5, fontWeight: 600 }}>
                  {amount(enrollment.paymentAmount)}
                </Typography>
                {reference && (
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    <Trans>Stripe {reference}</Trans>
                  </Typography>
                )}
                {problem && (
                  <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
                    <Trans>Not applied: {problem}</Trans>
                  </Typography>
                )}
                {enrollment.paymentStatus === 'completed' && enrollment.paymentAmount > 0 && (
                  <Button size="small" color="error" sx={{ mt: 0.5, px: 0.5, minWidth: 0 }} onClick={() => onRefund(enrollment)} aria-label={t`Refund ${name}`}>
                    <Trans>Refund</Trans>
                  </Button>
                )}
                <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                  <LearnerActivity progress={enrollment.progress} lastActivityAt={enrollment.lastActivityAt ?? null} withPercent />
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ ...hideOnPhones, fontWeight: 600 }}>
                {amount(enrollment.paymentAmount)}
              </TableCell>
              <TableCell sx={{ ...hideOnPhones, minWidth: 110 }}>
                <LinearProgress variant="determinate" value={enrollment.progress} sx={{ height: 6, borderRadius: 3 }} aria-label={t`Progress of ${name}`} />
                <Typography variant="caption" color="text.secondary" component="p">
                  {enrollment.progress}%
                </Typography>
                <LearnerActivity progress={enrollment.progress} lastActivityAt={enrollment.lastActivityAt ?? null} />
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

/** Whether the learner completed the course, else when they were last active (or not yet started). */
function LearnerActivity({ progress, lastActivityAt, withPercent = false }: { progress: number; lastActivityAt: string | null; withPercent?: boolean }) {
  const { enrolledOn } = useEnrollmentFormat();
  if (progress >= 100) return <Chip size="small" color="success" label={<Trans>Completed</Trans>} sx={{ mt: 0.5 }} />;
  const percent = progress;
  const when = lastActivityAt ? enrolledOn(new Date(lastActivityAt)) : null;
  return (
    <>
      {withPercent && (
        <Typography variant="caption" color="text.secondary" component="p">
          <Trans>Progress {percent}%</Trans>
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {when ? <Trans>Last active {when}</Trans> : <Trans>Not started</Trans>}
      </Typography>
    </>
  );
}
