import { Plural, Trans } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';

// A course's figures as words follow them, in the page's language ("1 module", "12 students").

/** "4.5 (2 ratings)", or "New course" before the first rating. */
export function RatingText({ rating, count }: { rating: number; count: number }) {
  const format = useFormat();
  if (count === 0) return <Trans>New course</Trans>;
  const average = format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return <Plural value={count} one={`${average} (# rating)`} other={`${average} (# ratings)`} />;
}

export function StudentsText({ count }: { count: number }) {
  return <Plural value={count} one="# student" other="# students" />;
}

export function ModulesText({ count }: { count: number }) {
  return <Plural value={count} one="# module" other="# modules" />;
}

export function LessonsText({ count }: { count: number }) {
  return <Plural value={count} one="# lesson" other="# lessons" />;
}
