/** What Course Management's actions tell a person about a course they did not change (README › Languages). */
export const COURSE_MESSAGES = {
  notFound: /*i18n*/ { message: 'Course not found' },
  alreadyPublished: /*i18n*/ { message: 'It is already published.' },
  alreadyDraft: /*i18n*/ { message: 'It is already a draft.' },
  alreadyArchived: /*i18n*/ { message: 'It is already archived.' },
  hasEnrollments: (count: number) =>
    /*i18n*/ ({
      message:
        '{count, plural, one {This course has # enrollment and cannot be deleted. Archive it instead to take it off the catalog and keep its enrollments.} other {This course has # enrollments and cannot be deleted. Archive it instead to take it off the catalog and keep its enrollments.}}',
      values: { count },
    }),
};
