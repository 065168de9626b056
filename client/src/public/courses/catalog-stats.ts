import type { CourseCatalogQuery } from '../../__generated__/graphql';
import type { Stat } from '../shared/StatsGrid';

type CatalogStats = CourseCatalogQuery['courseCatalogStats'];

const count = new Intl.NumberFormat('en-US');

/** The Courses page figures, all computed by the server from the published catalog. */
export function catalogStats(stats: CatalogStats): Stat[] {
  const figures: Stat[] = [
    { value: count.format(stats.totalCourses), label: stats.totalCourses === 1 ? 'Course' : 'Courses' },
    { value: count.format(stats.students), label: 'Learners enrolled' },
    { value: count.format(stats.instructors), label: stats.instructors === 1 ? 'Expert instructor' : 'Expert instructors' },
    { value: count.format(stats.certificateCourses), label: 'Courses with a certificate' },
  ];
  // An average of no ratings is not a fact; the figure appears with the first rating.
  if (stats.averageRating !== null && stats.ratingCount > 0) {
    figures.splice(2, 0, { value: `${stats.averageRating.toFixed(1)}/5`, label: 'Average rating' });
  }
  return figures;
}
