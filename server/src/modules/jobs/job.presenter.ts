/** The one output shape of a job (GraphQL Job, REST /api/jobs), with isActive computed. */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { isStaff } from '../../core/actor.js';
import { isJobOpen, type JobDoc } from './job.model.js';
import { scheduledLocal } from '../activity/index.js';

const stored = storedFields<JobDoc>();
export const jobPresenter = definePresenter<JobDoc, G.Job>('Job', {
  id: idOf,
  ...stored.same('title', 'company', 'location', 'type', 'level', 'department'),
  salary: (j) => (j.salary ? { min: j.salary.min, max: j.salary.max, currency: j.salary.currency } : null),
  ...stored.orNull('experience'),
  ...stored.same('description', 'requirements', 'benefits', 'status'),
  isActive: (j) => isJobOpen(j),
  ...stored.same('views', 'applications'),
  ...stored.orNull('postedDate', 'deadline'),
  // The schedule is the back office's plan, not the public's business.
  publishAt: (j, { actor }) => (isStaff(actor) ? (j.publishAt ?? null) : null),
  unpublishAt: (j, { actor }) => (isStaff(actor) ? (j.unpublishAt ?? null) : null),
  publishAtLocal: (j, { actor }) => (isStaff(actor) ? scheduledLocal(j.publishAt) : null),
  unpublishAtLocal: (j, { actor }) => (isStaff(actor) ? scheduledLocal(j.unpublishAt) : null),
  ...stored.same('createdAt', 'updatedAt'),
});
