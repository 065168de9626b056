/**
 * REST for older callers: /api/courses (spec section 7), a course's enrollments, enrolling, the
 * payment status of an enrollment, the payments list, and /api/me/enrollments. Thin: parse, call the service, present.
 */
import { crudRoutes } from '../../rest/crud.js';
import { BulkCoursesInput, bulkCourses } from './course.bulk.js';
import { pageArgsOf, queryEnum, queryText } from '../../rest/list-query.js';
import { answersOne, answersPage } from '../../rest/answers.js';
import type { RouteDef } from '../../rest/route.js';
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES } from './course.model.js';
import { coursePresenter } from './course.presenter.js';
import { createCourse, deleteCourse, getCourse, listCourses, replaceCourse, updateCourse, COURSE_NOT_FOUND } from './course.service.js';
import { CreateCourseInput, EnrollmentPaymentInput, UpdateCourseInput } from './course.validation.js';
import { enrollmentPresenter } from './enrollment.presenter.js';
import { z } from 'zod';
import { courseBuilderPresenter, courseFilePresenter } from './course-outline.presenter.js';
import { COURSE_FILE_FIELD, uploadCourseFile } from './course-file.service.js';
import { readCourseFileUpload } from './course-file.upload.js';
import { getCourseBuilder } from './course-outline.service.js';
import { enrollInCourse, listCourseEnrollments, listMyEnrollments } from './enrollment.service.js';
import { listPayments, updateEnrollmentPayment } from './payment.service.js';
import { confirmCheckout, refundEnrollment, startCheckout } from './checkout.service.js';
import { PAYMENT_STATUSES } from './enrollment.model.js';
import { responseI18n } from '../../i18n/request-language.js';
import type { Language } from '@ai-solutions/common';
import { stripeWebhookRoute } from './stripe-webhook.js';
import { bulkRoute } from '../../rest/bulk-route.js';

/** The answer of POST /courses/{id}/checkout: Stripe Checkout's URL, or how to pay by hand. */
const CheckoutResult = z.object({
  url: z.string().nullable().describe("Stripe Checkout's page to send the browser to; null when there is nothing to pay by card"),
  manual: z.object({ instructions: z.string().nullable() }).nullable().describe('How to pay without card payments (System Settings); null with Stripe'),
  enrollmentId: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});

const ENROLLMENT_SORT = ['enrollmentDate', 'paymentStatus', 'paymentAmount', 'createdAt'];

