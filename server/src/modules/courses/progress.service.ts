/** A learner's progress through a paid course: modules marked complete, and the share done. */
import mongoose, { Types } from 'mongoose';
import { recordActivity } from '../activity/activity.record.js';
import { applyRollupChange } from '../insights/rollup-change.js';
import { NotFoundError } from '../../core/errors.js';
import { requireUser, type Actor } from '../../core/actor.js';
import type { CourseDoc } from './course.model.js';
import { EnrollmentModel, type EnrollmentDoc } from './enrollment.model.js';
import { NOT_ENROLLED, myPaidEnrollment } from './paid-enrollment.js';

export async function setModuleCompleted(actor: Actor | null, courseId: string, moduleId: string, completed: boolean): Promise<EnrollmentDoc> {
  const me = requireUser(actor);
  const { enrollment, course } = await myPaidEnrollment(me, courseId);
  if (!course.modules.some((m) => m._id.toString() === moduleId)) throw new NotFoundError('Module not found');
  const moduleOid = new Types.ObjectId(moduleId);
  const change = completed ? { $addToSet: { completedModules: moduleOid } } : { $pull: { completedModules: moduleOid } };
  const title = course.modules.find((m) => m._id.toString() === moduleId)?.title ?? 'a module';
  return mongoose.connection.transaction(async (session) => {
    const was = await EnrollmentModel.findById(enrollment._id, null, { session }).lean();
    const changed = await EnrollmentModel.findByIdAndUpdate(enrollment._id, change, { returnDocument: 'after', session }).lean();
    if (!changed || !was) throw new NotFoundError(NOT_ENROLLED);
    // Completion is dated when the last module is done, and undone when one is reopened.
    const complete = progressPercent(changed, course) === 100;
    const dated = complete === !!changed.completedAt ? null : complete ? { $set: { completedAt: new Date() } } : { $unset: { completedAt: 1 } };
    const updated = dated ? await EnrollmentModel.findByIdAndUpdate(enrollment._id, dated, { returnDocument: 'after', session }).lean() : changed;
    if (!updated) throw new NotFoundError(NOT_ENROLLED);
    await applyRollupChange(session, { kind: 'enrollment', before: was, after: updated });
    const done = complete && completed;
    const summary = done ? `${me.name} completed ${course.title}` : `${me.name} ${completed ? 'completed' : 'reopened'} ${title} in ${course.title}`;
    await recordActivity({ actor: me, action: 'update', entityType: 'enrollment', entityId: enrollment._id, summary, before: enrollment, after: updated, link: '/admin/courses' }, session);
    return updated;
  });
}

/** Share of the course's current modules the learner has completed, 0-100. */
export function progressPercent(enrollment: Pick<EnrollmentDoc, 'completedModules'>, course: Pick<CourseDoc, 'modules'> | null): number {
  const modules = course?.modules ?? [];
  if (!modules.length) return 0;
  const done = new Set(enrollment.completedModules.map((id) => id.toString()));
  const completed = modules.filter((m) => done.has(m._id.toString())).length;
  return Math.round((completed / modules.length) * 100);
}
