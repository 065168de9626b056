/**
 * The course builder's view of a course's modules (staff only): lessons with their text, video and
 * files, quizzes with their answers. Never used for a learner, who reads courseContent instead.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, type Presenter } from '../../core/presenter.js';
import type { CourseFileDoc, QuizDoc } from './course.model.js';
import type { CourseFileRecord } from './course-file.model.js';
import type { CourseBuilderDoc, EditableLessonDoc, EditableModuleDoc } from './course-outline.service.js';

export const courseFile = (f: CourseFileDoc): G.CourseFile => ({ id: f.fileId.toString(), name: f.name, contentType: f.contentType, size: f.size });

const editableLesson = (l: EditableLessonDoc): G.EditableLesson => ({
  id: idOf(l),
  title: l.title,
  kind: l.kind,
  minutes: l.minutes,
  preview: l.preview,
  content: l.content,
  videoUrl: l.videoUrl ?? null,
  video: l.video ? courseFile(l.video) : null,
  attachments: l.attachments.map(courseFile),
});

const editableQuiz = (q: QuizDoc): G.EditableQuiz => ({
  id: idOf(q),
  title: q.title,
  passMark: q.passMark,
  attemptLimit: q.attemptLimit ?? null,
  questions: q.questions.map((question) => ({
    id: idOf(question),
    text: question.text,
    kind: question.kind,
    explanation: question.explanation ?? null,
    options: question.options.map((o) => ({ id: idOf(o), text: o.text, correct: o.correct })),
  })),
});

const editableModule = (m: EditableModuleDoc): G.EditableModule => ({
  id: idOf(m),
  title: m.title,
  opensAfterPrevious: m.opensAfterPrevious,
  lessons: m.lessons.map(editableLesson),
  quiz: m.quiz ? editableQuiz(m.quiz) : null,
});

export const courseBuilderPresenter: Presenter<CourseBuilderDoc> = definePresenter<CourseBuilderDoc, G.CourseBuilder>('CourseBuilder', {
  courseId: (b) => b.course._id.toString(),
  title: (b) => b.course.title,
  status: (b) => b.course.status,
  modules: (b) => b.modules.map(editableModule),
});

/** An upload as its answer: the id a lesson refers to it by. */
export const courseFilePresenter: Presenter<CourseFileRecord> = definePresenter<CourseFileRecord, G.CourseFile>('CourseFile', {
  id: idOf,
  name: (f) => f.name,
  contentType: (f) => f.contentType,
  size: (f) => f.size,
});
