/** What the dashboards and reports count in the enrollments and courses (read-only). */
import type { ClientSession, Types } from 'mongoose';
import { recordFigures } from '../../core/record-figures.js';
import { CourseModel } from './course.model.js';
import { EnrollmentModel } from './enrollment.model.js';

export const enrollmentFigures = recordFigures(EnrollmentModel);
export const courseFigures = recordFigures(CourseModel);

/** When the user first enrolled (in the caller's transaction), or null. */
export async function firstEnrollmentDateOf(user: Types.ObjectId, session: ClientSession): Promise<Date | null> {
  const first = await EnrollmentModel.findOne({ user }, { enrollmentDate: 1 }, { session }).sort({ enrollmentDate: 1 }).lean();
  return first?.enrollmentDate ?? null;
}
