import { ComingSoon } from '../shared/ComingSoon';

/** Spec section 2: Course Details is a placeholder reading Coming soon. */
export function CourseDetailsPage() {
  return <ComingSoon backTo="/courses" backLabel="Back to Courses" />;
}
