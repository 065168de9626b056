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

/** The back office's notices of an application, read by each staff member in their language. */
export const APPLICATION_NOTICES = {
  applied: (name: string, job: string) => ({
    title: /*i18n*/ { message: 'New job application' },
    message: /*i18n*/ ({ message: '{name} applied for {job}.', values: { name, job } }),
  }),
  withdrawn: (name: string, job: string) => ({
    title: /*i18n*/ { message: 'Application withdrawn' },
    message: /*i18n*/ ({ message: '{name} withdrew the application for {job}.', values: { name, job } }),
  }),
};
