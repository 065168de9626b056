import type { CourseCatalogQuery } from '../../__generated__/graphql';
import type { Stat } from '../shared/StatsGrid';
import { formatCount } from '../../components/format/count';

type CatalogStats = CourseCatalogQuery['courseCatalogStats'];

/** The Courses page figures, all computed by the server from the published catalog. */
export function catalogStats(stats: CatalogStats): Stat[] {
  const figures: Stat[] = [
    { value: formatCount(stats.totalCourses), label: stats.totalCourses === 1 ? 'Course' : 'Courses' },
    { value: formatCount(stats.students), label: 'Learners enrolled' },
    { value: formatCount(stats.instructors), label: stats.instructors === 1 ? 'Expert instructor' : 'Expert instructors' },
    { value: formatCount(stats.certificateCourses), label: 'Courses with a certificate' },
  ];
  // An average of no ratings is not a fact; the figure appears with the first rating.
  if (stats.averageRating !== null && stats.ratingCount > 0) {
    figures.splice(2, 0, { value: `${stats.averageRating.toFixed(1)}/5`, label: 'Average rating' });
  }
  return figures;
}
