/**
 * The one output shape of an enrollment (GraphQL Enrollment, REST enrollment lists): the learner
 * as the account reads now (the names stored at enrollment once it is deleted), the course by
 * reference, the progress as the learning module keeps it. The payment reference is for staff only.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields, ref, type Presenter } from '../../core/presenter.js';
import { coursePresenter } from './course.presenter.js';
import type { EnrollmentDoc } from './enrollment.model.js';
import { isStaff } from '../../core/actor.js';
import type { CourseDoc } from './course.model.js';
import { COURSE_CURRENCY } from './payment-settlement.js';

const stored = storedFields<EnrollmentDoc>();
export const enrollmentPresenter: Presenter<EnrollmentDoc> = definePresenter<EnrollmentDoc, G.Enrollment>('Enrollment', {
  id: idOf,
  userId: (e) => e.user.toString(),
  courseId: (e) => e.course.toString(),
  user: async (e, { loaders }) => {
    const user = await loaders.userById.load(e.user.toString());
    return { id: e.user.toString(), name: user?.name ?? e.userName, email: user?.email ?? e.userEmail, avatar: user?.avatar ?? null };
  },
  course: ref((): Presenter<CourseDoc> => coursePresenter, (e: EnrollmentDoc, { loaders }) => loaders.courseById.load(e.course.toString())),
  ...stored.same('enrollmentDate', 'paymentStatus', 'paymentAmount'),
  // Kept in Stripe's lower-case spelling; shown as ISO 4217 writes it. Older enrollments were in dollars.
  paymentCurrency: (e) => (e.paymentCurrency ?? COURSE_CURRENCY).toUpperCase(),
  ...stored.orNull('paidAt', 'refundedAt', 'receiptUrl'),
  // The provider's reference and a refused confirmation are for staff, who settle payments.
  paymentReference: (e, { actor }) => (isStaff(actor) ? (e.paymentReference ?? null) : null),
  paymentProblem: (e, { actor }) => (isStaff(actor) ? (e.paymentProblem ?? null) : null),
  // The learner's progress is kept by the learning module; its loader batches a page of enrollments.
  completedModules: async (e, { loaders }) => (await loaders.learningSummary.load(e._id.toString())).completedModules,
  progress: async (e, { loaders }) => (await loaders.learningSummary.load(e._id.toString())).percent,
  lastActivityAt: async (e, { loaders }) => (await loaders.learningSummary.load(e._id.toString())).lastActivityAt,
  ...stored.orNull('rating', 'ratedAt'),
  ...stored.same('createdAt', 'updatedAt'),
});
