import { PageHero } from '../shared/PageHero';

/** Placeholder until the careers issue lands. */
export function CareerPage() {
  return <PageHero eyebrow="Careers" title="Career" subtitle="Join a team building the future of AI." />;
}
