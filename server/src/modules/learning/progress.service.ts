/**
 * A learner's progress: marking a lesson complete (the player's "Mark as complete"), and the quick
 * checklist that marks a whole module's lessons. Completing the last item completes the course.
 */
import mongoose, { Types } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { ForbiddenError, NotFoundError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import type { Actor } from '../../core/actor.js';
import { findEnrollmentOf, type EnrollmentDoc } from '../courses/index.js';
import { requireLearningAccess, type LearningAccess } from './course-access.js';
import { learnerState, lockedModules } from './course-state.js';
import { assertModuleOpen, findLesson } from './content.service.js';
import { completeIfDone } from './completion.js';
import { certificateOf, loadProgress, presentProgress, siteOf } from './learner-record.js';
import { LEARNING_MESSAGES as msg } from './learning.messages.js';
import { ProgressModel, type ProgressDoc } from './progress.model.js';

/** A learner (not staff): progress is recorded for enrollments only. */
export function requireLearner(access: LearningAccess): Extract<LearningAccess, { staff: false }> {
  if (access.staff) throw new ForbiddenError(msg.notEnrolled);
  return access;
}

/** Applies `change` to the learner's progress (creating it if needed) and completes the course if that finished it. */
async function changeProgress(me: Actor, access: Extract<LearningAccess, { staff: false }>, change: Record<string, unknown>, insertDefaults: Record<string, unknown>): Promise<ProgressDoc> {
  const { course, enrollment } = access;
  return mongoose.connection.transaction(async (session) => {
    const progress = await ProgressModel.findOneAndUpdate(
      { _id: enrollment._id },
      { ...change, $setOnInsert: { user: enrollment.user, course: course._id, ...insertDefaults } },
      { upsert: true, returnDocument: 'after', session, setDefaultsOnInsert: false },
    ).lean();
    return completeIfDone(session, me, course, enrollment, progress);
  });
}

export async function completeLesson(deps: AppDeps, actor: Actor | null, courseId: string, lessonId: string): Promise<G.LearningProgress> {
  const access = requireLearner(await requireLearningAccess(actor, courseId));
  const { course, enrollment } = access;
  const found = findLesson(course, lessonId);
  const before = await loadProgress(enrollment._id);
  assertModuleOpen(course, found.index, lockedModules(course, learnerState(before), false));
  const progress = await changeProgress(
    access.actor,
    access,
    { $addToSet: { completedLessons: found.lesson._id }, $set: { lastLesson: found.lesson._id, lastActivityAt: new Date() } },
    { passedQuizzes: [] },
  );
  const [certificate, site] = await Promise.all([certificateOf(enrollment._id), siteOf(deps)]);
  return presentProgress({ course, progress, certificate, site });
}

/** The quick checklist: every lesson of a module complete, or none of them. Answers the enrollment. */
export async function setModuleCompleted(actor: Actor | null, courseId: string, moduleId: string, completed: boolean): Promise<EnrollmentDoc> {
  const access = requireLearner(await requireLearningAccess(actor, courseId));
  const { course, enrollment } = access;
  const module = isObjectId(moduleId) ? course.modules.find((m) => m._id.toString() === moduleId) : undefined;
  if (!module) throw new NotFoundError(msg.moduleNotFound);
  const before = await loadProgress(enrollment._id);
  assertModuleOpen(course, course.modules.indexOf(module), lockedModules(course, learnerState(before), false));
  if (!completed && !before) return enrollment;
  const lessonIds = module.lessons.map((l) => l._id);
  const change = completed
    ? { $addToSet: { completedLessons: { $each: lessonIds } }, $set: { lastActivityAt: new Date() } }
    : { $pull: { completedLessons: { $in: lessonIds } }, $set: { lastActivityAt: new Date() } };
  await changeProgress(access.actor, access, change, { passedQuizzes: [] });
  // The enrollment again: completing the module may have completed the course.
  return (await findEnrollmentOf(access.actor.id, new Types.ObjectId(courseId))) ?? enrollment;
}
