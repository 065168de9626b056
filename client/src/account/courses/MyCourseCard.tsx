import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTop from '@mui/icons-material/HourglassTop';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyCourseCard_EnrollmentFragment } from '../../__generated__/graphql';
import { useFormat } from '../../components/format/useFormat';
import { LEVEL_COLORS, categoryLabel, levelLabel } from '../../public/courses/course-format';
import { EnrollmentProgress, PaymentFailedAlert } from '../../public/courses/EnrollmentStatus';
import { CourseRating } from './CourseRating';

const PAYMENT: Record<MyCourseCard_EnrollmentFragment['paymentStatus'], { label: MessageDescriptor; color: 'success' | 'warning' | 'error' | 'default'; icon: ReactElement }> = {
  completed: { label: msg`Payment completed`, color: 'success', icon: <CheckCircle /> },
  pending: { label: msg`Payment pending`, color: 'warning', icon: <HourglassTop /> },
  failed: { label: msg`Payment failed`, color: 'error', icon: <ErrorOutline /> },
  refunded: { label: msg`Refunded`, color: 'default', icon: <Undo /> },
};

export function MyCourseCard({ enrollment }: { enrollment: MyCourseCard_EnrollmentFragment }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const course = enrollment.course;
  if (!course) return null;

  const paid = enrollment.paymentStatus === 'completed';
  // A free course is open at once, whatever its payment record says.
  const open = paid || enrollment.paymentAmount === 0;
  const done = new Set(enrollment.completedModules);
  const completed = course.modules.filter((m) => done.has(m.id)).length;
  const payment = PAYMENT[enrollment.paymentStatus];
  const enrolledOn = format.dateTime({ dateStyle: 'medium' }).format(new Date(enrollment.enrollmentDate));
  const amount = format.money(enrollment.paymentAmount);
  const completedCount = format.count(completed);
  const moduleCount = course.modules.length;
  const title = course.title;
  const percent = format.number(enrollment.progress / 100, { style: 'percent' });


  return (
    <Card component="article" aria-label={course.title} variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={`/courses/${course.id}`} underline="hover" color="inherit">
              <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
                {course.title}
              </Typography>
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {[course.instructor.name, course.duration, t`Enrolled ${enrolledOn}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1.25, flexWrap: 'wrap', rowGap: 0.75 }}>
              <Chip size="small" variant="outlined" color={LEVEL_COLORS[course.level]} label={levelLabel(course.level)} />
              <Chip size="small" variant="outlined" label={categoryLabel(course.category)} />
            </Stack>
          </Box>
          <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }} spacing={0.5}>
            <Chip icon={payment.icon} color={payment.color} label={i18n._(payment.label)} sx={{ fontWeight: 600 }} />
            <Typography variant="body2" color="text.secondary">
              {enrollment.paymentAmount > 0 ? amount : t`Free course`}
            </Typography>
            {enrollment.receiptUrl && (
              <Link href={enrollment.receiptUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                <Trans>View receipt</Trans>
              </Link>
            )}
          </Stack>
        </Stack>

        <EnrollmentProgress
          label={t`Progress`}
          detail={
            <Plural
              value={moduleCount}
              one={`${completedCount} of # module · ${percent}`}
              other={`${completedCount} of # modules · ${percent}`}
            />
          }
          progress={enrollment.progress}
          courseTitle={course.title}
          color={enrollment.progress === 100 ? 'success' : 'primary'}
          sx={{ mt: 2.5 }}
        />

        {open && (
          <Button
            component={RouterLink}
            to={`/learn/${course.id}`}
            variant="contained"
            startIcon={<PlayArrow />}
            sx={{ mt: 2 }}
            aria-label={enrollment.progress > 0 ? t`Continue ${title}` : t`Start learning ${title}`}
          >
            {enrollment.progress > 0 ? <Trans>Continue</Trans> : <Trans>Start learning</Trans>}
          </Button>
        )}

        {enrollment.paymentStatus === 'pending' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <Trans>Your course unlocks once your payment of {amount} is confirmed. We will e-mail you.</Trans>
          </Alert>
        )}
        {enrollment.paymentStatus === 'refunded' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            <Trans>Your payment of {amount} was refunded, so this course is closed.</Trans>
          </Alert>
        )}
        {enrollment.paymentStatus === 'failed' && (
          <PaymentFailedAlert sx={{ mt: 2 }} />
        )}

        {paid && (
          <>
            <Divider sx={{ my: 2 }} />
            <CourseRating courseId={course.id} courseTitle={course.title} rating={enrollment.rating ?? null} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
