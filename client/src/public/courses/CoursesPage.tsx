import { PageHero } from '../shared/PageHero';

/** Placeholder until the courses catalogue issue lands. */
export function CoursesPage() {
  return <PageHero eyebrow="Learning" title="Courses" subtitle="Practical AI training programs for every level." />;
}
