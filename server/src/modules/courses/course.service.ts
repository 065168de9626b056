/**
 * Courses: every use case once, with its permission check. Guests see published courses only;
 * a learner also sees a course they are enrolled in after it leaves the catalog; administrators
 * and editors see and change everything.
 */
import mongoose, { type Types, type QueryFilter } from 'mongoose';
import { isStaff, requireStaff, type Actor } from '../../core/actor.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { findListPage, type PageArgs, type PageResult, searchFields } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import { COURSE_LEVELS, CourseModel, type CourseDoc, type CourseLevel } from './course.model.js';
import { assertPublishable, buildOutline, courseVersions, saveLessonContents } from './course-outline.service.js';
import { LessonContentModel } from './lesson-content.model.js';
import { CourseFilterInput, CreateCourseInput, DISCOUNT_MESSAGE, UpdateCourseInput } from './course.validation.js';
import { EnrollmentModel } from './enrollment.model.js';
import { findOneById, isObjectId } from '../../core/ids.js';
import { roundToTenth } from '../../core/money.js';
import { recordActivity, withSchedule } from '../activity/index.js';
import { siteZone } from '../settings/index.js';
import { replaceWith } from '../../core/staff-replace.js';
import { withTranslations } from '../../core/translations.js';

import { COURSE_NOT_FOUND } from './course-outline.messages.js';
import { COURSE_MESSAGES } from './course.messages.js';

export { COURSE_NOT_FOUND };

/** The catalog's (or Course Management's) query and order, shared by the list and its export. */
export function courseListQuery(actor: Actor | null, rawFilter: unknown): { query: QueryFilter<CourseDoc>; sort: Record<string, 1 | -1> } {
  const filter = parseInput(CourseFilterInput, rawFilter) ?? {};
  const staff = isStaff(actor);
  const query: QueryFilter<CourseDoc> = {};
  // Deny by default: only staff see drafts and archived courses, whatever the filter asks.
  if (!staff) query.status = 'published';
  else if (filter.status) query.status = filter.status;
  if (filter.category) query.category = filter.category;
  if (filter.level) query.level = filter.level;
  // A visitor searches in the language they read: every version's title, description and skills is searched.
  if (filter.search) query.$or = searchFields(filter.search, [...withTranslations(['title', 'description', 'skills']), 'instructor.name']);
  // The public catalog shows the most followed courses first; the back office the newest.
  const sort: Record<string, 1 | -1> = staff ? { createdAt: -1, _id: -1 } : { enrollmentCount: -1, rating: -1, createdAt: -1, _id: -1 };
  return { query, sort };
}

/**
 * What a list of courses never shows: a quiz's questions appear in a list only as their count
 * (course.presenter.ts quizOutline), so their texts, explanations and options stay in the database,
 * about half of a course's bytes. Without the modules asked for, the modules stay there too.
 */
const QUESTION_BODIES = { 'modules.quiz.questions.text': 0, 'modules.quiz.questions.explanation': 0, 'modules.quiz.questions.translations': 0, 'modules.quiz.questions.options': 0 } as const;
const NO_MODULES = { modules: 0 } as const;

/** `reads.modules`: whether the caller shows the courses' modules (default: yes). */
export async function listCourses(actor: Actor | null, rawFilter: unknown, pageArgs: PageArgs, reads: { modules?: boolean } = {}): Promise<PageResult<CourseDoc>> {
  return findListPage(CourseModel, courseListQuery(actor, rawFilter), pageArgs, 50, reads.modules === false ? NO_MODULES : QUESTION_BODIES);
}

export async function getCourse(actor: Actor | null, id: string): Promise<CourseDoc | null> {
  const course = await findOneById(CourseModel, id);
  if (!course) return null;
  const viewerId = actor?.id;
  if (course.status === 'published' || isStaff(actor)) return course;
  // A learner keeps access to a course they enrolled in after it was unpublished or archived.
  if (viewerId && (await EnrollmentModel.exists({ user: viewerId, course: course._id }))) return course;
  return null;
}

export type CourseStats = {
  total: number;
  published: number;
  draft: number;
  archived: number;
  totalEnrollments: number;
  pendingPayments: number;
  averageRating: number;
  ratingCount: number;
};

