/** The jobs as an import type: an active job is posted when it is imported. */
import { importTarget } from '../../core/import-target.js';
import { JobModel } from './job.model.js';
import { CreateJobInput } from './job.validation.js';

export const jobsImport = importTarget({
  type: 'jobs',
  fields: {
    title: 'text',
    company: 'text',
    location: 'text',
    type: 'text',
    level: 'text',
    department: 'text',
    salary: 'objectOrText',
    experience: 'text',
    description: 'text',
    requirements: 'list',
    benefits: 'list',
    status: 'text',
    deadline: 'text',
  },
  aliases: { jobtitle: 'title', position: 'title', jobtype: 'type' },
  schema: CreateJobInput,
  model: JobModel,
  key: 'title',
  entityType: 'job',
  beforeCreate: (rows) => {
    for (const row of rows) row['postedDate'] = row['status'] === 'active' ? new Date() : null;
    return Promise.resolve();
  },
});
