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

/** The activity log's summaries of enrollments and their payments (the services' and the sample history's). */
export const ENROLLMENT_ACTIVITY = {
  enrolled: (name: string, course: string) => /*i18n*/ ({ message: '{actor} enrolled in {course}', values: { actor: name, course } }),
  paid: (amount: string, name: string, course: string, outcome: string) =>
    /*i18n*/ ({ message: 'Payment of {amount} by {name} for {course} {outcome, select, completed {completed} failed {failed} refunded {refunded} other {{outcome}}}', values: { amount, name, course, outcome } }),
  freePaid: (name: string, course: string) => /*i18n*/ ({ message: "{name}'s free enrollment in {course} is paid", values: { name, course } }),
};
