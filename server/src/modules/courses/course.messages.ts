import type { FieldLabel } from '../../core/validation.js';

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

/** The labels and list messages of a course's Spanish, French and German versions (the field errors name the language). */
export const COURSE_TEXT_MESSAGES = {
  title: /*i18n*/ { message: 'Title' },
  description: /*i18n*/ { message: 'Description' },
  duration: /*i18n*/ { message: 'Duration' },
  skills: /*i18n*/ { message: 'Skills' },
  skillNotText: (field: FieldLabel) => /*i18n*/ ({ message: 'Each entry of {field} must be text', values: { field } }),
  skillTooLong: (field: FieldLabel, max: number) => /*i18n*/ ({ message: 'Each entry of {field} must be at most {max} characters', values: { field, max } }),
  skillsNotList: (field: FieldLabel) => /*i18n*/ ({ message: '{field} must be a list of text', values: { field } }),
  tooManySkills: (field: FieldLabel, max: number) => /*i18n*/ ({ message: '{field} may list at most {max} entries', values: { field, max } }),
};
