import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { pageWithTotal } from '../../core/pagination.js';
import { listCertificates, listMyCertificates, reissueCertificate, revokeCertificate, verifyCertificate } from './certificate.service.js';
import { getCourseContent, getLesson, openLesson } from './content.service.js';
import { getCourseLearningInsights } from './learning-insights.service.js';
import { completeLesson, setModuleCompleted } from './progress.service.js';
import { submitQuizAttempt } from './quiz.service.js';

// The services answer the presented shapes (learning.presenter.ts), which GraphQL resolves field by field as they are.
export const learningResolvers: Resolvers = {
  Query: {
    courseContent: (_root, { courseId }, { actor, deps }) => getCourseContent(deps, actor, courseId),
    lesson: (_root, { courseId, lessonId }, { actor, deps }) => getLesson(deps, actor, courseId, lessonId),
    myCertificates: (_root, _args, { actor, deps }) => listMyCertificates(deps, actor),
    certificate: (_root, { serial }, { deps }) => verifyCertificate(deps, serial),
    certificates: (_root, { filter, page }, { actor, deps }, info) => listCertificates(deps, actor, filter, pageWithTotal(page, info)),
    courseLearningInsights: (_root, { courseId }, { actor }) => getCourseLearningInsights(actor, courseId),
  },
  Mutation: {
    openLesson: (_root, { courseId, lessonId }, { actor, deps }) => openLesson(deps, actor, courseId, lessonId),
    completeLesson: (_root, { courseId, lessonId }, { actor, deps }) => completeLesson(deps, actor, courseId, lessonId),
    submitQuizAttempt: (_root, { courseId, quizId, answers }, { actor, deps }) => submitQuizAttempt(deps, actor, courseId, quizId, answers),
    setModuleCompleted: (_root, { courseId, moduleId, completed }, { actor }) => setModuleCompleted(actor, courseId, moduleId, completed),
    revokeCertificate: (_root, { serial, reason }, { actor, deps }) => revokeCertificate(deps, actor, serial, { reason }),
    reissueCertificate: (_root, { serial }, { actor, deps }) => reissueCertificate(deps, actor, serial),
  },
};
