import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import PlayArrow from '@mui/icons-material/PlayArrow';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CourseDetailsQuery as CourseDetailsData, EnrollPanel_EnrollmentFragment } from '../../__generated__/graphql';
import { isStaffRole } from '../../app/auth/redirects';
import { useAuthUser } from '../../app/auth/useAuth';
import { dropRootFields } from '../../app/cache/list-cache';
import { errorReason } from '../../components/form/graphql-errors';
import { useFormat } from '../../components/format/useFormat';
import { payable } from './course-format';
import { EnrollmentProgress, PaymentFailedAlert } from './EnrollmentStatus';
import { ConfirmCheckoutMutation, CourseCertificateQuery, EnrollInCourseMutation, PaymentMethodQuery, StartCheckoutMutation } from './details-operations';

export type Course = NonNullable<CourseDetailsData['course']>;
type ManualPayment = { instructions?: string | null };

/** Leaves the site for the payment page (an object, so a test can watch the call). */
export const leaveForCheckout = { go: (url: string) => window.location.assign(url) };

/**
 * Paying for the course: Stripe Checkout's page (the browser goes there), or how to pay by hand
 * when the site takes no card payments. The answer's enrollment merges into the course page.
 */
function usePay(courseId: string) {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [manual, setManual] = useState<ManualPayment | null>(null);
  const [start, { loading }] = useMutation(StartCheckoutMutation, {
    update: (cache) => dropRootFields(cache, ['myEnrollments', 'courseCatalogStats']),
  });
  const pay = async () => {
    setError(null);
    try {
      const answer = (await start({ variables: { courseId } })).data?.startCheckout;
      if (answer?.url) leaveForCheckout.go(answer.url);
      else if (answer?.manual) setManual(answer.manual);
    } catch (err) {
      setError(errorReason(err, i18n));
    }
  };
  return { pay, paying: loading, error, manual };
}

/** The site's payment instructions (System Settings), or the promise that staff will be in touch. */
function ManualPaymentAlert({ manual }: { manual: ManualPayment }) {
  return (
    <Alert severity="info">
      <Typography variant="subtitle2" component="p">
        <Trans>How to pay</Trans>
      </Typography>
      {manual.instructions ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {manual.instructions}
        </Typography>
      ) : (
        <Typography variant="body2">
          <Trans>We will e-mail you the payment details. Your course opens as soon as we confirm your payment.</Trans>
        </Typography>
      )}
    </Alert>
  );
}

/**
 * The Enroll button and what follows it for a signed-in visitor (EnrollPanel.tsx loads this file
 * once someone is signed in): a student enrolls; an enrolled student sees "Enrolled" with the
 * payment status and progress; other accounts are told why they cannot.
 */
export function StudentEnroll({ course }: { course: Course }) {
  const user = useAuthUser();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [error, setError] = useState<string | null>(null);
  const free = payable(course) === 0;
  const student = user?.role === 'student';
  // How the site takes payments does not change during a visit: read once, then only from the cache
  // (enrolling drops other root fields from the cache, which must not fetch this again).
  const method = useQuery(PaymentMethodQuery, { skip: !student || free, fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-only' }).data?.paymentMethod;
  const checkout = usePay(course.id);
  const [enroll, { loading }] = useMutation(EnrollInCourseMutation, {
    // The course page updates from the answer itself. The dashboard's list and the catalog's
    // figures (server aggregates) are dropped, so they are fetched when next shown, not now.
    update: (cache) => dropRootFields(cache, ['myEnrollments', 'courseCatalogStats']),
  });

  if (course.myEnrollment) return <Enrolled course={course} enrollment={course.myEnrollment} byCard={method === 'stripe'} />;

  if (course.status !== 'published') {
    return (
      <Alert severity="info">
        <Trans>This course is not open for enrollment.</Trans>
      </Alert>
    );
  }

  const byCard = !free && method === 'stripe';
  const label = free ? t`Enroll for Free` : byCard ? t`Pay and start learning` : t`Enroll Now`;
  const price = format.money(payable(course));

  // A guest gets its own button from EnrollPanel (GuestEnroll).
  if (!user) return null;

  if (user.role !== 'student') {
    return isStaffRole(user.role) ? (
      <Alert severity="info">
        <Trans>
          Administrators manage courses in{' '}
          <Link component={RouterLink} to="/admin/courses">
            Course Management
          </Link>
          .
        </Trans>
      </Alert>
    ) : (
      <Stack spacing={1.5}>
        <Button variant="contained" size="large" fullWidth disabled>
          {label}
        </Button>
        <Typography variant="body2" color="text.secondary">
          <Trans>Courses are for student accounts. Sign in with a student account to enroll.</Trans>
        </Typography>
      </Stack>
    );
  }

  const submit = async () => {
    setError(null);
    try {
      await enroll({ variables: { courseId: course.id } });
    } catch (err) {
      setError(errorReason(err, i18n));
    }
  };

  if (byCard) {
    return (
      <Stack spacing={1.5}>
        {checkout.error && <Alert severity="error">{checkout.error}</Alert>}
        <Button variant="contained" size="large" fullWidth disabled={checkout.paying} onClick={() => void checkout.pay()}>
          {checkout.paying ? t`Opening the secure checkout...` : label}
        </Button>
        <Typography variant="body2" color="text.secondary">
          <Trans>You pay {price} by card on Stripe's secure checkout. The course opens as soon as your payment is confirmed.</Trans>
        </Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" size="large" fullWidth disabled={loading} onClick={() => void submit()}>
        {loading ? t`Enrolling...` : label}
      </Button>
      {!free && (
        <Typography variant="body2" color="text.secondary">
          <Trans>You pay {price}. Your place is reserved at once; the course unlocks when we confirm your payment.</Trans>
        </Typography>
      )}
    </Stack>
  );
}

/** How many times the page asks the server to check a returning payment with Stripe, 3 s apart. */
const CONFIRM_TRIES = 10;

/**
 * Back from Stripe Checkout: the server reads the session from Stripe (the address proves nothing);
 * until Stripe says it is paid the page asks again for a short while.
 */
function useConfirmOnReturn(courseId: string, pending: boolean, returned: boolean): boolean {
  const [confirm] = useMutation(ConfirmCheckoutMutation);
  const [tries, setTries] = useState(0);
  const waiting = returned && pending && tries < CONFIRM_TRIES;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => {
        void confirm({ variables: { courseId } })
          .catch(() => undefined)
          .finally(() => setTries((n) => n + 1));
      },
      tries === 0 ? 0 : 3000,
    );
    return () => clearTimeout(timer);
  }, [waiting, tries, confirm, courseId]);
  return waiting;
}

