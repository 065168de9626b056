/**
 * What the learning module tells a person, as message descriptors (README › Languages): refusals,
 * validation messages, the certificate's wording and the activity log's summaries. A reissue's
 * stored reason is a record, written in English.
 */
export const LEARNING_MESSAGES = {
  courseNotFound: /*i18n*/ { message: 'Course not found' },
  lessonNotFound: /*i18n*/ { message: 'Lesson not found' },
  moduleNotFound: /*i18n*/ { message: 'Module not found' },
  quizNotFound: /*i18n*/ { message: 'Quiz not found' },
  fileNotFound: /*i18n*/ { message: 'File not found' },
  certificateNotFound: /*i18n*/ { message: 'Certificate not found' },

  notEnrolled: /*i18n*/ { message: 'You are not enrolled in this course. Enroll to open its lessons.' },
  paymentPending: /*i18n*/ { message: 'Your enrollment is waiting for its payment to be confirmed. The lessons open as soon as it is.' },
  paymentFailed: /*i18n*/ { message: 'The payment for this course did not go through, so its lessons are not open. Contact us to settle it.' },
  paymentRefunded: /*i18n*/ { message: 'Your payment for this course was refunded, so its lessons are no longer open.' },
  notPreview: /*i18n*/ { message: 'This lesson is open to enrolled learners only. Enroll to read it.' },
  moduleLocked: (previous: string) => /*i18n*/ ({ message: 'This module opens once you complete "{previous}".', values: { previous } }),
  attemptsUsed: (limit: number) =>
    /*i18n*/ ({ message: '{limit, plural, one {You have used your only attempt at this quiz.} other {You have used all # attempts at this quiz.}}', values: { limit } }),
  fileLinkExpired: /*i18n*/ { message: 'This file link has expired or is not valid. Open the lesson again to get a new one.' },

  answersShape: /*i18n*/ { message: 'Answers must map each question id to the list of option ids chosen' },
  unknownQuestion: /*i18n*/ { message: 'This question is not part of the quiz' },
  unknownOption: /*i18n*/ { message: "This option is not one of the question's options" },
  chooseOne: /*i18n*/ { message: 'Choose exactly one option' },
  reason: /*i18n*/ { message: 'Reason' },
  status: /*i18n*/ { message: 'Status' },
  alreadyRevoked: /*i18n*/ { message: 'This certificate is already revoked.' },

  certificate: {
    title: /*i18n*/ { message: 'Certificate of Completion' },
    certifies: /*i18n*/ { message: 'This certifies that' },
    completed: /*i18n*/ { message: 'has successfully completed the course' },
    hours: (hours: number) => /*i18n*/ ({ message: '{hours, plural, one {# hour of study} other {# hours of study}}', values: { hours } }),
    issued: (date: string) => /*i18n*/ ({ message: 'Issued on {date}', values: { date } }),
    serial: (serial: string) => /*i18n*/ ({ message: 'Certificate ID: {serial}', values: { serial } }),
    verify: /*i18n*/ { message: 'Verify this certificate:' },
    revoked: /*i18n*/ { message: 'REVOKED', comment: 'Stamped across a revoked certificate' },
  },
};

/** The activity log's summaries, read in each reader's language. */
export const LEARNING_ACTIVITY = {
  completed: (name: string, course: string) => /*i18n*/ ({ message: '{name} completed {course}', values: { name, course } }),
  issued: (name: string, course: string, serial: string) => /*i18n*/ ({ message: 'Certificate {serial} issued to {name} for {course}', values: { name, course, serial } }),
  revoked: (staff: string, serial: string, name: string, reason: string | null) =>
    /*i18n*/ ({ message: '{staff} revoked certificate {serial} of {name}{hasReason, select, yes {: {reason}} other {}}', values: { staff, serial, name, hasReason: reason ? 'yes' : 'no', reason: reason ?? '' } }),
  reissued: (staff: string, oldSerial: string, serial: string, name: string) =>
    /*i18n*/ ({ message: '{staff} reissued certificate {oldSerial} of {name} as {serial}', values: { staff, oldSerial, serial, name } }),
  /** Kept as the replaced certificate's revocation reason. */
  reissuedReason: 'Replaced by a reissued certificate',
};
