/**
 * Bulk actions on Course Management's list: publish, unpublish (back to draft), archive or delete
 * the courses chosen on the page or every course matching the filter, in one transaction with one
 * activity entry that lists them. Each course's "before" is kept with its lesson texts, so undo
 * brings back exactly what was there. Each course is checked as a one-by-one change would be: a
 * course with an empty module is not published, one with enrollments is not deleted.
 */
import mongoose, { Types } from 'mongoose';
import { requireStaff, type Actor } from '../../core/actor.js';
import { bulkInput, idsMatching, sortOut, type BulkResult } from '../../core/bulk.js';
import { isObjectId } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import type { MessageText } from '../../i18n/message.js';
import { applyInChunks, recordBulk, withBulkProgress } from '../activity/index.js';
import { outlineMessages } from './course-outline.messages.js';
import { courseVersions } from './course-outline.service.js';
import { COURSE_MESSAGES } from './course.messages.js';
import { CourseModel, type CourseDoc, type CourseStatus } from './course.model.js';
import { courseListQuery } from './course.service.js';
import { CourseFilterInput } from './course.validation.js';
import { EnrollmentModel } from './enrollment.model.js';
import { LessonContentModel } from './lesson-content.model.js';

export const COURSE_BULK_ACTIONS = ['publish', 'unpublish', 'archive', 'delete'] as const;
export const BulkCoursesInput = bulkInput(COURSE_BULK_ACTIONS, CourseFilterInput);

type StatusAction = 'publish' | 'unpublish' | 'archive';
const TARGET: Record<StatusAction, CourseStatus> = { publish: 'published', unpublish: 'draft', archive: 'archived' };
const ALREADY: Record<CourseStatus, MessageText> = { published: COURSE_MESSAGES.alreadyPublished, draft: COURSE_MESSAGES.alreadyDraft, archived: COURSE_MESSAGES.alreadyArchived };

/** Why a course may not take the action, or null. */
function refusalOf(action: StatusAction | 'delete', course: CourseDoc, enrollments: ReadonlyMap<string, number>): MessageText | null {
  if (action === 'delete') {
    const count = enrollments.get(course._id.toHexString()) ?? 0;
    return count > 0 ? COURSE_MESSAGES.hasEnrollments(count) : null;
  }
  if (course.status === TARGET[action]) return ALREADY[course.status];
  const empty = action === 'publish' ? course.modules.find((m) => m.lessons.length === 0) : undefined;
  return empty ? outlineMessages.moduleWithoutLessons(empty.title) : null;
}

export async function bulkCourses(actor: Actor | null, raw: unknown): Promise<BulkResult> {
  const admin = requireStaff(actor);
  const input = parseInput(BulkCoursesInput, raw);
  const { action } = input;
  const ids = input.ids
    ? [...new Set(input.ids)]
    : await idsMatching((limit) => CourseModel.find(courseListQuery(admin, input.filter).query, { _id: 1 }).limit(limit).lean());
  return withBulkProgress(admin, input.progressKey, ids.length, (progress) => mongoose.connection.transaction(async (session) => {
    const objectIds = ids.filter(isObjectId).map((id) => new Types.ObjectId(id));
    const found = await CourseModel.find({ _id: { $in: objectIds } }, null, { session }).lean();
    // Counted from the enrollments themselves, as a one-by-one delete does, in the same transaction.
    const counts =
      action === 'delete'
        ? await EnrollmentModel.aggregate<{ _id: Types.ObjectId; count: number }>([{ $match: { course: { $in: objectIds } } }, { $group: { _id: '$course', count: { $sum: 1 } } }]).session(session)
        : [];
    const enrollments = new Map(counts.map((c) => [String(c._id), c.count]));
    const { chosen, refused } = sortOut(
      ids,
      new Map(found.map((c) => [c._id.toHexString(), c])),
      (course: CourseDoc) => refusalOf(action, course, enrollments),
      (course) => course.title,
      COURSE_MESSAGES.notFound,
    );
    if (!chosen.length) return { batchId: null, succeeded: [], refused };
    // The versions hold each lesson's text (stored apart), so undo restores it with the outline.
    const before = await courseVersions(chosen, session);
    await applyInChunks(progress, chosen.map((c) => c._id), async (chunk) => {
      if (action === 'delete') {
        await CourseModel.deleteMany({ _id: { $in: chunk } }, { session });
        await LessonContentModel.deleteMany({ course: { $in: chunk } }, { session });
      } else {
        await CourseModel.updateMany({ _id: { $in: chunk } }, { $set: { status: TARGET[action] } }, { session });
      }
    });
    const count = chosen.length;
    const summary = /*i18n*/ ({
      message: '{actor} {action, select, publish {published} unpublish {unpublished} archive {archived} other {deleted}} {count, plural, one {# course} other {# courses}}: {titles}',
      values: { actor: admin.name, action, count, titles: chosen.map((c) => c.title).join(', ') },
    });
    const batchId = await recordBulk(admin, { entityType: 'course', action: action === 'delete' ? 'delete' : 'status-change', summary, before }, session, progress);
    return { batchId, succeeded: chosen.map((c) => c._id.toHexString()), refused };
  }));
}
