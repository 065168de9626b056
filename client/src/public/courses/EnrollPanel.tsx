import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import PlayArrow from '@mui/icons-material/PlayArrow';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CourseDetailsQuery as CourseDetailsData, EnrollPanel_EnrollmentFragment } from '../../__generated__/graphql';
import { isStaffRole } from '../../app/auth/redirects';
import { useAuthUser } from '../../app/auth/useAuth';
import { dropRootFields } from '../../app/cache/list-cache';
import { errorReason } from '../../components/form/graphql-errors';
import { useFormat } from '../../components/format/useFormat';
import { payable } from './course-format';
import { EnrollmentProgress, PaymentFailedAlert } from './EnrollmentStatus';
import { CourseCertificateQuery, EnrollInCourseMutation } from './operations';

type Course = NonNullable<CourseDetailsData['course']>;

/**
 * The Enroll button and what follows it: guests sign in as a student and come back here;
 * a student enrolls; an enrolled student sees "Enrolled" with the payment status and progress.
 */
export function EnrollPanel({ course }: { course: Course }) {
  const user = useAuthUser();
  const navigate = useNavigate();
  const { t } = useLingui();
  const format = useFormat();
  const [error, setError] = useState<string | null>(null);
  const [enroll, { loading }] = useMutation(EnrollInCourseMutation, {
    // The course page updates from the answer itself. The dashboard's list and the catalog's
    // figures (server aggregates) are dropped, so they are fetched when next shown, not now.
    update: (cache) => dropRootFields(cache, ['myEnrollments', 'courseCatalogStats']),
  });

  if (course.myEnrollment) return <Enrolled course={course} enrollment={course.myEnrollment} />;

  if (course.status !== 'published') {
    return (
      <Alert severity="info">
        <Trans>This course is not open for enrollment.</Trans>
      </Alert>
    );
  }

  const free = payable(course) === 0;
  const label = free ? t`Enroll for Free` : t`Enroll Now`;
  const price = format.money(payable(course));

  if (!user) {
    return (
      <Button
        variant="contained"
        size="large"
        fullWidth
        // Ids are hex, so the path needs no encoding; the login page brings the student back here.
        onClick={() => void navigate(`/login?role=student&redirect=/courses/${course.id}`)}
      >
        {label}
      </Button>
    );
  }

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
      setError(errorReason(err));
    }
  };

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

function Enrolled({ course, enrollment }: { course: Course; enrollment: EnrollPanel_EnrollmentFragment }) {
  const { t } = useLingui();
  const format = useFormat();
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
      {open ? (
        <EnrollmentProgress
          label={t`Your progress`}
          detail={t`${complete} complete`}
          progress={enrollment.progress}
          courseTitle={course.title}
        />
      ) : enrollment.paymentStatus === 'pending' ? (
        <Alert severity="warning" icon={<HourglassTop />}>
          <Trans>Payment pending: {amount}. We will e-mail you when your payment is confirmed.</Trans>
        </Alert>
      ) : (
        <PaymentFailedAlert />
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
