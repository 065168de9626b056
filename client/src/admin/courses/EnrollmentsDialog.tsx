import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { PaymentStatus } from '../../__generated__/graphql';
import { EmptyState } from '../../components/EmptyState';
import { TableRowsSkeleton } from '../../components/LoadingSkeletons';
import { formatDollars } from '../../public/courses/course-format';
import { PAYMENT_STATUSES, PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS } from './course-status';
import { siteDateFormat } from '../../app/site/site-info';
import { AdminCourseEnrollmentsQuery, AdminCourseStatsQuery, AdminUpdateEnrollmentPaymentMutation } from './operations';

export interface EnrollmentsDialogProps {
  open: boolean;
  course: { id: string; title: string } | null;
  onClose: () => void;
}

const PAGE_SIZE = 100;
const enrolledOn = { format: (date: Date) => siteDateFormat({ dateStyle: 'medium' }).format(date) };
const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;
const amount = (dollars: number) => (dollars > 0 ? formatDollars(dollars) : 'Free');

/** The real enrollments of a course: who, when, payment status (changeable) and amount. */
export function EnrollmentsDialog({ open, course, onClose }: EnrollmentsDialogProps) {
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
      setMessage({ severity: 'success', text: `Payment of ${name} set to ${PAYMENT_STATUS_LABELS[paymentStatus]}.` });
    } catch {
      setMessage({ severity: 'error', text: 'Failed to update payment status. Please try again.' });
    } finally {
      setSaving(null);
    }
  };

  const enrollments = data?.courseEnrollments;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ transition: { onExited: () => setMessage(null) } }} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Enrollments
        {course && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {course.title}
            {enrollments && ` · ${enrollments.total === 1 ? '1 enrollment' : `${enrollments.total} enrollments`}`}
          </Typography>
        )}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        {message && (
          <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 1.5 }}>
            {message.text}
          </Alert>
        )}
        {error && !enrollments ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            Failed to load enrollment data
          </Alert>
        ) : enrollments && enrollments.items.length === 0 ? (
          <EmptyState message="No enrollments found" hint="Students who enroll in this course appear here." />
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Enrollments">
              <TableHead>
                <TableRow>
                  <TableCell>Student</TableCell>
                  <TableCell sx={hideOnPhones}>Enrolled</TableCell>
                  <TableCell>Payment</TableCell>
                  <TableCell align="right" sx={hideOnPhones}>
                    Amount
                  </TableCell>
                  <TableCell sx={hideOnPhones}>Progress</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!enrollments || loading ? (
                  <TableRowsSkeleton count={3} columns={5} />
                ) : (
                  enrollments.items.map((enrollment) => (
                    <TableRow key={enrollment.id} hover>
                      <TableCell sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {enrollment.user.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {enrollment.user.email}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { sm: 'none' } }}>
                          {enrolledOn.format(new Date(enrollment.enrollmentDate))}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ ...hideOnPhones, whiteSpace: 'nowrap' }}>{enrolledOn.format(new Date(enrollment.enrollmentDate))}</TableCell>
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
                            void changePayment(enrollment.id, enrollment.user.name, next);
                          }}
                          slotProps={{ htmlInput: { 'aria-label': `Payment status of ${enrollment.user.name}` } }}
                          sx={{ minWidth: { xs: 120, sm: 128 }, '& .MuiSelect-select': { py: 0.75 } }}
                        >
                          {PAYMENT_STATUSES.map((status) => (
                            <MenuItem key={status} value={status}>
                              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                                <Box
                                  component="span"
                                  aria-hidden
                                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${PAYMENT_STATUS_COLORS[status]}.main` }}
                                />
                                {PAYMENT_STATUS_LABELS[status]}
                              </Box>
                            </MenuItem>
                          ))}
                        </TextField>
                        <Typography variant="body2" sx={{ display: { sm: 'none' }, mt: 0.5, fontWeight: 600 }}>
                          {amount(enrollment.paymentAmount)}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ ...hideOnPhones, fontWeight: 600 }}>
                        {amount(enrollment.paymentAmount)}
                      </TableCell>
                      <TableCell sx={{ ...hideOnPhones, minWidth: 110 }}>
                        <LinearProgress variant="determinate" value={enrollment.progress} sx={{ height: 6, borderRadius: 3 }} aria-label={`Progress of ${enrollment.user.name}`} />
                        <Typography variant="caption" color="text.secondary">
                          {enrollment.progress}%
                        </Typography>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
