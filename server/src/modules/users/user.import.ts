/** The users as an import type: each new user invited once the import has committed; staff roles only with an admin's confirmation. */
import { importTarget } from '../../core/import-target.js';
import { applyRollupChange } from '../insights/index.js';
import { STAFF_ROLES, UserModel, type Role, type UserDoc } from './user.model.js';
import mongoose from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { sendQueuedMail } from '../mail/index.js';
import { CreateUserInput, queueInvitation } from './user.service.js';

export const STAFF_ROLE_MESSAGE = 'Only an administrator who confirms it can import administrators and editors';

/** Fields an import may change on an existing user: never role or status (those go through User Management's checks). */
const USER_UPDATABLE = ['name', 'phone', 'company', 'department', 'position'];

export const usersImport = importTarget({
  type: 'users',
  fields: { name: 'text', email: 'text', role: 'text', status: 'text', phone: 'text', company: 'text', department: 'text', position: 'text' },
  aliases: { fullname: 'name', emailaddress: 'email', mail: 'email', phonenumber: 'phone', telephone: 'phone', jobtitle: 'position' },
  schema: CreateUserInput,
  model: UserModel,
  key: 'email',
  entityType: 'user',
  refuse: (data, { actor, allowStaffRoles }) =>
    STAFF_ROLES.includes(data['role'] as Role) && !(actor.role === 'admin' && allowStaffRoles) ? { field: 'role', message: STAFF_ROLE_MESSAGE } : null,
  updateSet: (data) => Object.fromEntries(USER_UPDATABLE.filter((k) => data[k] !== undefined).map((k) => [k, data[k]])),
  // The new accounts' sign-ups, in the import's transaction like any other write, each marked as
  // waiting for its invitation; the invitations once it has committed. Drawing an e-mail takes
  // milliseconds, so 50,000 of them (the import's limit) inside the import's transaction would
  // outlast MongoDB's 60 s limit on a transaction's life and refuse the whole import.
  afterCreate: async (created, session, { deps, byName }) => {
    const users = created as unknown as UserDoc[];
    await applyRollupChange(session, ...users.map((u) => ({ kind: 'user' as const, before: null, after: u })));
    await UserModel.updateMany({ _id: { $in: users.map((u) => u._id) } }, { $set: { invitationPendingBy: byName } }, { session });
    return () => inviteImported(deps, users, byName);
  },
});

/**
 * Each imported user's invitation: its link and its e-mail written in one small transaction with
 * the user's waiting mark taken off (no link is issued that its owner never hears of, and two
 * processes never invite the same user twice), then its first try. One that cannot be written is
 * logged and keeps its mark; the others still go.
 */
async function inviteImported(deps: AppDeps, users: Pick<UserDoc, '_id' | 'name' | 'email' | 'language'>[], byName: string): Promise<void> {
  for (const user of users) {
    try {
      const mail = await mongoose.connection.transaction(async (session) => {
        const claimed = await UserModel.updateOne({ _id: user._id, invitationPendingBy: { $exists: true } }, { $unset: { invitationPendingBy: 1 } }, { session });
        return claimed.modifiedCount ? queueInvitation(deps, session, user, byName) : null;
      });
      await sendQueuedMail(deps, mail);
    } catch (err) {
      deps.log.error({ err, userId: user._id.toString() }, 'an imported user could not be invited');
    }
  }
}

/**
 * At start-up: the imported users whose invitation was never written (a process stopped between an
 * import's commit and its invitations), invited now. Answers how many were waiting.
 */
export async function inviteWaitingImportedUsers(deps: AppDeps): Promise<number> {
  const waiting = await UserModel.find({ invitationPendingBy: { $exists: true } }, { name: 1, email: 1, language: 1, invitationPendingBy: 1 }).lean();
  const byImporter = new Map<string, typeof waiting>();
  for (const user of waiting) {
    const by = user.invitationPendingBy ?? '';
    byImporter.set(by, [...(byImporter.get(by) ?? []), user]);
  }
  for (const [by, users] of byImporter) await inviteImported(deps, users, by);
  if (waiting.length) deps.log.info({ users: waiting.length }, 'imported users invited after a restart');
  return waiting.length;
}
