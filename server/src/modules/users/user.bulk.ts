/**
 * Bulk actions on User Management's list: activate or suspend the accounts chosen on the page or
 * every account matching the filter, in one transaction with one activity entry (undoable). Each
 * account is checked as a one-by-one change would be: an editor may not change an administrator's
 * or editor's account, nobody suspends themselves, and the last active administrator stays active.
 * A status change signs the account out everywhere, as one-by-one.
 */
import mongoose, { Types } from 'mongoose';
import { z } from 'zod';
import { ONLY_ADMINS_MESSAGE, requireStaff, type Actor } from '../../core/actor.js';
import { bulkInput, idsMatching, type BulkRefusal, type BulkResult } from '../../core/bulk.js';
import { ForbiddenError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import type { MessageText } from '../../i18n/message.js';
import { applyInChunks, recordBulk, registerRestorer, withBulkProgress, type Snapshot } from '../activity/index.js';
import { CANNOT_CHANGE_SELF, CANNOT_CHANGE_LAST_ADMIN } from './user-guards.js';
import { STAFF_ROLES, UserModel, type UserDoc, type UserStatus } from './user.model.js';
import { userListQuery } from './user.service.js';

const USER_MESSAGES = {
  notFound: /*i18n*/ { message: 'User not found' },
  alreadyActive: /*i18n*/ { message: 'It is already active.' },
  alreadySuspended: /*i18n*/ { message: 'It is already suspended.' },
  pending: /*i18n*/ { message: 'This account waits for approval: approve or reject the request instead.' },
};

export const USER_BULK_ACTIONS = ['activate', 'suspend'] as const;
export const BulkUsersInput = bulkInput(USER_BULK_ACTIONS, z.unknown().optional());

const TARGET: Record<(typeof USER_BULK_ACTIONS)[number], UserStatus> = { activate: 'active', suspend: 'suspended' };
/** What a bulk action keeps of an account to undo it: never its password hash or tokens. */
const KEPT = { _id: 1, name: 1, email: 1, role: 1, status: 1 } as const;
type Kept = Pick<UserDoc, '_id' | 'name' | 'email' | 'role' | 'status'>;

const touchesStaff = (actor: Actor, user: Pick<UserDoc, '_id' | 'role'>) => actor.role !== 'admin' && STAFF_ROLES.includes(user.role) && user._id.toHexString() !== actor.id;

export async function bulkUsers(actor: Actor | null, raw: unknown): Promise<BulkResult> {
  const admin = requireStaff(actor);
  const input = parseInput(BulkUsersInput, raw);
  const ids = input.ids
    ? [...new Set(input.ids)]
    : await idsMatching((limit) => UserModel.find(userListQuery(admin, input.filter).query, { _id: 1 }).limit(limit).lean());
  const target = TARGET[input.action];
  return withBulkProgress(admin, input.progressKey, ids.length, (progress) => mongoose.connection.transaction(async (session) => {
    const users = await UserModel.find({ _id: { $in: ids.filter(isObjectId).map((id) => new Types.ObjectId(id)) } }, KEPT, { session }).lean<Kept[]>();
    const byId = new Map(users.map((u) => [u._id.toHexString(), u]));
    // Suspending several administrators together must still leave one active.
    let activeAdmins = await UserModel.countDocuments({ role: 'admin', status: 'active' }, { session });
    const refused: BulkRefusal[] = [];
    const chosen: Kept[] = [];
    for (const id of ids) {
      const user = byId.get(id);
      let reason: MessageText | null = null;
      if (!user) reason = USER_MESSAGES.notFound;
      else if (user.status === target) reason = target === 'active' ? USER_MESSAGES.alreadyActive : USER_MESSAGES.alreadySuspended;
      else if (user.status === 'pending') reason = USER_MESSAGES.pending;
      else if (touchesStaff(admin, user)) reason = ONLY_ADMINS_MESSAGE;
      else if (target === 'suspended' && id === admin.id) reason = CANNOT_CHANGE_SELF;
      else if (target === 'suspended' && user.role === 'admin' && user.status === 'active' && activeAdmins <= 1) reason = CANNOT_CHANGE_LAST_ADMIN;
      if (reason || !user) {
        refused.push({ id, name: user?.name ?? null, reason: reason ?? USER_MESSAGES.notFound });
        continue;
      }
      if (target === 'suspended' && user.role === 'admin' && user.status === 'active') activeAdmins -= 1;
      chosen.push(user);
    }
    if (!chosen.length) return { batchId: null, succeeded: [], refused };
    await applyInChunks(progress, chosen.map((u) => u._id), (chunk) => UserModel.updateMany({ _id: { $in: chunk } }, { $set: { status: target }, $inc: { tokenVersion: 1 } }, { session }));
    const count = chosen.length;
    const summary = /*i18n*/ ({
      message: '{actor} {target, select, active {activated} other {suspended}} {count, plural, one {# user} other {# users}}: {names}',
      values: { actor: admin.name, target, count, names: chosen.map((u) => u.name).join(', ') },
    });
    const batchId = await recordBulk(admin, { entityType: 'user', action: 'status-change', summary, before: chosen }, session, progress);
    return { batchId, succeeded: chosen.map((u) => u._id.toHexString()), refused };
  }));
}

// Undoing a bulk action puts each account's status back (and signs it out, as any status change does).
registerRestorer('user', {
  read: (ids, session) => UserModel.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, KEPT, { session }).lean<Snapshot[]>(),
  write: async (actor, snapshots, session) => {
    const ids = snapshots.map((s) => new Types.ObjectId(String(s._id)));
    const current = await UserModel.find({ _id: { $in: ids } }, KEPT, { session }).lean<Kept[]>();
    if (current.some((u) => touchesStaff(actor, u))) throw new ForbiddenError(ONLY_ADMINS_MESSAGE);
    await UserModel.bulkWrite(
      snapshots.map((s) => ({ updateOne: { filter: { _id: new Types.ObjectId(String(s._id)) }, update: { $set: { status: s['status'] as UserStatus }, $inc: { tokenVersion: 1 } } } })),
      { session },
    );
  },
  label: (s) => /*i18n*/ ({ message: 'user {name}', values: { name: typeof s['name'] === 'string' ? s['name'] : '' } }),
});
