/** Scheduled publishing of jobs (activity/scheduled-publishing.ts): "Publish at" makes a job active, "Unpublish at" pauses it. */
import { registerScheduledPublishing } from '../activity/index.js';
import { JobModel, type JobDoc } from './job.model.js';

registerScheduledPublishing<JobDoc>({
  entityType: 'job',
  model: JobModel,
  // The posted date is the first publication.
  published: (job, now) => (job.postedDate ? { status: 'active' } : { status: 'active', postedDate: now }),
  unpublished: { status: 'paused' },
  label: (job) => /*i18n*/ ({ message: 'Job {title}', values: { title: job.title } }),
});