/** The Course Management stat cards, computed from the data. */
export async function getCourseStats(actor: Actor | null): Promise<CourseStats> {
  requireStaff(actor);
  const [[row], totalEnrollments, pendingPayments] = await Promise.all([
    CourseModel.aggregate<{ total: number; published: number; draft: number; archived: number; ratingSum: number; ratingCount: number }>([
      {
        $group: {
          _id: null,
          total: { $sum: 1 },
          published: { $sum: { $cond: [{ $eq: ['$status', 'published'] }, 1, 0] } },
          draft: { $sum: { $cond: [{ $eq: ['$status', 'draft'] }, 1, 0] } },
          archived: { $sum: { $cond: [{ $eq: ['$status', 'archived'] }, 1, 0] } },
          ratingSum: { $sum: { $multiply: ['$rating', '$ratingCount'] } },
          ratingCount: { $sum: '$ratingCount' },
        },
      },
    ]),
    EnrollmentModel.countDocuments({}),
    EnrollmentModel.countDocuments({ paymentStatus: 'pending' }),
  ]);
  const ratingCount = row?.ratingCount ?? 0;
  return {
    total: row?.total ?? 0,
    published: row?.published ?? 0,
    draft: row?.draft ?? 0,
    archived: row?.archived ?? 0,
    totalEnrollments,
    pendingPayments,
    // Every learner's rating weighs the same, whichever course it was given to.
    averageRating: ratingCount ? roundToTenth((row?.ratingSum ?? 0) / ratingCount) : 0,
    ratingCount,
  };
}

export type CatalogStats = {
  totalCourses: number;
  levels: { level: CourseLevel; count: number }[];
  students: number;
  averageRating: number | null;
  ratingCount: number;
  instructors: number;
  certificateCourses: number;
};

/** The public Courses page figures: counts per level and totals over the published catalog. */
export async function getCatalogStats(): Promise<CatalogStats> {
  const rows = await CourseModel.aggregate<{ _id: CourseLevel; count: number; students: number; ratingSum: number; ratingCount: number; certificates: number; instructors: string[] }>([
    { $match: { status: 'published' } },
    {
      $group: {
        _id: '$level',
        count: { $sum: 1 },
        students: { $sum: '$enrollmentCount' },
        ratingSum: { $sum: { $multiply: ['$rating', '$ratingCount'] } },
        ratingCount: { $sum: '$ratingCount' },
        certificates: { $sum: { $cond: ['$certificate', 1, 0] } },
        instructors: { $addToSet: '$instructor.name' },
      },
    },
  ]);
  const byLevel = new Map(rows.map((r) => [r._id, r]));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((acc, r) => acc + pick(r), 0);
  const ratingCount = sum((r) => r.ratingCount);
  const instructors = new Set(rows.flatMap((r) => r.instructors).filter((name) => typeof name === 'string' && name.trim() !== ''));
  return {
    totalCourses: sum((r) => r.count),
    levels: COURSE_LEVELS.map((level) => ({ level, count: byLevel.get(level)?.count ?? 0 })),
    students: sum((r) => r.students),
    averageRating: ratingCount ? roundToTenth(sum((r) => r.ratingSum) / ratingCount) : null,
    ratingCount,
    instructors: instructors.size,
    certificateCourses: sum((r) => r.certificates),
  };
}

export async function createCourse(actor: Actor | null, input: unknown): Promise<CourseDoc> {
  const admin = requireStaff(actor);
  const data = await withSchedule(parseInput(CreateCourseInput, input), siteZone);
  const outline = await buildOutline(data.modules, null);
  assertPublishable({ status: data.status, modules: outline.modules }, true);
  return mongoose.connection.transaction(async (session) => {
    const [created] = await CourseModel.create([{ ...data, modules: outline.modules }], { session });
    if (!created) throw new Error('The course was not created');
    const course = created.toObject();
    await saveLessonContents(course._id, outline, session);
    await recordActivity({ actor: admin, action: 'create', entityType: 'course', entityId: course._id, summary: /*i18n*/ ({ message: '{actor} created course {title}', values: { actor: admin.name, title: course.title } }) }, session);
    return course;
  });
}

