/**
 * When a learner completed a course: the learning module decides it (every lesson complete, every
 * quiz passed) and records it here, on the enrollment, where the dashboard's completions and the
 * insight rollups count it.
 */
import type { ClientSession, Types } from 'mongoose';
import { applyRollupChange } from '../insights/index.js';
import { EnrollmentModel, type EnrollmentDoc } from './enrollment.model.js';

/** Sets (or, with null, clears) the enrollment's completion date inside the caller's transaction. */
export async function setEnrollmentCompletion(session: ClientSession, enrollmentId: Types.ObjectId, completedAt: Date | null): Promise<EnrollmentDoc | null> {
  const change = completedAt ? { $set: { completedAt } } : { $unset: { completedAt: 1 } };
  const before = await EnrollmentModel.findByIdAndUpdate(enrollmentId, change, { returnDocument: 'before', session }).lean();
  if (!before) return null;
  const after = { ...before, completedAt };
  await applyRollupChange(session, { kind: 'enrollment', before, after });
  return after;
}
