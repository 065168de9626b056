import type { CourseContentQuery, PlayerOutlineQuery } from '../../__generated__/graphql';

type Content = CourseContentQuery['courseContent'];
type PublicCourse = NonNullable<PlayerOutlineQuery['course']>;

/** One step of a course in the player's order: a lesson, or the quiz that ends its module. */
export interface PlayerItem {
  kind: 'lesson' | 'quiz';
  id: string;
  moduleId: string;
  title: string;
  /** Estimated minutes (lessons only). */
  minutes: number | null;
  /** Open to everyone as a free preview. */
  preview: boolean;
  /** Not open to this visitor: its module waits for the previous one, or the visitor has no access. */
  locked: boolean;
  done: boolean;
}

export interface PlayerModule {
  id: string;
  title: string;
  /** The title of the module that must be completed first, while this one is locked for that reason. */
  waitsFor: string | null;
  complete: boolean;
  items: PlayerItem[];
}

/**
 * The outline of a learner with access, from the course and their progress. A module's state is
 * worked out from the progress, so completing a lesson updates the outline at once (the cache holds
 * the new progress) without asking for the whole course again.
 */
export function learnerOutline(content: Content): PlayerModule[] {
  const lessonsDone = new Set(content.progress.completedLessons);
  const quizzesPassed = new Set(content.progress.passedQuizzes);
  let previous: { title: string; complete: boolean } | null = null;
  return content.modules.map((module) => {
    const waitsFor = !content.staffPreview && module.opensAfterPrevious && previous && !previous.complete ? previous.title : null;
    const locked = waitsFor !== null;
    const items: PlayerItem[] = module.lessons.map((lesson) => ({
      kind: 'lesson',
      id: lesson.id,
      moduleId: module.id,
      title: lesson.title,
      minutes: lesson.minutes,
      preview: lesson.preview,
      locked,
      done: lessonsDone.has(lesson.id),
    }));
    if (module.quiz) {
      items.push({ kind: 'quiz', id: module.quiz.id, moduleId: module.id, title: module.quiz.title, minutes: null, preview: false, locked, done: quizzesPassed.has(module.quiz.id) });
    }
    const complete = items.every((item) => item.done);
    previous = { title: module.title, complete };
    return { id: module.id, title: module.title, waitsFor, complete, items };
  });
}

/** The outline a visitor without access sees: titles, with only the free preview lessons open. */
export function previewOutline(course: PublicCourse): PlayerModule[] {
  return course.modules.map((module) => {
    const items: PlayerItem[] = module.lessons.map((lesson) => ({
      kind: 'lesson',
      id: lesson.id,
      moduleId: module.id,
      title: lesson.title,
      minutes: lesson.minutes,
      preview: lesson.preview,
      locked: !lesson.preview,
      done: false,
    }));
    if (module.quiz) items.push({ kind: 'quiz', id: module.quiz.id, moduleId: module.id, title: module.quiz.title, minutes: null, preview: false, locked: true, done: false });
    return { id: module.id, title: module.title, waitsFor: null, complete: false, items };
  });
}

export const itemsOf = (modules: readonly PlayerModule[]): PlayerItem[] => modules.flatMap((module) => module.items);

/** The items before and after `id` in course order. */
export function neighbours(modules: readonly PlayerModule[], id: string): { previous: PlayerItem | null; next: PlayerItem | null } {
  const items = itemsOf(modules);
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return { previous: null, next: null };
  return { previous: items[index - 1] ?? null, next: items[index + 1] ?? null };
}

/** Where `/learn/{course}` opens: the server's resume point, else the first open item not done, else the first open one. */
export function resumeItem(modules: readonly PlayerModule[], resumeLessonId: string | null): PlayerItem | null {
  const items = itemsOf(modules);
  const open = items.filter((item) => !item.locked);
  return open.find((item) => item.id === resumeLessonId) ?? open.find((item) => !item.done) ?? open[0] ?? items[0] ?? null;
}

/** The player's address of an item. Ids are hex, so they need no encoding. */
export const itemPath = (courseId: string, itemId: string): string => `/learn/${courseId}/${itemId}`;
