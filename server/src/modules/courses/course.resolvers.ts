import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { isPublished, type CourseDoc } from './course.model.js';
import { createCourse, deleteCourse, getCatalogStats, getCourse, getCourseStats, listCourses, updateCourse } from './course.service.js';
import { enrollInCourse, listCourseEnrollments, listMyEnrollments } from './enrollment.service.js';
import { getLearningPathways } from './learning-pathways.js';
import { updateEnrollmentPayment } from './payment.service.js';
import { progressPercent, setModuleCompleted } from './progress.service.js';
import { rateCourse } from './rating.service.js';
import { roundToTenth } from '../../core/money.js';

export const courseResolvers: Resolvers = {
  Query: {
    courses: (_root, { filter, page }, { actor }) => listCourses(actor, filter, page),
    course: (_root, { id }, { actor }) => getCourse(actor, id),
    courseStats: (_root, _args, { actor }) => getCourseStats(actor),
    courseCatalogStats: () => getCatalogStats(),
    learningPathways: () => getLearningPathways(),
    courseEnrollments: (_root, { courseId, page }, { actor }) => listCourseEnrollments(actor, courseId, page),
    myEnrollments: (_root, { page }, { actor }) => listMyEnrollments(actor, page),
  },
  Mutation: {
    createCourse: (_root, { input }, { actor }) => createCourse(actor, input),
    updateCourse: (_root, { id, input }, { actor }) => updateCourse(actor, id, input),
    deleteCourse: (_root, { id }, { actor }) => deleteCourse(actor, id),
    enrollInCourse: (_root, { courseId }, { actor }) => enrollInCourse(actor, courseId),
    updateEnrollmentPayment: (_root, { id, paymentStatus }, { actor }) => updateEnrollmentPayment(actor, id, { paymentStatus }),
    setModuleCompleted: (_root, { courseId, moduleId, completed }, { actor }) => setModuleCompleted(actor, courseId, moduleId, completed),
    rateCourse: (_root, { courseId, rating }, { actor }) => rateCourse(actor, courseId, { rating }),
  },
  Course: {
    id: (course) => course._id.toString(),
    isPublished: (course) => isPublished(course),
    instructor: (course) => {
      // Documents stored before instructors were required may lack one, or part of one.
      const instructor = course.instructor as Partial<CourseDoc['instructor']> | undefined;
      return { name: instructor?.name ?? '', title: instructor?.title ?? null, bio: instructor?.bio ?? null };
    },
    rating: (course) => roundToTenth(course.rating),
    students: (course) => course.enrollmentCount,
    myEnrollment: (course, _args, { loaders }) => loaders.myEnrollmentByCourse.load(course._id.toString()),
  },
  CourseModule: {
    id: (module) => module._id.toString(),
  },
  Enrollment: {
    id: (enrollment) => enrollment._id.toString(),
    userId: (enrollment) => enrollment.user.toString(),
    courseId: (enrollment) => enrollment.course.toString(),
    // The account as it is now; the names stored at enrollment if it has been deleted since.
    user: async (enrollment, _args, { loaders }) => {
      const user = await loaders.userById.load(enrollment.user.toString());
      return {
        id: enrollment.user.toString(),
        name: user?.name ?? enrollment.userName,
        email: user?.email ?? enrollment.userEmail,
        avatar: user?.avatar ?? null,
      };
    },
    course: (enrollment, _args, { loaders }) => loaders.courseById.load(enrollment.course.toString()),
    completedModules: (enrollment) => enrollment.completedModules.map((id) => id.toString()),
    progress: async (enrollment, _args, { loaders }) => progressPercent(enrollment, await loaders.courseById.load(enrollment.course.toString())),
  },
};
