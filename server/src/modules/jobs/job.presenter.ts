/** The one output shape of a job (GraphQL Job, REST /api/jobs), with isActive computed. */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import { isJobOpen, type JobDoc } from './job.model.js';

export const jobPresenter = definePresenter<JobDoc, G.Job>('Job', {
  id: (j) => j._id.toString(),
  title: (j) => j.title,
  company: (j) => j.company,
  location: (j) => j.location,
  type: (j) => j.type,
  level: (j) => j.level,
  department: (j) => j.department,
  salary: (j) => (j.salary ? { min: j.salary.min, max: j.salary.max, currency: j.salary.currency } : null),
  experience: (j) => j.experience ?? null,
  description: (j) => j.description,
  requirements: (j) => j.requirements,
  benefits: (j) => j.benefits,
  status: (j) => j.status,
  isActive: (j) => isJobOpen(j),
  views: (j) => j.views,
  applications: (j) => j.applications,
  postedDate: (j) => j.postedDate ?? null,
  deadline: (j) => j.deadline ?? null,
  createdAt: (j) => j.createdAt,
  updatedAt: (j) => j.updatedAt,
});