export async function updateCourse(actor: Actor | null, id: string, input: unknown): Promise<CourseDoc> {
  const admin = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(COURSE_NOT_FOUND);
  const data = await withSchedule(parseInput(UpdateCourseInput, input), siteZone);
  const current = await CourseModel.findById(id).lean();
  if (!current) throw new NotFoundError(COURSE_NOT_FOUND);

  const { modules, ...fields } = data;
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const outline = modules === undefined ? null : await buildOutline(modules, current);
  if (outline) set['modules'] = outline.modules;
  const status = data.status ?? current.status;
  assertPublishable({ status, modules: outline?.modules ?? current.modules }, outline !== null || status !== current.status);
  // The discount rule spans two fields, either of which may be kept from before.
  const price = (set['price'] as number | undefined) ?? current.price;
  const discount = 'discountPrice' in set ? (set['discountPrice'] as number | null) : (current.discountPrice ?? null);
  if (discount !== null && discount >= price) throw new ValidationError({ discountPrice: DISCOUNT_MESSAGE });

  return mongoose.connection.transaction(async (session) => {
    const found = await CourseModel.findById(id, null, { session }).lean();
    if (!found) throw new NotFoundError(COURSE_NOT_FOUND);
    // Versions keep each lesson's text beside the outline (course.restore.ts).
    const [before] = await courseVersions([found], session);
    const updated = await CourseModel.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after', runValidators: true, session }).lean();
    if (!updated) throw new NotFoundError(COURSE_NOT_FOUND);
    if (outline) await saveLessonContents(updated._id, outline, session);
    const [after] = await courseVersions([updated], session);
    await recordActivity({ actor: admin, action: 'update', entityType: 'course', entityId: id, summary: /*i18n*/ ({ message: '{actor} updated course {title}', values: { actor: admin.name, title: updated.title } }), before, after }, session);
    return updated;
  });
}

/** REST PUT: the whole course is validated (as for a new one), then saved like an update. */
export const replaceCourse = replaceWith(CreateCourseInput, updateCourse);

/**
 * A course with enrollments is never deleted, so no learner's enrollment is lost. The check and
 * the delete share one transaction; an enrollment writes the course too, so the two cannot cross.
 */
export async function deleteCourse(actor: Actor | null, id: string): Promise<string> {
  const admin = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(COURSE_NOT_FOUND);
  await mongoose.connection.transaction(async (session) => {
    const enrollments = await EnrollmentModel.countDocuments({ course: id }).session(session);
    if (enrollments > 0) throw new ConflictError(COURSE_MESSAGES.hasEnrollments(enrollments));
    const deleted = await CourseModel.findByIdAndDelete(id, { session }).lean();
    if (!deleted) throw new NotFoundError(COURSE_NOT_FOUND);
    // The version kept of a deleted course holds its lesson texts, so restoring it brings them back.
    const [version] = await courseVersions([deleted], session);
    await LessonContentModel.deleteMany({ course: deleted._id }, { session });
    await recordActivity({ actor: admin, action: 'delete', entityType: 'course', entityId: id, summary: /*i18n*/ ({ message: '{actor} deleted course {title}', values: { actor: admin.name, title: deleted.title } }), before: version }, session);
  });
  return id;
}

/** The courses with these ids, for lists that show each item's course (one query for the page). */
export async function findCoursesByIds(ids: readonly string[]): Promise<CourseDoc[]> {
  const valid = ids.filter(isObjectId);
  return valid.length ? CourseModel.find({ _id: { $in: valid } }).lean() : [];
}

/** The sitemap's course pages: every course a guest may open (published), with its last change. */
export async function listPublicCourseRefs(): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await CourseModel.find({ status: 'published' }, { _id: 1, updatedAt: 1 }).sort({ _id: 1 }).lean<{ _id: Types.ObjectId; updatedAt: Date }[]>();
  return rows.map((r) => ({ id: String(r._id), updatedAt: r.updatedAt }));
}

/** A course whatever its status (the learning module decides who may open it). */
export async function findCourseById(id: string): Promise<CourseDoc | null> {
  return findOneById(CourseModel, id);
}
