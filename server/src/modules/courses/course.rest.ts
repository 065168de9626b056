/**
 * REST for older callers: /api/courses (spec section 7) and /api/me/enrollments. Thin: parse, call
 * the service, shape the answer like the GraphQL types (id, isPublished, students, progress).
 */
import { Router } from 'express';
import { NotFoundError } from '../../core/errors.js';
import type { PageResult } from '../../core/pagination.js';
import { actorOf, sendData, toJson } from '../../rest/respond.js';
import { CourseModel, isPublished, type CourseDoc } from './course.model.js';
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from './course.service.js';
import type { EnrollmentDoc } from './enrollment.model.js';
import { enrollInCourse, listCourseEnrollments, listMyEnrollments } from './enrollment.service.js';
import { progressPercent } from './progress.service.js';
import { formatDollars } from '../../core/money.js';

const pageOf = (query: Record<string, unknown>) => ({ page: Number(query['page']) || 1, pageSize: Number(query['pageSize']) || 100 });

function courseJson(course: CourseDoc): unknown {
  const json = toJson(course) as Record<string, unknown>;
  return {
    ...json,
    rating: Math.round(course.rating * 10) / 10,
    isPublished: isPublished(course),
    students: course.enrollmentCount,
    // The prototype's cards showed prices as dollar strings; older callers still read them.
    priceLabel: course.price > 0 ? formatDollars(course.price) : 'Free',
  };
}

/** Enrollments with the course they belong to (one query for the page) and the progress made. */
async function enrollmentsJson(enrollments: EnrollmentDoc[]): Promise<unknown[]> {
  const courseIds = [...new Set(enrollments.map((e) => e.course.toString()))];
  const courses = new Map((await CourseModel.find({ _id: { $in: courseIds } }).lean()).map((c) => [c._id.toString(), c]));
  return enrollments.map((e) => {
    const course = courses.get(e.course.toString()) ?? null;
    const { userName, userEmail, ...rest } = toJson(e) as Record<string, unknown>;
    return {
      ...rest,
      userId: e.user.toString(),
      courseId: e.course.toString(),
      user: { id: e.user.toString(), name: userName, email: userEmail },
      course: course ? { id: course._id.toString(), title: course.title, level: course.level } : null,
      progress: progressPercent(e, course),
    };
  });
}

function sendPage(res: Parameters<typeof sendData>[0], result: PageResult<unknown>, items: unknown[]): void {
  res.json({ data: items, meta: { total: result.total, page: result.page, pageSize: result.pageSize } });
}

export function courseRestRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { search, category, level, status } = req.query;
    const result = await listCourses(actorOf(res), { search, category, level, status }, pageOf(req.query));
    sendPage(res, result, result.items.map(courseJson));
  });
  router.get('/:id', async (req, res) => {
    const course = await getCourse(actorOf(res), req.params.id);
    if (!course) throw new NotFoundError('Course not found');
    sendData(res, courseJson(course));
  });
  router.post('/', async (req, res) => sendData(res, courseJson(await createCourse(actorOf(res), req.body)), 201));
  router.put('/:id', async (req, res) => sendData(res, courseJson(await updateCourse(actorOf(res), req.params.id, req.body))));
  router.delete('/:id', async (req, res) => sendData(res, { id: await deleteCourse(actorOf(res), req.params.id) }));
  router.get('/:id/enrollments', async (req, res) => {
    const result = await listCourseEnrollments(actorOf(res), req.params.id, pageOf(req.query));
    sendPage(res, result, await enrollmentsJson(result.items));
  });
  router.post('/:id/enroll', async (req, res) => {
    const enrollment = await enrollInCourse(actorOf(res), req.params.id);
    sendData(res, (await enrollmentsJson([enrollment]))[0], 201);
  });
  return router;
}

/** Mounted at /api/me/enrollments: the signed-in user's own enrollments. */
export function myEnrollmentsRestRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const result = await listMyEnrollments(actorOf(res), pageOf(req.query));
    sendPage(res, result, await enrollmentsJson(result.items));
  });
  return router;
}
