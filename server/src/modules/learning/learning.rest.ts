/**
 * REST twins of learning: a course's content, a lesson, opening and completing it, quiz attempts,
 * a lesson's files, certificates (the learner's, the public verification and PDF, staff's list,
 * revoke and reissue) and a course's learning insights. Thin: parse, call the service, present.
 */
import { z } from 'zod';
import { answersOne, answersPage } from '../../rest/answers.js';
import { pageArgsOf, queryEnum, queryText } from '../../rest/list-query.js';
import type { RouteDef } from '../../rest/route.js';
import { CERTIFICATE_STATUSES } from './certificate.model.js';
import { certificateForPdf, listCertificates, listMyCertificates, reissueCertificate, requireVerification, revokeCertificate } from './certificate.service.js';
import { getCourseContent, getLesson, openLesson } from './content.service.js';
import { sendCourseFile } from './course-file.download.js';
import { getCourseLearningInsights } from './learning-insights.service.js';
import {
  certificatePresenter,
  certificateVerificationPresenter,
  courseContentPresenter,
  courseLearningInsightsPresenter,
  learningProgressPresenter,
  lessonContentPresenter,
  quizAttemptResultPresenter,
} from './learning.presenter.js';
import { QuizAttemptBody, RevokeCertificateInput } from './learning.validation.js';
import { completeLesson } from './progress.service.js';
import { submitQuizAttempt } from './quiz.service.js';
import { readerLanguages } from '../../core/translations.js';
import { responseI18n } from '../../i18n/request-language.js';
import type { Request, Response } from 'express';

/** The caller's languages, in order of preference, for the titles, lessons and quizzes they read. */
const languagesOf = (ctx: { req: Request; res: Response }) => readerLanguages({ i18n: responseI18n(ctx.req, ctx.res) });

const lessonId = { lessonId: z.string().describe('The id of a lesson of the course') };
const serial = { serial: z.string().describe('The certificate serial, e.g. 7QK2M-9XMBA-T4R8C-0PZ2N (case and dashes forgiven)') };

const asList = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: items.length });

