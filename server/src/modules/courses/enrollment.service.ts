/**
 * Enrollments: a student enrolls once per course; the payment step decides whether the enrollment
 * starts completed (free courses) or pending (paid ones, until an administrator records the
 * payment). Learners mark modules complete and rate a course once; administrators see every
 * enrollment of a course and set its payment status.
 */
import mongoose, { Types, type ClientSession } from 'mongoose';
import { requireStaff, requireUser, type Actor } from '../auth/actor.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../core/errors.js';
import { toPage, type PageArgs, type PageResult } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import { appLink, sendMail } from '../mail/mailer.js';
import { runtime } from '../../runtime.js';
import { notifyStaff } from '../notifications/notification.service.js';
import { UserModel } from '../users/user.model.js';
import { CourseModel, payableAmount, type CourseDoc } from './course.model.js';
import { COURSE_NOT_FOUND } from './course.service.js';
import { EnrollmentPaymentInput, RatingInput } from './course.validation.js';
import { EnrollmentModel, type EnrollmentDoc, type PaymentStatus } from './enrollment.model.js';
import { formatDollars } from '../../core/money.js';
import { startPayment } from './payments.js';
import { isObjectId } from '../../core/ids.js';
import { sortOf } from '../../core/sort.js';

const ENROLLMENT_NOT_FOUND = 'Enrollment not found';
const NOT_ENROLLED = 'You are not enrolled in this course.';

/** Spec section 6: the Student/Learner is the one who takes courses. */
function requireStudent(actor: Actor | null): Actor {
  const user = requireUser(actor);
  if (user.role !== 'student') throw new ForbiddenError('Only student accounts can enroll in courses.');
  return user;
}

/** Counts the course's enrollments again, inside the caller's transaction. */
async function recountEnrollments(courseId: Types.ObjectId, session: ClientSession): Promise<void> {
  const enrollmentCount = await EnrollmentModel.countDocuments({ course: courseId }).session(session);
  await CourseModel.updateOne({ _id: courseId }, { $set: { enrollmentCount } }, { session });
}

export async function enrollInCourse(actor: Actor | null, courseId: string): Promise<EnrollmentDoc> {
  const me = requireStudent(actor);
  if (!isObjectId(courseId)) throw new NotFoundError(COURSE_NOT_FOUND);
  const user = await UserModel.findById(me.id, { name: 1, email: 1 }).lean();
  if (!user) throw new NotFoundError('User not found');

  let course: CourseDoc | null = null;
  let enrollmentId: Types.ObjectId | null = null;
  try {
    await mongoose.connection.transaction(async (session) => {
      course = await CourseModel.findById(courseId).session(session).lean();
      if (!course || course.status !== 'published') throw new NotFoundError(COURSE_NOT_FOUND);
      if (await EnrollmentModel.exists({ user: user._id, course: course._id }).session(session)) {
        throw new ConflictError('You are already enrolled in this course.');
      }
      const [created] = await EnrollmentModel.create(
        [
          {
            user: user._id,
            course: course._id,
            userName: user.name,
            userEmail: user.email,
            enrollmentDate: new Date(),
            paymentStatus: 'pending',
            paymentAmount: payableAmount(course),
          },
        ],
        { session },
      );
      enrollmentId = created!._id;
      await recountEnrollments(course._id, session);
    });
  } catch (err) {
    // Two tabs enrolling at the same moment: the unique index keeps one enrollment.
    if ((err as { code?: number }).code === 11000) throw new ConflictError('You are already enrolled in this course.');
    throw err;
  }
  const enrolled = course as CourseDoc | null;
  if (!enrolled || !enrollmentId) throw new NotFoundError(COURSE_NOT_FOUND);

  // The payment step runs after the enrollment is safely stored, never inside the transaction.
  const amount = payableAmount(enrolled);
  try {
    const outcome = await startPayment({ amount, courseId: enrolled._id.toString(), courseTitle: enrolled.title, userId: me.id, userEmail: user.email });
    if (outcome.status !== 'pending' || outcome.reference) {
      await EnrollmentModel.updateOne({ _id: enrollmentId }, { $set: { paymentStatus: outcome.status, ...(outcome.reference ? { paymentReference: outcome.reference } : {}) } });
    }
  } catch (err) {
    // The enrollment stays pending; an administrator can settle it in Course Management.
    runtime().log.error({ err, enrollmentId }, 'payment step failed');
  }
  const saved = await EnrollmentModel.findById(enrollmentId).lean();
  if (!saved) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  if (saved.paymentStatus === 'pending') {
    await notifyStaff({
      title: 'Enrollment awaiting payment',
      message: `${user.name} enrolled in ${enrolled.title} (${formatDollars(amount)}). Mark the payment once it is received.`,
      link: '/admin/courses',
    });
  }
  return saved;
}

