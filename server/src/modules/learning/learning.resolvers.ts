import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { pageWithTotal } from '../../core/pagination.js';
import { readerLanguages } from '../../core/translations.js';
import { listCertificates, listMyCertificates, reissueCertificate, revokeCertificate, verifyCertificate } from './certificate.service.js';
import { getCourseContent, getLesson, openLesson } from './content.service.js';
import { getCourseLearningInsights } from './learning-insights.service.js';
import { completeLesson, setModuleCompleted } from './progress.service.js';
import { submitQuizAttempt } from './quiz.service.js';

// The services answer the presented shapes (learning.presenter.ts), which GraphQL resolves field by field as they are.
export const learningResolvers: Resolvers = {
  Query: {
    courseContent: async (_root, { courseId }, ctx) => getCourseContent(ctx.deps, ctx.actor, courseId, await readerLanguages(ctx)),
    lesson: async (_root, { courseId, lessonId }, ctx) => getLesson(ctx.deps, ctx.actor, courseId, lessonId, await readerLanguages(ctx)),
    myCertificates: (_root, _args, { actor, deps }) => listMyCertificates(deps, actor),
    certificate: (_root, { serial }, { deps }) => verifyCertificate(deps, serial),
    certificates: (_root, { filter, page }, { actor, deps }, info) => listCertificates(deps, actor, filter, pageWithTotal(page, info)),
    courseLearningInsights: (_root, { courseId }, { actor }) => getCourseLearningInsights(actor, courseId),
  },
  Mutation: {
    openLesson: async (_root, { courseId, lessonId }, ctx) => openLesson(ctx.deps, ctx.actor, courseId, lessonId, await readerLanguages(ctx)),
    completeLesson: (_root, { courseId, lessonId }, { actor, deps }) => completeLesson(deps, actor, courseId, lessonId),
    submitQuizAttempt: async (_root, { courseId, quizId, answers }, ctx) => submitQuizAttempt(ctx.deps, ctx.actor, courseId, quizId, answers, await readerLanguages(ctx)),
    setModuleCompleted: (_root, { courseId, moduleId, completed }, { actor }) => setModuleCompleted(actor, courseId, moduleId, completed),
    revokeCertificate: (_root, { serial, reason }, { actor, deps }) => revokeCertificate(deps, actor, serial, { reason }),
    reissueCertificate: (_root, { serial }, { actor, deps }) => reissueCertificate(deps, actor, serial),
  },
};
