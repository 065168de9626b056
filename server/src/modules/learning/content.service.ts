/**
 * Reading a course to learn it: the whole course for its player, one lesson (a free preview for
 * anyone), and opening a lesson, which records it as where the learner resumes.
 */
import type { AppDeps } from '../../app-deps.js';
import { ForbiddenError, NotFoundError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import type { Actor } from '../../core/actor.js';
import type { Language } from '@ai-solutions/common';
import { courseHours, courseIn, findEnrollmentOf, isPublished, lessonContentOf, lessonContentsOf, type CourseDoc, type CourseModuleDoc, type LessonDoc } from '../courses/index.js';
import { callerIsStaff, closedReason, findVisibleCourse, requireLearningAccess, type LearningAccess } from './course-access.js';
import { isModuleComplete, learnerState, lockedModules, NO_PROGRESS, type LearnerState } from './course-state.js';
import { fileLink } from './file-links.js';
import { certificateOf, loadProgress, NO_ATTEMPTS, presentProgress, quizRecords, siteOf } from './learner-record.js';
import { LEARNING_MESSAGES as msg } from './learning.messages.js';
import { presentLearnerQuiz, presentLesson, type FileLinker } from './learning.presenter.js';
import { ProgressModel } from './progress.model.js';

/** The lesson of that id in the course, with its module; NotFound when there is none. */
export function findLesson(course: CourseDoc, lessonId: string): { module: CourseModuleDoc; lesson: LessonDoc; index: number } {
  if (isObjectId(lessonId)) {
    for (const [index, module] of course.modules.entries()) {
      const lesson = module.lessons.find((l) => l._id.toString() === lessonId);
      if (lesson) return { module, lesson, index };
    }
  }
  throw new NotFoundError(msg.lessonNotFound);
}

const linkerFor = (deps: AppDeps, courseId: string, viewer: string): FileLinker => (file) => fileLink(deps.config.jwtSecret, courseId, file.fileId.toString(), viewer);

/** Refuses a lesson of a module the learner has not opened yet, naming the module to finish first. */
export function assertModuleOpen(course: CourseDoc, moduleIndex: number, locked: ReadonlySet<string>): void {
  const module = course.modules[moduleIndex];
  if (module && locked.has(module._id.toString())) throw new ForbiddenError(msg.moduleLocked(course.modules[moduleIndex - 1]?.title ?? ''));
}

/**
 * `languages`: the reader's, in order of preference (core/translations.ts readerLanguages): the
 * course's, modules', lessons' and quizzes' titles, the lessons' text and the quizzes' questions
 * are read in them.
 */
export async function getCourseContent(deps: AppDeps, actor: Actor | null, courseId: string, languages: readonly Language[] = []): Promise<G.CourseContent> {
  const access = await requireLearningAccess(actor, courseId);
  const course = courseIn(access.course, languages);
  const enrollmentId = access.enrollment?._id ?? null;
  const [contents, progress, records, certificate, site] = await Promise.all([
    lessonContentsOf(course._id, languages),
    enrollmentId ? loadProgress(enrollmentId) : null,
    enrollmentId ? quizRecords(enrollmentId) : new Map<string, never>(),
    enrollmentId ? certificateOf(enrollmentId) : null,
    siteOf(deps),
  ]);
  const state = learnerState(progress);
  const locked = lockedModules(course, state, access.staff);
  const courseKey = course._id.toString();
  const link = linkerFor(deps, courseKey, access.actor.id);
  return {
    courseId: courseKey,
    title: course.title,
    certificate: course.certificate,
    hours: courseHours(course),
    staffPreview: access.staff,
    progress: presentProgress({ course, progress, certificate, site }),
    modules: course.modules.map((module) => {
      const isLocked = locked.has(module._id.toString());
      return {
        id: module._id.toString(),
        title: module.title,
        opensAfterPrevious: module.opensAfterPrevious,
        locked: isLocked,
        complete: isModuleComplete(module, state),
        lessons: module.lessons.map((lesson) =>
          presentLesson({ courseId: courseKey, module, lesson, content: contents.get(lesson._id.toString()) ?? '', locked: isLocked, completed: state.completedLessons.has(lesson._id.toString()), link }),
        ),
        quiz: module.quiz ? presentLearnerQuiz(module.quiz, isLocked, records.get(module.quiz._id.toString()) ?? NO_ATTEMPTS) : null,
      };
    }),
  };
}

/** The learner's state and locks in a course they may learn (staff: none locked). */
async function stateOf(access: LearningAccess): Promise<{ state: LearnerState; locked: Set<string> }> {
  const progress = access.enrollment ? await loadProgress(access.enrollment._id) : null;
  const state = learnerState(progress);
  return { state, locked: lockedModules(access.course, state, access.staff) };
}

/**
 * One lesson. A free preview of a published course is open to anyone; any other lesson to who may
 * learn the course (a locked module's lesson comes without its content). Records nothing.
 */
export async function getLesson(deps: AppDeps, actor: Actor | null, courseId: string, lessonId: string, languages: readonly Language[] = []): Promise<G.LessonContent> {
  const course = courseIn(await findVisibleCourse(courseId), languages);
  const found = findLesson(course, lessonId);
  const courseKey = course._id.toString();
  const staff = callerIsStaff(actor);
  if (found.lesson.preview && (isPublished(course) || staff)) {
    // A preview is open to all; an enrolled learner still sees whether they completed it.
    const enrollment = actor && !staff ? await findEnrollmentOf(actor.id, course._id) : null;
    const state = enrollment && !closedReason(enrollment) ? learnerState(await loadProgress(enrollment._id)) : NO_PROGRESS;
    const content = await lessonContentOf(found.lesson._id, languages);
    return presentLesson({ courseId: courseKey, ...found, content, locked: false, completed: state.completedLessons.has(lessonId), link: linkerFor(deps, courseKey, actor?.id ?? 'guest') });
  }
  if (!actor) {
    if (!isPublished(course)) throw new NotFoundError(msg.courseNotFound);
    throw new ForbiddenError(msg.notPreview);
  }
  const access = await requireLearningAccess(actor, courseId);
  const [{ state, locked }, content] = await Promise.all([stateOf(access), lessonContentOf(found.lesson._id, languages)]);
  const isLocked = locked.has(found.module._id.toString());
  return presentLesson({ courseId: courseKey, ...found, content, locked: isLocked, completed: state.completedLessons.has(lessonId), link: linkerFor(deps, courseKey, access.actor.id) });
}

/** Opens a lesson to read it: answers it with its content and remembers it as where to resume. */
export async function openLesson(deps: AppDeps, actor: Actor | null, courseId: string, lessonId: string, languages: readonly Language[] = []): Promise<G.LessonContent> {
  const access = await requireLearningAccess(actor, courseId);
  const course = courseIn(access.course, languages);
  const found = findLesson(course, lessonId);
  const [{ state, locked }, content] = await Promise.all([stateOf(access), lessonContentOf(found.lesson._id, languages)]);
  assertModuleOpen(course, found.index, locked);
  if (access.enrollment) {
    const { enrollment } = access;
    await ProgressModel.updateOne(
      { _id: enrollment._id },
      { $set: { lastLesson: found.lesson._id, lastActivityAt: new Date() }, $setOnInsert: { user: enrollment.user, course: course._id, completedLessons: [], passedQuizzes: [] } },
      { upsert: true, setDefaultsOnInsert: false },
    );
  }
  const courseKey = course._id.toString();
  return presentLesson({ courseId: courseKey, ...found, content, locked: false, completed: state.completedLessons.has(lessonId), link: linkerFor(deps, courseKey, access.actor.id) });
}
