/**
 * A course's learning insights for the Analytics page: how many learners completed each lesson,
 * where those who have not finished stopped (their furthest completed lesson in course order),
 * and how many pass each quiz (by each learner's best attempt). Computed by the database.
 */
import type { Types } from 'mongoose';
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { countOpenEnrollments } from '../courses/index.js';
import { findVisibleCourse } from './course-access.js';
import { ProgressModel } from './progress.model.js';
import { QuizAttemptModel } from './quiz-attempt.model.js';

const roundToTenth = (n: number) => Math.round(n * 10) / 10;

export async function getCourseLearningInsights(actor: Actor | null, courseId: string): Promise<G.CourseLearningInsights> {
  requireStaff(actor);
  const course = await findVisibleCourse(courseId);
  const ordered = course.modules.flatMap((m) => m.lessons.map((lesson) => ({ lesson, module: m })));
  const orderedIds = ordered.map((o) => o.lesson._id);
  const [learners, started, completed, perLesson, stopped, quizzes] = await Promise.all([
    countOpenEnrollments(course._id),
    ProgressModel.countDocuments({ course: course._id }),
    ProgressModel.countDocuments({ course: course._id, completedAt: { $ne: null } }),
    ProgressModel.aggregate<{ _id: Types.ObjectId; n: number }>([
      { $match: { course: course._id } },
      { $unwind: '$completedLessons' },
      { $group: { _id: '$completedLessons', n: { $sum: 1 } } },
    ]),
    // The furthest lesson each unfinished learner completed, as its place in the course.
    ProgressModel.aggregate<{ _id: number; n: number }>([
      { $match: { course: course._id, completedAt: null } },
      { $project: { furthest: { $max: { $map: { input: '$completedLessons', as: 'l', in: { $indexOfArray: [orderedIds, '$$l'] } } } } } },
      { $group: { _id: '$furthest', n: { $sum: 1 } } },
    ]),
    QuizAttemptModel.aggregate<{ _id: Types.ObjectId; attempted: number; passed: number; averageBest: number }>([
      { $match: { course: course._id } },
      { $group: { _id: { quiz: '$quiz', enrollment: '$enrollment' }, best: { $max: '$score' }, passed: { $max: '$passed' } } },
      { $group: { _id: '$_id.quiz', attempted: { $sum: 1 }, passed: { $sum: { $cond: ['$passed', 1, 0] } }, averageBest: { $avg: '$best' } } },
    ]),
  ]);
  const completedBy = new Map(perLesson.map((r) => [r._id.toString(), r.n]));
  const stoppedAt = new Map(stopped.map((r) => [r._id, r.n]));
  const quizBy = new Map(quizzes.map((r) => [r._id.toString(), r]));
  return {
    courseId: course._id.toString(),
    learners,
    started,
    completed,
    lessons: ordered.map(({ lesson, module }, index) => ({
      lessonId: lesson._id.toString(),
      moduleTitle: module.title,
      title: lesson.title,
      completed: completedBy.get(lesson._id.toString()) ?? 0,
      stoppedHere: stoppedAt.get(index) ?? 0,
    })),
    quizzes: course.modules.flatMap((m) => {
      if (!m.quiz) return [];
      const row = quizBy.get(m.quiz._id.toString());
      const attempted = row?.attempted ?? 0;
      const passed = row?.passed ?? 0;
      return [
        {
          quizId: m.quiz._id.toString(),
          moduleTitle: m.title,
          title: m.quiz.title,
          attempted,
          passed,
          passRate: attempted ? roundToTenth((passed / attempted) * 100) : 0,
          averageBestScore: row ? roundToTenth(row.averageBest) : 0,
        },
      ];
    }),
  };
}