export async function listCourseEnrollments(actor: Actor | null, courseId: string, pageArgs: PageArgs): Promise<PageResult<EnrollmentDoc>> {
  requireStaff(actor);
  if (!isObjectId(courseId) || !(await CourseModel.exists({ _id: courseId }))) throw new NotFoundError(COURSE_NOT_FOUND);
  const page = toPage(pageArgs, 50);
  const query = { course: new Types.ObjectId(courseId) };
  const [items, total] = await Promise.all([
    EnrollmentModel.find(query).sort(sortOf(pageArgs, { enrollmentDate: -1, _id: -1 })).skip(page.skip).limit(page.pageSize).lean(),
    EnrollmentModel.countDocuments(query),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/** The signed-in user's own enrollments, newest first. */
export async function listMyEnrollments(actor: Actor | null, pageArgs: PageArgs): Promise<PageResult<EnrollmentDoc>> {
  const me = requireUser(actor);
  const page = toPage(pageArgs, 50);
  const query = { user: new Types.ObjectId(me.id) };
  const [items, total] = await Promise.all([
    EnrollmentModel.find(query).sort(sortOf(pageArgs, { enrollmentDate: -1, _id: -1 })).skip(page.skip).limit(page.pageSize).lean(),
    EnrollmentModel.countDocuments(query),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/** The signed-in user's enrollments in the given courses (one query for a whole page of courses). */
export async function findMyEnrollments(actor: Actor | null, courseIds: readonly string[]): Promise<EnrollmentDoc[]> {
  if (!actor) return [];
  const ids = courseIds.filter(isObjectId).map((id) => new Types.ObjectId(id));
  if (!ids.length) return [];
  return EnrollmentModel.find({ user: new Types.ObjectId(actor.id), course: { $in: ids } }).lean();
}

export async function updateEnrollmentPayment(actor: Actor | null, id: string, input: unknown): Promise<EnrollmentDoc> {
  requireStaff(actor);
  const { paymentStatus } = parseInput(EnrollmentPaymentInput, input);
  if (!isObjectId(id)) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  const before = await EnrollmentModel.findByIdAndUpdate(id, { $set: { paymentStatus } }, { returnDocument: 'before' }).lean();
  if (!before) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  if (before.paymentStatus !== paymentStatus) await tellLearner(before, paymentStatus);
  const updated = await EnrollmentModel.findById(id).lean();
  if (!updated) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  return updated;
}

async function tellLearner(enrollment: EnrollmentDoc, status: PaymentStatus): Promise<void> {
  if (status === 'pending') return;
  const course = await CourseModel.findById(enrollment.course, { title: 1 }).lean();
  const title = course?.title ?? 'your course';
  const confirmed = status === 'completed';
  await sendMail({
    to: enrollment.userEmail,
    subject: confirmed ? `Payment confirmed: ${title}` : `Payment not received: ${title}`,
    text: confirmed
      ? `Hello ${enrollment.userName},\n\nWe have received your payment of ${formatDollars(enrollment.paymentAmount)} for ${title}. Your course is ready:\n${appLink('/dashboard')}\n`
      : `Hello ${enrollment.userName},\n\nWe could not confirm your payment of ${formatDollars(enrollment.paymentAmount)} for ${title}. Please contact us so we can sort it out:\n${appLink('/contact')}\n`,
  });
}

async function myPaidEnrollment(me: Actor, courseId: string): Promise<{ enrollment: EnrollmentDoc; course: CourseDoc }> {
  if (!isObjectId(courseId)) throw new NotFoundError(NOT_ENROLLED);
  const [enrollment, course] = await Promise.all([
    EnrollmentModel.findOne({ user: new Types.ObjectId(me.id), course: new Types.ObjectId(courseId) }).lean(),
    CourseModel.findById(courseId).lean(),
  ]);
  if (!enrollment || !course) throw new NotFoundError(NOT_ENROLLED);
  // Learning starts once the course is paid for (free courses are paid at once).
  if (enrollment.paymentStatus !== 'completed') throw new ConflictError('Your course unlocks once your payment is confirmed.');
  return { enrollment, course };
}

export async function setModuleCompleted(actor: Actor | null, courseId: string, moduleId: string, completed: boolean): Promise<EnrollmentDoc> {
  const me = requireUser(actor);
  const { enrollment, course } = await myPaidEnrollment(me, courseId);
  if (!course.modules.some((m) => m._id.toString() === moduleId)) throw new NotFoundError('Module not found');
  const moduleOid = new Types.ObjectId(moduleId);
  const change = completed ? { $addToSet: { completedModules: moduleOid } } : { $pull: { completedModules: moduleOid } };
  const updated = await EnrollmentModel.findByIdAndUpdate(enrollment._id, change, { returnDocument: 'after' }).lean();
  if (!updated) throw new NotFoundError(NOT_ENROLLED);
  return updated;
}

/** A learner rates a course once; the course's rating is the average of all its ratings. */
export async function rateCourse(actor: Actor | null, courseId: string, input: unknown): Promise<EnrollmentDoc> {
  const me = requireUser(actor);
  const { rating } = parseInput(RatingInput, input);
  const { enrollment, course } = await myPaidEnrollment(me, courseId);
  if (enrollment.rating) throw new ConflictError('You have already rated this course.');
  await mongoose.connection.transaction(async (session) => {
    const rated = await EnrollmentModel.updateOne({ _id: enrollment._id, rating: null }, { $set: { rating, ratedAt: new Date() } }, { session });
    if (rated.modifiedCount !== 1) throw new ConflictError('You have already rated this course.');
    const [row] = await EnrollmentModel.aggregate<{ average: number; count: number }>([
      { $match: { course: course._id, rating: { $gte: 1 } } },
      { $group: { _id: null, average: { $avg: '$rating' }, count: { $sum: 1 } } },
    ]).session(session);
    await CourseModel.updateOne(
      { _id: course._id },
      // Stored exact, so averages over several courses stay exact; shown rounded to one decimal.
      { $set: { rating: row?.average ?? 0, ratingCount: row?.count ?? 0 } },
      { session },
    );
  });
  const updated = await EnrollmentModel.findById(enrollment._id).lean();
  if (!updated) throw new NotFoundError(NOT_ENROLLED);
  return updated;
}

/** Share of the course's current modules the learner has completed, 0-100. */
export function progressPercent(enrollment: Pick<EnrollmentDoc, 'completedModules'>, course: Pick<CourseDoc, 'modules'> | null): number {
  const modules = course?.modules ?? [];
  if (!modules.length) return 0;
  const done = new Set(enrollment.completedModules.map((id) => id.toString()));
  const completed = modules.filter((m) => done.has(m._id.toString())).length;
  return Math.round((completed / modules.length) * 100);
}
