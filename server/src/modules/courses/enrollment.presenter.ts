/**
 * The one output shape of an enrollment (GraphQL Enrollment, REST enrollment lists): the learner
 * as the account reads now (the names stored at enrollment once it is deleted), the course by
 * reference, the progress computed. The payment reference stays private.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields, ref, type Presenter } from '../../core/presenter.js';
import { coursePresenter } from './course.presenter.js';
import type { EnrollmentDoc } from './enrollment.model.js';
import { progressPercent } from './progress.service.js';
import type { CourseDoc } from './course.model.js';

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
  completedModules: (e) => e.completedModules.map((id) => id.toString()),
  progress: async (e, { loaders }) => progressPercent(e, await loaders.courseById.load(e.course.toString())),
  ...stored.orNull('rating', 'ratedAt'),
  ...stored.same('createdAt', 'updatedAt'),
});
