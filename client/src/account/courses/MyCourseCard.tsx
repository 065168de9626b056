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
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyCourseCard_EnrollmentFragment } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { useFormat } from '../../components/format/useFormat';
import { LEVEL_COLORS, categoryLabel, levelLabel } from '../../public/courses/course-format';
import { EnrollmentProgress, PaymentFailedAlert } from '../../public/courses/EnrollmentStatus';
import { CourseRating } from './CourseRating';
import { SetModuleCompletedMutation } from './operations';

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
  const [saving, setSaving] = useState<{ moduleId: string; completed: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [setModule] = useMutation(SetModuleCompletedMutation);
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

  const toggle = async (moduleId: string, value: boolean) => {
    if (saving) return;
    setSaving({ moduleId, completed: value });
    setError(null);
    try {
      await setModule({ variables: { courseId: course.id, moduleId, completed: value } });
    } catch (err) {
      setError(errorReason(err));
    } finally {
      setSaving(null);
    }
  };
  // The tick shows at once; the server's answer (through the cache) replaces it, or takes it back.
  const isChecked = (moduleId: string) => (saving?.moduleId === moduleId ? saving.completed : done.has(moduleId));

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

        {paid && course.modules.length > 0 && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              <Trans>Modules</Trans>
            </Typography>
            {error && (
              <Alert severity="error" sx={{ mb: 1 }} onClose={() => setError(null)}>
                {error}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
              {course.modules.map((module, index) => (
                <FormControlLabel
                  key={module.id}
                  control={
                    <Checkbox
                      checked={isChecked(module.id)}
                      slotProps={{ input: { 'aria-busy': saving?.moduleId === module.id } }}
                      onChange={(e) => void toggle(module.id, e.target.checked)}
                    />
                  }
                  label={`${index + 1}. ${module.title}`}
                  sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.95rem' } }}
                />
              ))}
            </Box>
          </Box>
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
