/** The one output shape of a job (GraphQL Job, REST /api/jobs), with isActive computed. */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { isJobOpen, JOB_TEXT_FIELDS, type JobDoc, type JobText } from './job.model.js';
import { translatedFields, translationsShown } from '../../core/translations.js';
import { scheduleShown } from '../../core/scheduled-time.js';
import { siteZone } from '../settings/index.js';

const stored = storedFields<JobDoc>();
export const jobPresenter = definePresenter<JobDoc, G.Job>('Job', {
  id: idOf,
  ...translatedFields<JobText, 'title' | 'description' | 'experience' | 'requirements' | 'benefits'>(...JOB_TEXT_FIELDS),
  translations: translationsShown<JobText, 'title' | 'description' | 'experience' | 'requirements' | 'benefits'>(...JOB_TEXT_FIELDS),
  ...stored.same('company', 'location', 'type', 'level', 'department'),
  salary: (j) => (j.salary ? { min: j.salary.min, max: j.salary.max, currency: j.salary.currency } : null),
  ...stored.same('status'),
  isActive: (j) => isJobOpen(j),
  ...stored.same('views', 'applications'),
  ...stored.orNull('postedDate', 'deadline'),
  ...scheduleShown(siteZone),
  ...stored.same('createdAt', 'updatedAt'),
});
