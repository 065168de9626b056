/**
 * Per-request DataLoaders, built for the caller: references resolved inside one GraphQL operation
 * are batched into one query per kind, so an operation costs a bounded number of database round
 * trips. Loaders that answer differently per viewer (my enrollment in a course) are built here too,
 * because the factory knows who is calling.
 */
import DataLoader from 'dataloader';
import { Types } from 'mongoose';
import { isObjectId } from '../core/ids.js';
import type { Actor } from '../modules/auth/actor.js';
import { CourseModel, type CourseDoc } from '../modules/courses/course.model.js';
import type { EnrollmentDoc } from '../modules/courses/enrollment.model.js';
import { findMyEnrollments } from '../modules/courses/enrollment.service.js';
import { JobModel, type JobDoc } from '../modules/jobs/job.model.js';
import { UserModel, type UserDoc } from '../modules/users/user.model.js';

/** A loader of documents by id string; ids that are not ObjectIds (or match nothing) load null. */
function byIds<T extends { _id: Types.ObjectId }>(load: (ids: Types.ObjectId[]) => Promise<T[]>) {
  return new DataLoader<string, T | null>(async (ids) => {
    const valid = ids.filter(isObjectId).map((id) => new Types.ObjectId(id));
    const docs = valid.length ? await load(valid) : [];
    const map = new Map(docs.map((d) => [d._id.toString(), d]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** The caller's own enrollment per course id (null where they have none; always null for guests). */
function myEnrollmentByCourse(actor: Actor | null) {
  return new DataLoader<string, EnrollmentDoc | null>(async (courseIds) => {
    const mine = await findMyEnrollments(actor, courseIds);
    const byCourse = new Map(mine.map((e) => [e.course.toString(), e]));
    return courseIds.map((id) => byCourse.get(id) ?? null);
  });
}

/** `caller`: the caller's document as the session read it, so reading the caller again costs nothing. */
export function createLoaders(actor: Actor | null, caller?: UserDoc) {
  const userById = byIds<UserDoc>((ids) => UserModel.find({ _id: { $in: ids } }).lean());
  if (caller) userById.prime(caller._id.toString(), caller);
  return {
    userById,
    courseById: byIds<CourseDoc>((ids) => CourseModel.find({ _id: { $in: ids } }).lean()),
    jobById: byIds<JobDoc>((ids) => JobModel.find({ _id: { $in: ids } }).lean()),
    myEnrollmentByCourse: myEnrollmentByCourse(actor),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * A document a resolver read itself, kept in the request's loader under its id, so what the same
 * operation resolves next (an enrollment's course, an application's job) does not read it again.
 */
export async function readThrough<T>(loader: DataLoader<string, T | null>, id: string, read: Promise<T | null>): Promise<T | null> {
  const doc = await read;
  if (doc) loader.prime(id, doc);
  return doc;
}
