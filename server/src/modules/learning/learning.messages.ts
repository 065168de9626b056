/**
 * Everything a person reads from the learning module: refusals, validation messages, activity
 * summaries and the certificate's wording, in one place so that they move to the message
 * catalogs in one step.
 */
export const learningMessages = {
  courseNotFound: 'Course not found',
  lessonNotFound: 'Lesson not found',
  moduleNotFound: 'Module not found',
  quizNotFound: 'Quiz not found',
  fileNotFound: 'File not found',
  certificateNotFound: 'Certificate not found',

  notEnrolled: 'You are not enrolled in this course. Enroll to open its lessons.',
  paymentPending: 'Your enrollment is waiting for its payment to be confirmed. The lessons open as soon as it is.',
  paymentFailed: 'The payment for this course did not go through, so its lessons are not open. Contact us to settle it.',
  notPreview: 'This lesson is open to enrolled learners only. Enroll to read it.',
  moduleLocked: (previous: string) => `This module opens once you complete "${previous}".`,
  attemptsUsed: (limit: number) => `You have used all ${limit === 1 ? 'of your 1 attempt' : `${limit} attempts`} at this quiz.`,
  staffOnly: 'Only administrators can do this.',
  fileLinkExpired: 'This file link has expired or is not valid. Open the lesson again to get a new one.',

  answersShape: 'Answers must map each question id to the list of option ids chosen',
  unknownQuestion: 'This question is not part of the quiz',
  unknownOption: 'This option is not one of the question\'s options',
  chooseOne: 'Choose exactly one option',
  revokeReason: 'Reason must be at most 500 characters',
  alreadyRevoked: 'This certificate is already revoked.',
  reissuedReason: 'Replaced by a reissued certificate',
  noCertificateForCourse: 'This course does not award a certificate.',
  notComplete: 'The learner has not completed this course yet.',

  activityCompleted: (name: string, course: string) => `${name} completed ${course}`,
  activityIssued: (name: string, course: string, serial: string) => `Certificate ${serial} issued to ${name} for ${course}`,
  activityRevoked: (staff: string, serial: string, name: string, reason: string | null) => `${staff} revoked certificate ${serial} of ${name}${reason ? `: ${reason}` : ''}`,
  activityReissued: (staff: string, oldSerial: string, serial: string, name: string) => `${staff} reissued certificate ${oldSerial} of ${name} as ${serial}`,

  certificate: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    hours: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} of study`,
    issued: (date: string) => `Issued on ${date}`,
    serial: (serial: string) => `Certificate ID: ${serial}`,
    verify: 'Verify this certificate:',
    revoked: 'REVOKED',
  },
} as const;
