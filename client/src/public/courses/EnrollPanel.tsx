import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthUser } from '../../app/auth/useAuth';
import { payable } from './course-format';
import type { Course } from './StudentEnroll';

/**
 * A signed-in visitor's enrolment (payment, progress, certificate): loaded once someone is signed
 * in. The server renders the course page for guests, so a guest's first load goes without it.
 */
const StudentEnroll = lazy(() => import('./StudentEnroll').then((m) => ({ default: m.StudentEnroll })));

/**
 * The Enroll button and what follows it: guests sign in as a student and come back here;
 * a signed-in visitor gets StudentEnroll.tsx.
 */
export function EnrollPanel({ course }: { course: Course }) {
  const user = useAuthUser();
  if (!user && !course.myEnrollment && course.status === 'published') return <GuestEnroll course={course} />;
  return (
    <Suspense fallback={<EnrollButton label={enrollLabel(course)} disabled />}>
      <StudentEnroll course={course} />
    </Suspense>
  );
}

/** The button's words before the site's payment method is known: a guest's, and while a student's part loads. */
function enrollLabel(course: Course): 'free' | 'paid' {
  return payable(course) === 0 ? 'free' : 'paid';
}

function EnrollButton({ label, disabled, onClick }: { label: 'free' | 'paid'; disabled?: boolean; onClick?: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="contained" size="large" fullWidth disabled={disabled} onClick={onClick}>
      {label === 'free' ? t`Enroll for Free` : t`Enroll Now`}
    </Button>
  );
}

/** A guest signs in as a student and comes back here. */
function GuestEnroll({ course }: { course: Course }) {
  const navigate = useNavigate();
  // Ids are hex, so the path needs no encoding; the login page brings the student back here.
  return <EnrollButton label={enrollLabel(course)} onClick={() => void navigate(`/login?role=student&redirect=/courses/${course.id}`)} />;
}
