import { PageHero } from '../shared/PageHero';

/** Placeholder until the contact issue lands. */
export function ContactPage() {
  return <PageHero eyebrow="Contact" title="Contact Us" subtitle="We reply to every message within 24 hours." />;
}
