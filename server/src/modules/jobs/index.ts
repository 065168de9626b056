/** The jobs module: job postings, applications, résumés and job views. */
export type { JobDoc, JobType } from './job.model.js';
export { getJob, listOpenJobs } from './job.service.js';
export { applicationFigures, jobFigures, jobViewFigures } from './application.figures.js';
export { OPEN_STATUSES, type ApplicationDoc } from './application.model.js';
export { jobIn, openJobsQuery } from './job.model.js';
export { listOpenJobRefs } from './job.service.js';
export { startOrphanSweep, sweepOrphanResumesLogged } from './resume-sweep.js';
export { saveResume } from './resume.storage.js';
export { APPLICATION_ACTIVITY } from './job.messages.js';
