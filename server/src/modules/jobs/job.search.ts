/** The jobs in the admin search. */
import { joined, searchSource } from '../../core/search-source.js';
import { JobModel, type JobDoc } from './job.model.js';
import { jobListQuery } from './job.service.js';

export const jobsSearch = searchSource<JobDoc>({
  type: 'JOB',
  visibleTo: (a) => jobListQuery(a, {}).query,
  model: JobModel,
  fields: ['title', 'company', 'location'],
  present: (j) => ({ title: j.title, subtitle: joined(j.company, j.location) }),
});
