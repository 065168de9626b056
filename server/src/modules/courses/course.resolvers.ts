import { pageWithTotal, selectsPath } from '../../core/pagination.js';
import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { readThrough } from '../../core/loaders.js';
import { coursePresenter, courseModulePresenter } from './course.presenter.js';
import { enrollmentPresenter } from './enrollment.presenter.js';
import { courseBuilderPresenter } from './course-outline.presenter.js';
import { getCourseBuilder } from './course-outline.service.js';
import { createCourse, deleteCourse, getCatalogStats, getCourse, getCourseStats, listCourses, updateCourse } from './course.service.js';
import { enrollInCourse, listCourseEnrollments, listMyEnrollments } from './enrollment.service.js';
import { getLearningPathways } from './learning-pathways.js';
import { translatedBulk } from '../../core/bulk.js';
import { bulkCourses } from './course.bulk.js';
import { listPayments, updateEnrollmentPayment } from './payment.service.js';
import { rateCourse } from './rating.service.js';
import { confirmCheckout, paymentMethodOf, refundEnrollment, startCheckout } from './checkout.service.js';
import type { Language } from '@ai-solutions/common';

export const courseResolvers: Resolvers = {
  Query: {
    courses: (_root, { filter, page }, { actor }, info) => listCourses(actor, filter, pageWithTotal(page, info), { modules: selectsPath(info, ['items', 'modules']) }),
    // The course is kept in the request's loader: its enrollment's progress reads it without a second query.
    course: (_root, { id }, { actor, loaders }) => readThrough(loaders.courseById, id, getCourse(actor, id)),
    courseStats: (_root, _args, { actor }) => getCourseStats(actor),
    courseCatalogStats: () => getCatalogStats(),
    learningPathways: () => getLearningPathways(),
    courseEnrollments: (_root, { courseId, page }, { actor }, info) => listCourseEnrollments(actor, courseId, pageWithTotal(page, info)),
    myEnrollments: (_root, { page }, { actor }) => listMyEnrollments(actor, page),
    payments: (_root, { filter, page }, { actor }, info) => listPayments(actor, filter, pageWithTotal(page, info)),
    courseBuilder: (_root, { courseId }, { actor }) => getCourseBuilder(actor, courseId),
    paymentMethod: (_root, _args, { deps }) => paymentMethodOf(deps),
  },
  Mutation: {
    createCourse: (_root, { input }, { actor }) => createCourse(actor, input),
    updateCourse: (_root, { id, input }, { actor }) => updateCourse(actor, id, input),
    deleteCourse: (_root, { id }, { actor }) => deleteCourse(actor, id),
    bulkCourses: async (_root, { input }, { actor, i18n }) => translatedBulk(i18n, await bulkCourses(actor, input)),
    enrollInCourse: (_root, { courseId }, { actor, deps }) => enrollInCourse(deps, actor, courseId),
    updateEnrollmentPayment: (_root, { id, paymentStatus }, { actor, deps }) => updateEnrollmentPayment(deps, actor, id, { paymentStatus }),
    rateCourse: (_root, { courseId, rating }, { actor }) => rateCourse(actor, courseId, { rating }),
    startCheckout: (_root, { courseId }, { actor, deps, i18n }) => startCheckout(deps, actor, courseId, i18n.locale as Language),
    confirmCheckout: (_root, { courseId }, { actor, deps }) => confirmCheckout(deps, actor, courseId),
    refundEnrollment: (_root, { id }, { actor, deps }) => refundEnrollment(deps, actor, id),
  },
  Course: graphqlFields(coursePresenter),
  CourseModule: graphqlFields(courseModulePresenter),
  CourseBuilder: graphqlFields(courseBuilderPresenter),
  Enrollment: graphqlFields(enrollmentPresenter),
};
