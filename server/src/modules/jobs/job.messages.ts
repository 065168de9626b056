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

/** The activity log's summaries of applications (the services' and the sample history's). */
export const APPLICATION_ACTIVITY = {
  applied: (actor: string, job: string) => /*i18n*/ ({ message: '{actor} applied for {job}', values: { actor, job } }),
  withdrew: (actor: string, job: string) => /*i18n*/ ({ message: '{actor} withdrew the application for {job}', values: { actor, job } }),
  /** `candidate` null: the candidate moved their own application. */
  moved: (actor: string, candidate: string | null, job: string, status: string) =>
    /*i18n*/ ({
      message:
        "{actor} moved {own, select, yes {their} other {{candidate}'s}} application for {job} to {status, select, submitted {Submitted} reviewing {Reviewing} interviewing {Interviewing} offered {Offered} hired {Hired} rejected {Rejected} other {Withdrawn}}",
      values: { actor, own: candidate === null ? 'yes' : 'no', candidate: candidate ?? '', job, status },
    }),
};