function Enrolled({ course, enrollment, byCard }: { course: Course; enrollment: EnrollPanel_EnrollmentFragment; byCard: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const checkout = usePay(course.id);
  const confirming = useConfirmOnReturn(course.id, enrollment.paymentStatus === 'pending', returned === 'success');
  const complete = format.number(enrollment.progress / 100, { style: 'percent' });
  const amount = format.money(enrollment.paymentAmount);
  // A free course is open at once; a paid one once its payment is completed.
  const open = enrollment.paymentStatus === 'completed' || enrollment.paymentAmount === 0;
  const finished = open && enrollment.progress === 100 && course.certificate;
  const certificates = useQuery(CourseCertificateQuery, finished ? { fetchPolicy: 'cache-and-network' } : skipToken);
  const certificate = certificates.data?.myCertificates.find((c) => c.courseId === course.id && c.status === 'valid');
  return (
    <Stack spacing={2}>
      <Chip icon={<CheckCircle />} label={t({ message: 'Enrolled', comment: 'The student is enrolled in this course.' })} color="success" sx={{ alignSelf: 'flex-start', fontWeight: 700 }} />
      {returned === 'success' && enrollment.paymentStatus === 'completed' && (
        <Alert severity="success">
          <Trans>Payment received. Your course is open, and your receipt is on its way by e-mail.</Trans>
        </Alert>
      )}
      {open ? (
        <EnrollmentProgress
          label={t`Your progress`}
          detail={t`${complete} complete`}
          progress={enrollment.progress}
          courseTitle={course.title}
        />
      ) : enrollment.paymentStatus === 'pending' ? (
        confirming ? (
          <Alert severity="info" icon={<HourglassTop />} role="status">
            <Trans>Confirming your payment with Stripe...</Trans>
          </Alert>
        ) : (
          <Stack spacing={1.5}>
            {returned === 'cancelled' && (
              <Alert severity="info">
                <Trans>Payment cancelled. Nothing was charged; you can pay whenever you are ready.</Trans>
              </Alert>
            )}
            <Alert severity="warning" icon={<HourglassTop />}>
              <Trans>Payment pending: {amount}. We will e-mail you when your payment is confirmed.</Trans>
            </Alert>
            {checkout.error && <Alert severity="error">{checkout.error}</Alert>}
            {checkout.manual && <ManualPaymentAlert manual={checkout.manual} />}
            {!checkout.manual && (
              <Button variant="contained" fullWidth disabled={checkout.paying} onClick={() => void checkout.pay()}>
                {byCard ? (checkout.paying ? t`Opening the secure checkout...` : t`Pay now`) : t`How to pay`}
              </Button>
            )}
          </Stack>
        )
      ) : enrollment.paymentStatus === 'refunded' ? (
        <Alert severity="info" icon={<Undo />}>
          <Trans>Your payment of {amount} was refunded, so this course is closed.</Trans>
        </Alert>
      ) : (
        <PaymentFailedAlert />
      )}
      {enrollment.receiptUrl && (
        <Link href={enrollment.receiptUrl} target="_blank" rel="noopener noreferrer" variant="body2">
          <Trans>View receipt</Trans>
        </Link>
      )}
      {open && (
        <Button component={RouterLink} to={`/learn/${course.id}`} variant="contained" size="large" fullWidth startIcon={<PlayArrow />}>
          {enrollment.progress > 0 ? <Trans>Continue learning</Trans> : <Trans>Start learning</Trans>}
        </Button>
      )}
      {certificate && (
        // The PDF's address is the server's (a full URL); its path keeps the download on this origin.
        <Button href={new URL(certificate.pdfUrl, 'http://localhost').pathname} download variant="outlined" fullWidth startIcon={<Download />}>
          <Trans>Download certificate</Trans>
        </Button>
      )}
      <Button component={RouterLink} to="/dashboard" variant={open ? 'text' : 'outlined'} fullWidth>
        <Trans>Go to My Courses</Trans>
      </Button>
    </Stack>
  );
}
