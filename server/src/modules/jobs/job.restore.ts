/**
 * Bringing a job's version back (History › Restore, and undoing a bulk action): its editable fields
 * on the job that exists, or the whole job with its id when it was deleted. Views and application
 * counts are kept as they are: they count what happened since, which a restore does not undo.
 */
import { registerFieldRestorer } from '../activity/index.js';
import { JobModel } from './job.model.js';

registerFieldRestorer('job', JobModel, {
  fields: [
    'title',
    'company',
    'location',
    'type',
    'level',
    'department',
    'salary',
    'experience',
    'description',
    'requirements',
    'benefits',
    'status',
    'postedDate',
    'deadline',
    'publishAt',
    'unpublishAt',
  ],
  keptOnInsert: (snapshot) => ({ views: snapshot['views'] ?? 0, applications: 0 }),
  label: (snapshot) => /*i18n*/ ({ message: 'job {title}', values: { title: typeof snapshot['title'] === 'string' ? snapshot['title'] : '' } }),
});
