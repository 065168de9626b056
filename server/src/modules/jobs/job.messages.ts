/** What the job module's bulk actions tell a person about an item they did not change (README › Languages). */
export const JOB_MESSAGES = {
  notFound: /*i18n*/ { message: 'Job not found' },
  alreadyActive: /*i18n*/ { message: 'It is already active.' },
  alreadyPaused: /*i18n*/ { message: 'It is already paused.' },
  alreadyClosed: /*i18n*/ { message: 'It is already closed.' },
  deadlinePassed: /*i18n*/ { message: 'Its deadline has passed: set a new deadline to publish it.' },
  hasApplications: /*i18n*/ {
    message: '{count, plural, one {It has # application: close it instead, so the application is kept.} other {It has # applications: close it instead, so they are kept.}}',
  },
};
