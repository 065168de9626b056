/**
 * Quizzes, graded on the server. A question is right when exactly its correct options were
 * chosen; the score is the share of right answers; the best attempt counts. An attempt limit is
 * kept under concurrency by the attempts' unique (enrollment, quiz, number) index: two submits at
 * the same moment cannot both take the last attempt.
 */
import mongoose, { Types } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { ConflictError, isDuplicateKeyError, NotFoundError, ValidationError, type FieldErrors } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import type { Actor } from '../../core/actor.js';
import type { Language } from '@ai-solutions/common';
import { quizIn, type CourseDoc, type CourseModuleDoc, type QuizDoc } from '../courses/index.js';
import { requireLearningAccess } from './course-access.js';
import { learnerState, lockedModules } from './course-state.js';
import { assertModuleOpen } from './content.service.js';
import { completeIfDone } from './completion.js';
import { certificateOf, loadProgress, presentProgress, quizRecords, siteOf } from './learner-record.js';
import { LEARNING_MESSAGES as msg } from './learning.messages.js';
import { QuizAnswers } from './learning.validation.js';
import { ProgressModel, type ProgressDoc } from './progress.model.js';
import { QuizAttemptModel } from './quiz-attempt.model.js';

export type Graded = {
  score: number;
  passed: boolean;
  correctCount: number;
  questions: G.QuestionResult[];
  answers: { question: Types.ObjectId; options: Types.ObjectId[] }[];
};

/** Grades answers against the quiz. Refuses a question or option that is not the quiz's, and two options for a one-answer question. */
export function gradeQuiz(quiz: QuizDoc, answers: Record<string, string[]>): Graded {
  const errors: FieldErrors = {};
  const byId = new Map(quiz.questions.map((q) => [q._id.toString(), q]));
  for (const [questionId, chosen] of Object.entries(answers)) {
    const question = byId.get(questionId);
    if (!question) {
      errors[`answers.${questionId}`] = msg.unknownQuestion;
      continue;
    }
    const known = new Set(question.options.map((o) => o._id.toString()));
    if (chosen.some((id) => !known.has(id))) errors[`answers.${questionId}`] = msg.unknownOption;
    else if (question.kind !== 'multiple' && new Set(chosen).size > 1) errors[`answers.${questionId}`] = msg.chooseOne;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const questions = quiz.questions.map((q): G.QuestionResult => {
    const chosen = [...new Set(answers[q._id.toString()] ?? [])];
    const correctOptions = q.options.filter((o) => o.correct).map((o) => o._id.toString());
    const correct = chosen.length === correctOptions.length && correctOptions.every((id) => chosen.includes(id));
    return { questionId: q._id.toString(), correct, chosenOptions: chosen, correctOptions, explanation: q.explanation ?? null };
  });
  const correctCount = questions.filter((q) => q.correct).length;
  const score = quiz.questions.length ? Math.round((correctCount / quiz.questions.length) * 100) : 0;
  return {
    score,
    passed: score >= quiz.passMark,
    correctCount,
    questions,
    answers: questions.map((q) => ({ question: new Types.ObjectId(q.questionId), options: q.chosenOptions.map((id) => new Types.ObjectId(id)) })),
  };
}

function findQuiz(course: CourseDoc, quizId: string): { quiz: QuizDoc; module: CourseModuleDoc; index: number } {
  if (isObjectId(quizId)) {
    const index = course.modules.findIndex((m) => m.quiz?._id.toString() === quizId);
    const module = course.modules[index];
    if (module?.quiz) return { quiz: module.quiz, module, index };
  }
  throw new NotFoundError(msg.quizNotFound);
}

/** How many times a submit tries again after another one took the same attempt number. */
const RACE_RETRIES = 5;

/**
 * `languages`: the reader's, in order of preference: the explanations come in them. Grading reads
 * only ids, which are the same in every language.
 */
export async function submitQuizAttempt(deps: AppDeps, actor: Actor | null, courseId: string, quizId: string, rawAnswers: unknown, languages: readonly Language[] = []): Promise<G.QuizAttemptResult> {
  const access = await requireLearningAccess(actor, courseId);
  const { course } = access;
  const found = findQuiz(course, quizId);
  const { index } = found;
  const quiz = quizIn(found.quiz, languages);
  const answers = parseInput(QuizAnswers, rawAnswers);
  const before = access.enrollment ? await loadProgress(access.enrollment._id) : null;
  assertModuleOpen(course, index, lockedModules(course, learnerState(before), access.staff));
  const graded = gradeQuiz(quiz, answers);
  const site = await siteOf(deps);
  const result = { quizId: quiz._id.toString(), score: graded.score, passed: graded.passed, passMark: quiz.passMark, correctCount: graded.correctCount, questionCount: quiz.questions.length, questions: graded.questions };

  // Staff try a quiz out: graded, not recorded.
  if (access.staff) {
    return { ...result, attempt: 0, bestScore: graded.score, attemptsUsed: 0, attemptsLeft: quiz.attemptLimit ?? null, progress: presentProgress({ course, progress: null, certificate: null, site }) };
  }

  const { enrollment } = access;
  let number = 0;
  let progress: ProgressDoc | null = before;
  for (let tries = 0; number === 0; tries += 1) {
    try {
      ({ number, progress } = await mongoose.connection.transaction(async (session) => {
        const used = await QuizAttemptModel.countDocuments({ enrollment: enrollment._id, quiz: quiz._id }).session(session);
        if (quiz.attemptLimit && used >= quiz.attemptLimit) throw new ConflictError(msg.attemptsUsed(quiz.attemptLimit));
        const taken = used + 1;
        await QuizAttemptModel.create(
          [{ enrollment: enrollment._id, user: enrollment.user, course: course._id, quiz: quiz._id, number: taken, answers: graded.answers, score: graded.score, passed: graded.passed }],
          { session },
        );
        const change = graded.passed ? { $addToSet: { passedQuizzes: quiz._id } } : {};
        const updated = await ProgressModel.findOneAndUpdate(
          { _id: enrollment._id },
          { ...change, $set: { lastActivityAt: new Date() }, $setOnInsert: { user: enrollment.user, course: course._id, completedLessons: [], ...(graded.passed ? {} : { passedQuizzes: [] }) } },
          { upsert: true, returnDocument: 'after', session, setDefaultsOnInsert: false },
        ).lean();
        return { number: taken, progress: await completeIfDone(session, access.actor, course, enrollment, updated) };
      }));
    } catch (err) {
      // Another submit took this attempt number first: count again (the limit may now be reached).
      if (!isDuplicateKeyError(err) || tries >= RACE_RETRIES) throw err;
    }
  }

  const [records, certificate] = await Promise.all([quizRecords(enrollment._id), certificateOf(enrollment._id)]);
  const record = records.get(quiz._id.toString());
  const used = record?.used ?? number;
  return {
    ...result,
    attempt: number,
    bestScore: Math.max(record?.best ?? 0, graded.score),
    attemptsUsed: used,
    attemptsLeft: quiz.attemptLimit ? Math.max(0, quiz.attemptLimit - used) : null,
    progress: presentProgress({ course, progress, certificate, site }),
  };
}
