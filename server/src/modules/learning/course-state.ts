/**
 * A learner's state in a course, computed from the course's current outline and what the learner
 * has done: which modules are complete or still locked, the share done, whether the course is
 * complete, and where to resume. Pure functions: the services and the loaders share them.
 */
import type { Types } from 'mongoose';
import type { CourseDoc, CourseModuleDoc } from '../courses/index.js';

export type LearnerState = {
  completedLessons: ReadonlySet<string>;
  passedQuizzes: ReadonlySet<string>;
};

type Outline = Pick<CourseDoc, 'modules'>;

export const NO_PROGRESS: LearnerState = { completedLessons: new Set(), passedQuizzes: new Set() };

export function learnerState(progress: { completedLessons: Types.ObjectId[]; passedQuizzes: Types.ObjectId[] } | null | undefined): LearnerState {
  if (!progress) return NO_PROGRESS;
  return { completedLessons: new Set(progress.completedLessons.map(String)), passedQuizzes: new Set(progress.passedQuizzes.map(String)) };
}

/** Every lesson of the module complete, and its quiz, if any, passed. */
export function isModuleComplete(mod: Pick<CourseModuleDoc, 'lessons' | 'quiz'>, state: LearnerState): boolean {
  return mod.lessons.every((l) => state.completedLessons.has(l._id.toString())) && (!mod.quiz || state.passedQuizzes.has(mod.quiz._id.toString()));
}

/**
 * The modules a learner cannot open yet: each that opens only after the previous one, while that
 * one is incomplete. Staff preview every module.
 */
export function lockedModules(course: Outline, state: LearnerState, staff: boolean): Set<string> {
  const locked = new Set<string>();
  if (staff) return locked;
  course.modules.forEach((mod, i) => {
    const previous = course.modules[i - 1];
    if (mod.opensAfterPrevious && previous && !isModuleComplete(previous, state)) locked.add(mod._id.toString());
  });
  return locked;
}

/** The lessons and quizzes of the course: what progress is counted in. */
function items(course: Outline): { lessons: string[]; quizzes: string[] } {
  return {
    lessons: course.modules.flatMap((m) => m.lessons.map((l) => l._id.toString())),
    quizzes: course.modules.flatMap((m) => (m.quiz ? [m.quiz._id.toString()] : [])),
  };
}

/** Every lesson complete and every quiz passed (a course with neither is never complete). */
export function isCourseComplete(course: Outline, state: LearnerState): boolean {
  const { lessons, quizzes } = items(course);
  if (lessons.length + quizzes.length === 0) return false;
  return lessons.every((id) => state.completedLessons.has(id)) && quizzes.every((id) => state.passedQuizzes.has(id));
}

/** Lessons completed and quizzes passed, as a share of the course's, 0-100; 100 once completed. */
export function progressPercent(course: Outline, state: LearnerState, completed: boolean): number {
  if (completed) return 100;
  const { lessons, quizzes } = items(course);
  const total = lessons.length + quizzes.length;
  if (!total) return 0;
  const done = lessons.filter((id) => state.completedLessons.has(id)).length + quizzes.filter((id) => state.passedQuizzes.has(id)).length;
  // Never 100 before the course is complete, however the rounding falls.
  return Math.min(99, Math.round((done / total) * 100));
}

export function completedModuleIds(course: Outline, state: LearnerState): string[] {
  return course.modules.filter((m) => (m.lessons.length > 0 || m.quiz) && isModuleComplete(m, state)).map((m) => m._id.toString());
}

/**
 * Where "Continue" takes the learner: the lesson opened last, while the course still has it; else
 * the first lesson not complete; else the first lesson. Null for a course without lessons.
 */
export function resumeLessonId(course: Outline, state: LearnerState, lastLesson: Types.ObjectId | null | undefined): string | null {
  const all = course.modules.flatMap((m) => m.lessons.map((l) => l._id.toString()));
  const last = lastLesson?.toString();
  if (last && all.includes(last)) return last;
  return all.find((id) => !state.completedLessons.has(id)) ?? all[0] ?? null;
}
