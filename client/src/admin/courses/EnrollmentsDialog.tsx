import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { PaymentStatus } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { errorReason } from '../../components/form/graphql-errors';
import { useFormat } from '../../components/format/useFormat';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { QueryBoundary } from '../../components/QueryBoundary';
import { PAYMENT_STATUS_LABELS } from './course-status';
import { EnrollmentsTable, type EnrollmentRow } from './EnrollmentsTable';
import { AdminCourseEnrollmentsQuery, AdminCourseStatsQuery, AdminRefundEnrollmentMutation, AdminUpdateEnrollmentPaymentMutation } from './operations';

export interface EnrollmentsDialogProps {
  open: boolean;
  course: { id: string; title: string } | null;
  onClose: () => void;
}

const PAGE_SIZE = 100;

/** The real enrollments of a course: who, when, payment status (changeable) and amount. */
export function EnrollmentsDialog({ open, course, onClose }: EnrollmentsDialogProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [saving, setSaving] = useState<string | null>(null);
  // Shown inside the dialog: while a dialog is open, the page behind it (and its snackbar) is hidden
  // from assistive technology.
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(
    AdminCourseEnrollmentsQuery,
    open && course ? { variables: { courseId: course.id, page: { pageSize: PAGE_SIZE } }, fetchPolicy: 'network-only' } : skipToken,
  );
  // The row takes the new status from the answer (merged by id); the pending-payment figure on the
  // stat cards is a server aggregate, so it is fetched again.
  const [updatePayment] = useMutation(AdminUpdateEnrollmentPaymentMutation, { refetchQueries: [AdminCourseStatsQuery] });

  const changePayment = async (id: string, name: string, paymentStatus: PaymentStatus) => {
    setSaving(id);
    setMessage(null);
    try {
      await updatePayment({ variables: { id, paymentStatus } });
      const status = i18n._(PAYMENT_STATUS_LABELS[paymentStatus]);
      setMessage({ severity: 'success', text: t`Payment of ${name} set to ${status}.` });
    } catch {
      setMessage({ severity: 'error', text: t`Failed to update payment status. Please try again.` });
    } finally {
      setSaving(null);
    }
  };

  const changePaymentLater = (id: string, name: string, paymentStatus: PaymentStatus) => void changePayment(id, name, paymentStatus);

  // A refund is asked for, confirmed, then made (through Stripe when the payment was made there).
  const [refunding, setRefunding] = useState<EnrollmentRow | null>(null);
  const [refund, { loading: refundBusy }] = useMutation(AdminRefundEnrollmentMutation, { refetchQueries: [AdminCourseStatsQuery] });
  const confirmRefund = async () => {
    if (!refunding) return;
    setMessage(null);
    try {
      await refund({ variables: { id: refunding.id } });
      const amount = format.money(refunding.paymentAmount);
      const name = refunding.user.name;
      setMessage({ severity: 'success', text: t`Refunded ${amount} to ${name}. The course is closed to them.` });
    } catch (err) {
      setMessage({ severity: 'error', text: errorReason(err, i18n) });
    } finally {
      setRefunding(null);
    }
  };

  const enrollments = data?.courseEnrollments;
  const refundAmount = refunding ? format.money(refunding.paymentAmount) : '';
  const refundName = refunding?.user.name ?? '';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ transition: { onExited: () => setMessage(null) } }} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        <Trans>Enrollments</Trans>
        {course && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {course.title}
            {enrollments && (
              <>
                {' · '}
                <Plural value={enrollments.total} one="# enrollment" other="# enrollments" />
              </>
            )}
          </Typography>
        )}
        <IconButton aria-label={t`Close`} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        {message && (
          <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 1.5 }}>
            {message.text}
          </Alert>
        )}
        <QueryBoundary
          data={loading ? undefined : enrollments}
          error={error}
          onRetry={() => void refetch()}
          errorMessage={t`Failed to load enrollment data`}
          loading={<EnrollmentsTable items={null} saving={saving} onChangePayment={changePaymentLater} onRefund={setRefunding} />}
          isEmpty={(list) => list.items.length === 0}
          empty={<EmptyState message={t`No enrollments found`} hint={t`Students who enroll in this course appear here.`} />}
        >
          {(list) => <EnrollmentsTable items={list.items} saving={saving} onChangePayment={changePaymentLater} onRefund={setRefunding} />}
        </QueryBoundary>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={Boolean(refunding)}
        title={t`Refund this payment?`}
        message={
          refunding?.paymentReference
            ? t`${refundAmount} goes back to ${refundName} through Stripe, and the course closes to them. This cannot be undone.`
            : t`${refundAmount} goes back to ${refundName}, and the course closes to them. This cannot be undone.`
        }
        confirmLabel={t`Refund`}
        cancelLabel={t`Cancel`}
        destructive
        busy={refundBusy}
        onConfirm={() => void confirmRefund()}
        onCancel={() => setRefunding(null)}
      />
    </Dialog>
  );
}
