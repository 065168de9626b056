/**
 * Per-request DataLoaders: references resolved inside one GraphQL operation are batched into one
 * query per kind, so an operation costs a bounded number of database round trips.
 */
import DataLoader from 'dataloader';
import { Types } from 'mongoose';
import { UserModel, type UserDoc } from '../modules/users/user.model.js';
import { CourseModel, type CourseDoc } from '../modules/courses/course.model.js';
import { JobModel, type JobDoc } from '../modules/jobs/job.model.js';

function byIds<T extends { _id: Types.ObjectId }>(load: (ids: Types.ObjectId[]) => Promise<T[]>) {
  return new DataLoader<string, T | null>(async (ids) => {
    const valid = ids.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    const docs = await load(valid);
    const map = new Map(docs.map((d) => [d._id.toString(), d]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

export function createLoaders() {
  return {
    userById: byIds<UserDoc>((ids) => UserModel.find({ _id: { $in: ids } }).lean()),
    courseById: byIds<CourseDoc>((ids) => CourseModel.find({ _id: { $in: ids } }).lean()),
    jobById: byIds<JobDoc>((ids) => JobModel.find({ _id: { $in: ids } }).lean()),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
