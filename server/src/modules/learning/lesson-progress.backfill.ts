/**
 * Learners who ticked modules before lessons were tracked one by one keep that progress: at
 * start-up, once per database (a marker in `meta`), every enrollment with modules ticked gets a
 * progress record with those modules' lessons complete, its completion date carried over.
 */
import mongoose, { type Types } from 'mongoose';
import type { Logger } from '../../logger.js';
import { enrollmentsWithCompletedModules, findCourseById, type CourseDoc } from '../courses/index.js';
import { ProgressModel } from './progress.model.js';

const MARKER = 'backfill:lesson-progress';
const BATCH = 500;

export async function backfillLessonProgress(log: Logger): Promise<number> {
  const meta = mongoose.connection.collection<{ _id: string; at: Date }>('meta');
  if (await meta.findOne({ _id: MARKER })) return 0;
  const courses = new Map<string, CourseDoc | null>();
  const courseOf = async (id: Types.ObjectId) => {
    const key = id.toString();
    if (!courses.has(key)) courses.set(key, await findCourseById(key));
    return courses.get(key) ?? null;
  };
  let after: Types.ObjectId | null = null;
  let moved = 0;
  for (;;) {
    const batch = await enrollmentsWithCompletedModules(after, BATCH);
    if (!batch.length) break;
    const writes = [];
    for (const e of batch) {
      const course = await courseOf(e.course);
      const ticked = new Set(e.completedModules.map(String));
      const lessons = (course?.modules ?? []).filter((m) => ticked.has(m._id.toString())).flatMap((m) => m.lessons.map((l) => l._id));
      writes.push({
        updateOne: {
          filter: { _id: e._id },
          update: { $setOnInsert: { user: e.user, course: e.course, completedLessons: lessons, passedQuizzes: [], lastActivityAt: e.completedAt ?? e.updatedAt, ...(e.completedAt ? { completedAt: e.completedAt } : {}) } },
          upsert: true,
        },
      });
    }
    await ProgressModel.bulkWrite(writes);
    moved += batch.length;
    after = batch[batch.length - 1]?._id ?? null;
  }
  await meta.updateOne({ _id: MARKER }, { $set: { at: new Date() } }, { upsert: true });
  if (moved) log.info({ enrollments: moved }, 'ticked modules carried over as completed lessons');
  return moved;
}