const courseRoutes = crudRoutes({
  path: '/courses',
  presenter: coursePresenter,
  notFound: COURSE_NOT_FOUND,
  noun: 'course',
  list: {
    access: 'guest',
    accessNote: 'Guests see published courses only; administrators see every course and may filter by status.',
    filters: { search: queryText, category: queryEnum(COURSE_CATEGORIES), level: queryEnum(COURSE_LEVELS), status: queryEnum(COURSE_STATUSES) },
    sort: ['title', 'category', 'level', 'price', 'status', 'rating', 'enrollmentCount', 'createdAt', 'updatedAt'],
    page: listCourses,
  },
  get: { fn: getCourse, access: 'guest', accessNote: 'Guests read published courses; a learner also a course they are enrolled in; administrators any.' },
  create: {
    fn: createCourse,
    schema: CreateCourseInput,
    example: {
      title: 'Machine Learning Fundamentals',
      description: 'From linear models to neural networks, with projects.',
      category: 'ai-ml',
      level: 'beginner',
      duration: '8 weeks',
      price: 49.99,
      instructor: { name: 'Marcus Johnson' },
      status: 'published',
      modules: [
        {
          title: 'What machine learning is',
          lessons: [
            { title: 'Learning from examples', kind: 'text', minutes: 6, content: 'A model **learns** a rule from examples instead of being told it.', preview: true },
            { title: 'The workflow in ten minutes', kind: 'video', minutes: 10, videoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk' },
          ],
          quiz: {
            title: 'Check your understanding',
            passMark: 70,
            questions: [
              {
                text: 'A spam filter trained on labelled e-mails is an example of…',
                kind: 'single',
                explanation: 'The examples carry the answer (spam or not), which makes it supervised learning.',
                options: [
                  { text: 'Supervised learning', correct: true },
                  { text: 'Unsupervised learning', correct: false },
                ],
              },
            ],
          },
        },
      ],
    },
  },
  replace: { fn: replaceCourse, schema: CreateCourseInput, summary: 'Replace a course: validated as a whole (as a new course); fields left out keep their value' },
  patch: { fn: updateCourse, schema: UpdateCourseInput, summary: 'Change some fields of a course (e.g. only the status, to archive it)' },
  remove: { fn: deleteCourse },
});

export const courseRestRoutes: RouteDef[] = [
  ...courseRoutes,
  bulkRoute({
    path: '/courses/bulk',
    summary: 'One action (publish, unpublish, archive, delete) on the courses given by id or on every course matching a filter (at most 10,000), in one transaction; each course is checked on its own and refused ones say why (a module without lessons is not published, a course with enrollments is not deleted)',
    body: BulkCoursesInput,
    bodyExample: { action: 'archive', ids: ['665f1c2ab2f4e0a1b2c3d4e5'] },
    run: bulkCourses,
  }),
  {
    method: 'get',
    path: '/courses/{id}/modules',
    summary: "The course builder's view of a course's modules: every lesson with its text and files, every quiz with its answers",
    access: 'admin',
    errors: [404],
    ...answersOne(courseBuilderPresenter, (ctx) => getCourseBuilder(ctx.actor, ctx.id)),
  },
  {
    method: 'post',
    path: '/courses/{id}/files',
    summary: 'Upload a file for the course\'s lessons: an MP4 video (at most 100 MB), a PDF or slides (PPTX, PPT, ODP, KEY; at most 25 MB). Answers its id, for a lesson\'s video or attachments',
    access: 'admin',
    multipart: { fileField: COURSE_FILE_FIELD, fields: z.object({}) },
    before: [readCourseFileUpload],
    status: 201,
    errors: [404],
    ...answersOne(courseFilePresenter, (ctx) => uploadCourseFile(ctx.actor, ctx.id, ctx.req.file)),
  },
  {
    method: 'get',
    path: '/courses/{id}/enrollments',
    summary: 'The enrollments of a course, newest first',
    access: 'admin',
    list: { filters: {}, sort: ENROLLMENT_SORT },
    errors: [404],
    ...answersPage(enrollmentPresenter, (ctx) => listCourseEnrollments(ctx.actor, ctx.id, pageArgsOf(ctx.list))),
  },
  {
    method: 'post',
    path: '/courses/{id}/enroll',
    summary: 'Enroll in a published course, once. Free courses are paid at once; paid ones wait (pending) for an administrator',
    access: 'signed-in',
    onlyRoles: ['student'],
    accessNote: 'Students.',
    status: 201,
    errors: [404, 409],
    ...answersOne(enrollmentPresenter, (ctx) => enrollInCourse(ctx.deps, ctx.actor, ctx.id)),
  },
  {
    method: 'get',
    path: '/payments',
    summary: "The payments of paid courses (their enrollments, paid through Stripe or recorded by hand), newest first, by status or by the learner's e-mail or name or the course's title",
    access: 'admin',
    list: { filters: { status: queryEnum(PAYMENT_STATUSES), search: queryText }, sort: ENROLLMENT_SORT },
    ...answersPage(enrollmentPresenter, (ctx) => listPayments(ctx.actor, ctx.list.filter, pageArgsOf(ctx.list))),
  },
  {
    method: 'patch',
    path: '/enrollments/{id}',
    summary: 'Set the payment status of an enrollment; the learner is e-mailed when it becomes completed or failed',
    access: 'admin',
    body: EnrollmentPaymentInput,
    bodyExample: { paymentStatus: 'completed' },
    errors: [404],
    ...answersOne(enrollmentPresenter, (ctx) => updateEnrollmentPayment(ctx.deps, ctx.actor, ctx.id, ctx.body)),
  },
  {
    method: 'post',
    path: '/courses/{id}/checkout',
    summary: "Pay for a course: enrolls the student if not yet, then answers Stripe Checkout's URL (with Stripe configured) or how to pay by hand. A free or paid course answers neither",
    access: 'signed-in',
    onlyRoles: ['student'],
    accessNote: 'Students.',
    errors: [404, 409],
    answer: { kind: 'shape', name: 'CheckoutResult', schema: CheckoutResult },
    handler: async (ctx) => {
      const { enrollment, url, manual } = await startCheckout(ctx.deps, ctx.actor, ctx.id, responseI18n(ctx.req, ctx.res).locale as Language);
      return { url, manual, enrollmentId: enrollment._id.toString(), paymentStatus: enrollment.paymentStatus };
    },
  },
  {
    method: 'post',
    path: '/courses/{id}/checkout/confirm',
    summary: "Back from Stripe Checkout: the caller's session is read from Stripe and the course opens if it is paid. Answers the caller's enrollment",
    access: 'signed-in',
    errors: [404],
    ...answersOne(enrollmentPresenter, (ctx) => confirmCheckout(ctx.deps, ctx.actor, ctx.id)),
  },
  {
    method: 'post',
    path: '/enrollments/{id}/refund',
    summary: 'Refund a completed payment (through Stripe when paid there); the course closes to the learner',
    access: 'admin',
    errors: [404, 409],
    ...answersOne(enrollmentPresenter, (ctx) => refundEnrollment(ctx.deps, ctx.actor, ctx.id)),
  },
  stripeWebhookRoute,
  {
    method: 'get',
    path: '/me/enrollments',
    summary: "The signed-in user's enrollments, newest first",
    access: 'signed-in',
    list: { filters: {}, sort: ENROLLMENT_SORT },
    ...answersPage(enrollmentPresenter, (ctx) => listMyEnrollments(ctx.actor, pageArgsOf(ctx.list))),
  },
];
