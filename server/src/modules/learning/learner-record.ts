/**
 * Reads a learner's record in a course: progress, quiz attempts summed up per quiz, and the
 * certificate; and presents the progress. Shared by the content, progress and quiz services.
 */
import type { Types } from 'mongoose';
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import type { CourseDoc } from '../courses/index.js';
import { getSettings } from '../settings/index.js';
import type { AppDeps } from '../../app-deps.js';
import { CertificateModel, type CertificateDoc } from './certificate.model.js';
import { isCourseComplete, learnerState, NO_PROGRESS, progressPercent, resumeLessonId, type LearnerState } from './course-state.js';
import { presentCertificate, type QuizRecord, type Site } from './learning.presenter.js';
import { ProgressModel, type ProgressDoc } from './progress.model.js';
import { QuizAttemptModel } from './quiz-attempt.model.js';

export const loadProgress = (enrollmentId: Types.ObjectId): Promise<ProgressDoc | null> => ProgressModel.findById(enrollmentId).lean();

/** Attempts used, best score and whether passed, per quiz id, for one enrollment. */
export async function quizRecords(enrollmentId: Types.ObjectId): Promise<Map<string, QuizRecord>> {
  const rows = await QuizAttemptModel.aggregate<{ _id: Types.ObjectId; used: number; best: number; passed: boolean }>([
    { $match: { enrollment: enrollmentId } },
    { $group: { _id: '$quiz', used: { $sum: 1 }, best: { $max: '$score' }, passed: { $max: '$passed' } } },
  ]);
  return new Map(rows.map((r) => [r._id.toString(), { used: r.used, best: r.best, passed: r.passed }]));
}

export const NO_ATTEMPTS: QuizRecord = { used: 0, best: null, passed: false };

/** The enrollment's certificate: the valid one, else the latest revoked one. */
export async function certificateOf(enrollmentId: Types.ObjectId): Promise<CertificateDoc | null> {
  const all = await CertificateModel.find({ enrollment: enrollmentId }).sort({ issuedAt: -1 }).limit(5).lean();
  return all.find((c) => c.status === 'valid') ?? all[0] ?? null;
}

export async function siteOf(deps: AppDeps): Promise<Site> {
  const { siteName } = (await getSettings()).general;
  return { publicUrl: deps.config.publicUrl, siteName };
}

export type ProgressView = {
  course: Pick<CourseDoc, '_id' | 'modules'>;
  progress: ProgressDoc | null;
  certificate: CertificateDoc | null;
  site: Site;
};

export function presentProgress({ course, progress, certificate, site }: ProgressView): G.LearningProgress {
  const state: LearnerState = progress ? learnerState(progress) : NO_PROGRESS;
  const completed = Boolean(progress?.completedAt) || isCourseComplete(course, state);
  return {
    courseId: course._id.toString(),
    percent: progressPercent(course, state, completed),
    completedLessons: [...state.completedLessons],
    passedQuizzes: [...state.passedQuizzes],
    resumeLessonId: resumeLessonId(course, state, progress?.lastLesson),
    completed,
    completedAt: progress?.completedAt ?? null,
    certificate: certificate ? presentCertificate(certificate, site) : null,
  };
}
