/** What the dashboards and reports count in the applications, jobs and job views (read-only). */
import type { ClientSession, Types } from 'mongoose';
import { recordFigures } from '../../core/record-figures.js';
import { ApplicationModel } from './application.model.js';
import { JobViewDayModel } from './job-view-day.model.js';
import { JobModel } from './job.model.js';

export const applicationFigures = recordFigures(ApplicationModel);
export const jobFigures = recordFigures(JobModel);
export const jobViewFigures = recordFigures(JobViewDayModel);

/** When the user first applied (in the caller's transaction), or null. */
export async function firstApplicationDateOf(applicant: Types.ObjectId, session: ClientSession): Promise<Date | null> {
  const first = await ApplicationModel.findOne({ applicant }, { createdAt: 1 }, { session }).sort({ createdAt: 1 }).lean();
  return first?.createdAt ?? null;
}
