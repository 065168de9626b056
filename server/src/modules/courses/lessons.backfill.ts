/**
 * Courses stored before lessons had content listed each module's lessons as titles alone. At
 * start-up (under the start-up lock) each such course is rewritten once: every title becomes a
 * text lesson of that title with an id of its own, no quiz, open to all in order. After the first
 * run this finds nothing (modules written since always carry `opensAfterPrevious`).
 */
import mongoose, { Types } from 'mongoose';
import type { Logger } from '../../logger.js';

type LegacyModule = { _id: Types.ObjectId; title: string; lessons?: unknown[]; quiz?: unknown; opensAfterPrevious?: boolean };

const asLesson = (lesson: unknown) =>
  typeof lesson === 'string' ? { _id: new Types.ObjectId(), title: lesson, kind: 'text', minutes: 0, preview: false, attachments: [] } : lesson;

export async function backfillLessonOutlines(log: Logger): Promise<number> {
  const courses = mongoose.connection.collection<{ _id: Types.ObjectId; modules: LegacyModule[] }>('courses');
  const legacy = await courses.find({ modules: { $elemMatch: { opensAfterPrevious: { $exists: false } } } }, { projection: { modules: 1 } }).toArray();
  for (const course of legacy) {
    const modules = course.modules.map((m) => ({ ...m, lessons: (m.lessons ?? []).map(asLesson), quiz: m.quiz ?? null, opensAfterPrevious: m.opensAfterPrevious ?? false }));
    await courses.updateOne({ _id: course._id }, { $set: { modules } });
  }
  if (legacy.length) log.info({ courses: legacy.length }, 'course outlines moved to lessons with ids');
  return legacy.length;
}