export const learningRestRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/courses/{id}/content',
    summary: "The whole course to learn: lessons with their content, quizzes without their answers, and the caller's state of each item",
    access: 'signed-in',
    accessNote: 'Learners enrolled with open access (a free course, or a paid one whose payment is completed), and administrators. Others get 403 with the reason: not enrolled, payment pending, payment failed.',
    errors: [404],
    ...answersOne(courseContentPresenter, async (ctx) => getCourseContent(ctx.deps, ctx.actor, ctx.id, await languagesOf(ctx))),
  },
  {
    method: 'get',
    path: '/courses/{id}/lessons/{lessonId}',
    summary: 'One lesson with its content; records nothing (open it to resume there)',
    access: 'guest',
    accessNote: 'A free preview lesson of a published course: anyone. Any other lesson: learners with open access, and administrators.',
    params: lessonId,
    errors: [403, 404],
    ...answersOne(lessonContentPresenter, async (ctx) => getLesson(ctx.deps, ctx.actor, ctx.id, ctx.params['lessonId'] ?? '', await languagesOf(ctx))),
  },
  {
    method: 'post',
    path: '/courses/{id}/lessons/{lessonId}/open',
    summary: 'Open a lesson: answers it with its content and records it as where the learner resumes',
    access: 'signed-in',
    accessNote: 'Learners with open access, and administrators (nothing recorded for them). A lesson of a module that is not open yet is refused (403).',
    params: lessonId,
    errors: [404],
    ...answersOne(lessonContentPresenter, async (ctx) => openLesson(ctx.deps, ctx.actor, ctx.id, ctx.params['lessonId'] ?? '', await languagesOf(ctx))),
  },
  {
    method: 'post',
    path: '/courses/{id}/lessons/{lessonId}/complete',
    summary: "Mark a lesson complete; completing the course's last item completes it and issues its certificate",
    access: 'signed-in',
    accessNote: 'Learners with open access.',
    params: lessonId,
    errors: [404],
    ...answersOne(learningProgressPresenter, (ctx) => completeLesson(ctx.deps, ctx.actor, ctx.id, ctx.params['lessonId'] ?? '')),
  },
  {
    method: 'post',
    path: '/courses/{id}/quizzes/{quizId}/attempts',
    summary: 'Submit answers to a quiz: graded on the server; answers the score, whether it passed, and per question the correct options and the explanation',
    access: 'signed-in',
    accessNote: 'Learners with open access; administrators get the grade without it being recorded. Past the attempt limit: 409.',
    params: { quizId: z.string().describe("The id of a module's quiz") },
    body: QuizAttemptBody,
    bodyExample: { answers: { '665f1c2b8e4a3b0012345679': ['665f1c2b8e4a3b001234567a'] } },
    status: 201,
    errors: [404],
    ...answersOne(quizAttemptResultPresenter, async (ctx) =>
      submitQuizAttempt(ctx.deps, ctx.actor, ctx.id, ctx.params['quizId'] ?? '', (ctx.body as { answers?: unknown } | undefined)?.answers, await languagesOf(ctx)),
    ),
  },
  {
    method: 'get',
    path: '/courses/{id}/files/{fileId}',
    summary: "A lesson's uploaded file (MP4, PDF, slides), by the link its lesson gives; answers the byte range asked for (206) so a video plays and seeks at once",
    access: 'guest',
    accessNote: 'Whoever holds the link: lessons give one, valid for a few hours, to who may open them. Without a valid link: 403.',
    params: { fileId: z.string().describe('The id of a file uploaded to the course') },
    query: z.object({ access: z.string().describe("The link's proof, as the lesson gave it") }),
    answer: { kind: 'file', contentTypes: ['video/mp4', 'application/pdf', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'] },
    errors: [403, 404, 416],
    handler: ({ deps, req, res, id, params }) => sendCourseFile(deps, req, res, id, params['fileId'] ?? ''),
  },
  {
    method: 'get',
    path: '/courses/{id}/learning-insights',
    summary: "Where a course's learners stop (lesson drop-off) and how many pass its quizzes",
    access: 'admin',
    errors: [404],
    ...answersOne(courseLearningInsightsPresenter, (ctx) => getCourseLearningInsights(ctx.actor, ctx.id)),
  },
  {
    method: 'get',
    path: '/me/certificates',
    summary: "The signed-in user's certificates, newest first",
    access: 'signed-in',
    list: { filters: {}, sort: [] },
    ...answersPage(certificatePresenter, async (ctx) => asList(await listMyCertificates(ctx.deps, ctx.actor))),
  },
  {
    method: 'get',
    path: '/certificates',
    summary: 'Certificates, newest first, by course, status or learner name',
    access: 'admin',
    list: { filters: { courseId: queryText, status: queryEnum(CERTIFICATE_STATUSES), search: queryText }, sort: [] },
    ...answersPage(certificatePresenter, (ctx) => listCertificates(ctx.deps, ctx.actor, ctx.list.filter, pageArgsOf(ctx.list))),
  },
  {
    method: 'get',
    path: '/certificates/{serial}',
    summary: 'Verify a certificate: valid or revoked, the name on it, the course and the date (nothing else about the person)',
    access: 'guest',
    params: serial,
    errors: [404],
    ...answersOne(certificateVerificationPresenter, (ctx) => requireVerification(ctx.deps, ctx.params['serial'] ?? '')),
  },
  {
    method: 'get',
    path: '/certificates/{serial}/pdf',
    summary: 'A certificate as a PDF (A4 landscape, with a QR code to its verification page); a revoked one is stamped REVOKED',
    access: 'guest',
    params: serial,
    answer: { kind: 'file', contentTypes: ['application/pdf'] },
    errors: [404],
    handler: async ({ deps, params, res, i18n }) => {
      const { certificate, site } = await certificateForPdf(deps, params['serial'] ?? '');
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="certificate-${certificate.serial}.pdf"`);
      res.setHeader('Cache-Control', 'no-cache');
      // pdfkit and qrcode load at the first certificate, not at every start.
      const { writeCertificatePdf } = await import('./certificate.pdf.js');
      await writeCertificatePdf(certificate, site, i18n, res);
    },
  },
  {
    method: 'post',
    path: '/certificates/{serial}/revoke',
    summary: 'Revoke a certificate; its verification page then says revoked. Recorded in the activity log',
    access: 'admin',
    params: serial,
    body: RevokeCertificateInput,
    bodyExample: { reason: 'Issued to the wrong account' },
    errors: [404],
    ...answersOne(certificatePresenter, (ctx) => revokeCertificate(ctx.deps, ctx.actor, ctx.params['serial'] ?? '', ctx.body)),
  },
  {
    method: 'post',
    path: '/certificates/{serial}/reissue',
    summary: "Reissue a certificate: the old one is revoked (if still valid) and a new one issued with a new serial and the learner's current name. Recorded in the activity log",
    access: 'admin',
    params: serial,
    status: 201,
    errors: [404],
    ...answersOne(certificatePresenter, (ctx) => reissueCertificate(ctx.deps, ctx.actor, ctx.params['serial'] ?? '')),
  },
];
