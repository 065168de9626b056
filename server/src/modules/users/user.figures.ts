/**
 * What the dashboards count in the user records (read-only), and the two fields the insight
 * figures keep on an account: `firstEngagedAt` (the first enrollment or application, for
 * Conversion; moved by the rollups through users.module.ts) and `lastSignInAt` (Active Users),
 * written in the caller's transaction where it passes one.
 */
import type { AnyBulkWriteOperation, ClientSession, Types } from 'mongoose';
import { recordFigures } from '../../core/record-figures.js';
import { UserModel, type UserDoc } from './user.model.js';

export const userFigures = recordFigures(UserModel);

type Engagement = Pick<UserDoc, '_id' | 'createdAt' | 'firstEngagedAt'>;

/** Moves the account's first engagement back to `at` if that is earlier; answers the account before the write. */
export async function engageUserAt(id: Types.ObjectId, at: Date, session: ClientSession): Promise<Engagement | null> {
  return UserModel.findOneAndUpdate({ _id: id }, { $min: { firstEngagedAt: at } }, { session, timestamps: false, returnDocument: 'before', projection: { createdAt: 1, firstEngagedAt: 1 } }).lean<Engagement>();
}

/** Sets the account's first engagement (none: `null`); answers the account before the write. */
export async function setFirstEngagedAt(id: Types.ObjectId, first: Date | null, session: ClientSession): Promise<Engagement | null> {
  return UserModel.findOneAndUpdate({ _id: id }, first ? { $set: { firstEngagedAt: first } } : { $unset: { firstEngagedAt: 1 } }, { session, timestamps: false, returnDocument: 'before', projection: { createdAt: 1, firstEngagedAt: 1 } }).lean<Engagement>();
}

/** Every account's two kept fields, for their repair. */
export async function engagementOfUsers(): Promise<Pick<UserDoc, '_id' | 'firstEngagedAt' | 'lastSignInAt'>[]> {
  return UserModel.find({}, { firstEngagedAt: 1, lastSignInAt: 1 }).lean<Pick<UserDoc, '_id' | 'firstEngagedAt' | 'lastSignInAt'>[]>();
}

/** Writes repairs of the two kept fields (`updateOne`s of `firstEngagedAt` / `lastSignInAt`), unordered. */
export async function repairEngagementOfUsers(ops: AnyBulkWriteOperation[]): Promise<void> {
  await UserModel.bulkWrite(ops as never[], { ordered: false });
}
