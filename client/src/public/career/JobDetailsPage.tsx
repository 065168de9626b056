import { ComingSoon } from '../shared/ComingSoon';

/** Spec section 2: Job Details is a placeholder reading Coming soon. */
export function JobDetailsPage() {
  return <ComingSoon backTo="/career" backLabel="Back to Career" />;
}
