import { Plural, useLingui } from '@lingui/react/macro';
import type { CourseCatalogQuery } from '../../__generated__/graphql';
import { useFormat } from '../../components/format/useFormat';
import type { Stat } from '../shared/StatsGrid';
import { StatsGrid } from '../shared/StatsGrid';

type CatalogStatsData = CourseCatalogQuery['courseCatalogStats'];

/** The Courses page figures, all computed by the server from the published catalog. */
export function CatalogStats({ stats }: { stats: CatalogStatsData }) {
  const { t } = useLingui();
  const format = useFormat();
  const { totalCourses, instructors } = stats;
  const figures: Stat[] = [
    { value: format.count(totalCourses), label: <Plural value={totalCourses} one="Course" other="Courses" /> },
    { value: format.count(stats.students), label: t`Learners enrolled` },
    { value: format.count(instructors), label: <Plural value={instructors} one="Expert instructor" other="Expert instructors" /> },
    { value: format.count(stats.certificateCourses), label: t`Courses with a certificate` },
  ];
  // An average of no ratings is not a fact; the figure appears with the first rating.
  if (stats.averageRating !== null && stats.ratingCount > 0) {
    const average = format.number(stats.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    figures.splice(2, 0, { value: t({ message: `${average}/5`, comment: 'An average rating out of 5.' }), label: t`Average rating` });
  }
  return <StatsGrid stats={figures} />;
}
