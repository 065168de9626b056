/** Courses, enrollments and payments as export sources (admin export). */
import { listSource, lookup } from '../../core/export-source.js';
import { CourseModel } from './course.model.js';
import { courseListQuery } from './course.service.js';
import { EnrollmentModel } from './enrollment.model.js';
import { COURSE_CURRENCY } from './payment-settlement.js';
import { paymentListQuery } from './payment.service.js';

export const coursesSource = listSource({
  type: 'courses',
  completeOrder: 30,
  title: /*i18n*/ { message: 'Courses', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,title:Title,description:Description,category:Category,level:Level,duration:Duration,price:Price,discountPrice:Discount Price,instructor:Instructor,status:Status,isPublished:Published,skills:Skills,certificate:Certificate,rating:Rating,enrollmentCount:Enrollments,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['title', 'category', 'level', 'status', 'price', 'enrollmentCount', 'rating'],
  model: CourseModel,
  plan: (actor, f) => courseListQuery(actor, { search: f.search, category: f.category, level: f.level, status: f.status }),
  computed: () => ({
    instructor: (c) => ((c['instructor'] ?? {}) as { name?: string }).name ?? null,
    isPublished: (c) => c['status'] === 'published',
  }),
});

export const enrollmentsSource = listSource({
  type: 'enrollments',
  completeOrder: 90,
  title: /*i18n*/ { message: 'Enrollments', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,userId:User ID,userName:User Name,userEmail:User Email,courseId:Course ID,courseTitle:Course,enrollmentDate:Enrollment Date,paymentStatus:Payment Status,paymentAmount:Payment Amount,rating:Rating,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['userName', 'userEmail', 'courseTitle', 'enrollmentDate', 'paymentStatus', 'paymentAmount'],
  model: EnrollmentModel,
  plan: (_actor, f) => ({ query: f.status ? { paymentStatus: f.status } : {}, sort: { enrollmentDate: -1, _id: -1 } }),
  computed: () => {
    const courseTitle = lookup(async (courseId) => (await CourseModel.findById(courseId, { title: 1 }).lean())?.title ?? null);
    return {
      userId: (e) => String(e['user']),
      courseId: (e) => String(e['course']),
      courseTitle: (e) => courseTitle(e['course']),
    };
  },
});

/**
 * Course Management › Payments as a file: paid courses' enrollments (by card through Stripe or by
 * hand), with the list's status filter and search (learner e-mail or name, or course title).
 * Exported on its own only: the complete export already holds every enrollment.
 */
export const paymentsSource = listSource({
  type: 'payments',
  title: /*i18n*/ { message: 'Payments', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,userName:Learner,userEmail:Learner Email,courseTitle:Course,paymentAmount:Amount,paymentCurrency:Currency,paymentStatus:Status,enrollmentDate:Enrollment Date,paidAt:Paid At,refundedAt:Refunded At,paymentReference:Stripe Reference,paymentProblem:Not Applied',
  pdfColumns: ['userName', 'userEmail', 'courseTitle', 'paymentAmount', 'paymentStatus', 'enrollmentDate', 'paymentReference'],
  model: EnrollmentModel,
  plan: (_actor, f) => paymentListQuery({ status: f.status ?? null, search: f.search ?? null }),
  computed: () => {
    const courseTitle = lookup(async (courseId) => (await CourseModel.findById(courseId, { title: 1 }).lean())?.title ?? null);
    return {
      courseTitle: (e) => courseTitle(e['course']),
      paymentCurrency: (e) => (typeof e['paymentCurrency'] === 'string' ? e['paymentCurrency'] : COURSE_CURRENCY).toUpperCase(),
    };
  },
});
