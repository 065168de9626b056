/**
 * User Management: administrators and editors see and change users; users see only themselves.
 * Only administrators grant or remove the admin and editor roles and change, suspend or delete an
 * admin (else an editor could promote itself and the role would bound nothing). Nobody can delete
 * or demote themselves, and the last active admin cannot be removed.
 */
import mongoose, { type ClientSession, type QueryFilter } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { recordActivity } from '../activity/index.js';
import { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { findListPage, type PageArgs, type PageResult, searchFields } from '../../core/pagination.js';
import { optionalText, parseInput, requiredText } from '../../core/validation.js';
import { applyRollupChange } from '../insights/index.js';
import { adminRequestDecidedMail, invitationMail, queueMailInTransaction, sendQueuedMail, type QueuedMail } from '../mail/index.js';
import { requireAdmin, requireSelfOrStaff, requireStaff, type Actor } from '../../core/actor.js';
import { issuePasswordToken } from './passwords.js';
import { type Role, ROLES, STAFF_ROLES, USER_STATUSES, type UserDoc, UserModel } from './user.model.js';
import { CANNOT_CHANGE_LAST_ADMIN, CANNOT_CHANGE_SELF, CANNOT_DELETE_LAST_ADMIN, CANNOT_DELETE_SELF, isLastActiveAdmin } from './user-guards.js';

const NOT_FOUND = /*i18n*/ { message: 'User not found' };
import { findOneById, isObjectId } from '../../core/ids.js';
import { replaceWith } from '../../core/staff-replace.js';

const email = z
  .string({ error: 'Email address is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email address is required' })
  .pipe(z.email({ error: 'Enter a valid email address' }));
const role = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });
const status = z.enum(USER_STATUSES, { error: `Status must be one of ${USER_STATUSES.join(', ')}` });

const details = {
  phone: optionalText('Phone number', 40),
  company: optionalText('Company', 120),
  department: optionalText('Department', 120),
  position: optionalText('Position', 120),
};

/** Spec section 6: a new user defaults to role user and status active. */
export const CreateUserInput = z.object({
  name: requiredText('Full Name', 100),
  email,
  role: role.nullish().transform((r) => r ?? 'user'),
  status: status.nullish().transform((s) => s ?? 'active'),
  ...details,
});

export const UpdateUserInput = z.object({
  name: requiredText('Full Name', 100).nullish(),
  email: email.nullish(),
  role: role.nullish(),
  status: status.nullish(),
  ...details,
});

/** REST PUT: the whole user is validated (name and e-mail required); role and status left out keep theirs. */
export const ReplaceUserInput = UpdateUserInput.extend({ name: requiredText('Full Name', 100), email });

const UserFilterInput = z
  .object({ search: z.string().trim().max(200).nullish(), role: role.nullish(), status: status.nullish() })
  .nullish();

/** The User Management list's query and order, shared by the list and its export. */
export function userListQuery(actor: Actor | null, rawFilter: unknown): { query: QueryFilter<UserDoc>; sort: Record<string, 1 | -1> } {
  requireStaff(actor);
  const filter = parseInput(UserFilterInput, rawFilter) ?? {};
  const query: QueryFilter<UserDoc> = {};
  if (filter.role) query.role = filter.role;
  if (filter.status) query.status = filter.status;
  if (filter.search) query.$or = searchFields(filter.search, ['name', 'email']);
  return { query, sort: { createdAt: -1, _id: -1 } };
}

export async function listUsers(actor: Actor | null, rawFilter: unknown, pageArgs: PageArgs): Promise<PageResult<UserDoc>> {
  return findListPage(UserModel, userListQuery(actor, rawFilter), pageArgs);
}

export async function getUser(actor: Actor | null, id: string): Promise<UserDoc | null> {
  requireSelfOrStaff(actor, id);
  return findOneById(UserModel, id);
}

export type UserStats = { total: number; active: number; inactive: number; suspended: number; pending: number };

export async function getUserStats(actor: Actor | null): Promise<UserStats> {
  requireStaff(actor);
  const rows = await UserModel.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }]);
  const by = Object.fromEntries(rows.map((r) => [r._id, r.n])) as Record<string, number>;
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    active: by['active'] ?? 0,
    inactive: by['inactive'] ?? 0,
    suspended: by['suspended'] ?? 0,
    pending: by['pending'] ?? 0,
  };
}

async function assertEmailFree(address: string, exceptId?: string): Promise<void> {
  const existing = await UserModel.findOne({ email: address }, { _id: 1 }).lean();
  if (existing && existing._id.toString() !== exceptId) {
    throw new ConflictError(/*i18n*/ { message: 'An account with this email already exists' }, { email: /*i18n*/ { message: 'An account with this email already exists' } });
  }
}

/**
 * Administrators only: granting or removing the admin or editor role, and changing another admin's
 * or editor's account (a new address would let the changer reset their password).
 */
function requireRoleAuthority(actor: Actor, target: Pick<UserDoc, '_id' | 'role'> | null, newRole: Role): void {
  const roleChanges = !target || target.role !== newRole;
  const grantsOrRemovesStaff = roleChanges && (STAFF_ROLES.includes(newRole) || (!!target && STAFF_ROLES.includes(target.role)));
  const changesOtherStaff = !!target && target._id.toString() !== actor.id && STAFF_ROLES.includes(target.role);
  if (grantsOrRemovesStaff || changesOtherStaff) requireAdmin(actor);
}

export async function createUser(deps: AppDeps, actor: Actor | null, raw: unknown): Promise<UserDoc> {
  const admin = requireStaff(actor);
  const data = parseInput(CreateUserInput, raw);
  requireRoleAuthority(admin, null, data.role);
  await assertEmailFree(data.email);
  const { created, invitation } = await mongoose.connection.transaction(async (session) => {
    const [doc] = await UserModel.create([data], { session });
    if (!doc) throw new Error('The user was not created');
    await applyRollupChange(session, { kind: 'user', before: null, after: doc });
    const user = doc.toObject();
    await recordActivity({ actor: admin, action: 'create', entityType: 'user', entityId: user._id, summary: /*i18n*/ ({ message: '{actor} added {name} as {role, select, admin {administrator} editor {editor} applicant {candidate} other {student}}', values: { actor: admin.name, name: user.name, role: user.role } }) }, session);
    return { created: user, invitation: await queueInvitation(deps, session, user, admin.name) };
  });
  await sendQueuedMail(deps, invitation);
  return created;
}

/** The invitation's link and e-mail, written in the transaction that adds the user (one by one or imported): an added user always has one. */
export async function queueInvitation(deps: AppDeps, session: ClientSession, user: Pick<UserDoc, '_id' | 'name' | 'email' | 'language'>, adminName: string): Promise<QueuedMail> {
  const token = await issuePasswordToken(user._id, 'invite', session);
  return queueMailInTransaction(deps, session, { to: user.email, language: user.language, template: invitationMail, data: { name: user.name, invitedBy: adminName, token }, secrets: [token] });
}

/** Would this change leave the site without an active administrator? */
export async function updateUser(actor: Actor | null, id: string, raw: unknown): Promise<UserDoc> {
  const admin = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(NOT_FOUND);
  const data = parseInput(UpdateUserInput, raw ?? {});
  const user = await UserModel.findById(id).lean();
  if (!user) throw new NotFoundError(NOT_FOUND);

  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  for (const key of ['name', 'email', 'role', 'status'] as const) if (data[key]) set[key] = data[key];
  for (const key of ['phone', 'company', 'department', 'position'] as const) {
    if (!Object.hasOwn(given, key)) continue;
    if (data[key] === undefined) unset[key] = 1;
    else set[key] = data[key];
  }

  const newRole = (set['role'] as UserDoc['role'] | undefined) ?? user.role;
  const newStatus = (set['status'] as UserDoc['status'] | undefined) ?? user.status;
  requireRoleAuthority(admin, user, newRole);
  if (id === admin.id && (!STAFF_ROLES.includes(newRole) || newStatus !== 'active')) {
    throw new ForbiddenError(CANNOT_CHANGE_SELF);
  }
  if ((newRole !== 'admin' || newStatus !== 'active') && (await isLastActiveAdmin(user))) {
    throw new ConflictError(CANNOT_CHANGE_LAST_ADMIN);
  }
  if (set['email'] && set['email'] !== user.email) await assertEmailFree(set['email'] as string, id);

  // Suspending, deactivating or demoting signs the user out everywhere.
  const revokes = newStatus !== user.status || newRole !== user.role;
  return mongoose.connection.transaction(async (session) => {
    const updated = await UserModel.findByIdAndUpdate(
      id,
      {
        ...(Object.keys(set).length ? { $set: set } : {}),
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
        ...(revokes ? { $inc: { tokenVersion: 1 } } : {}),
      },
      { returnDocument: 'after', session },
    ).lean();
    if (!updated) throw new NotFoundError(NOT_FOUND);
    await recordActivity({ actor: admin, action: 'update', entityType: 'user', entityId: id, summary: /*i18n*/ ({ message: '{actor} updated {name}', values: { actor: admin.name, name: updated.name } }), before: user, after: updated }, session);
    return updated;
  });
}

/** REST PUT: validated as a whole, then saved like an update. */
export const replaceUser = replaceWith(ReplaceUserInput, updateUser);

export async function deleteUser(actor: Actor | null, id: string): Promise<string> {
  const admin = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(NOT_FOUND);
  if (id === admin.id) throw new ForbiddenError(CANNOT_DELETE_SELF);
  const user = await UserModel.findById(id).lean();
  if (!user) throw new NotFoundError(NOT_FOUND);
  if (STAFF_ROLES.includes(user.role)) requireAdmin(admin);
  if (await isLastActiveAdmin(user)) throw new ConflictError(CANNOT_DELETE_LAST_ADMIN);
  await mongoose.connection.transaction(async (session) => {
    const removed = await UserModel.findOneAndDelete({ _id: id }, { session }).lean();
    if (removed) await applyRollupChange(session, { kind: 'user', before: removed, after: null });
    await recordActivity({ actor: admin, action: 'delete', entityType: 'user', entityId: id, summary: /*i18n*/ ({ message: '{actor} deleted {name} ({role, select, admin {administrator} editor {editor} applicant {candidate} other {student}})', values: { actor: admin.name, name: user.name, role: user.role } }) }, session);
  });
  return id;
}

async function pendingRequest(id: string): Promise<UserDoc> {
  if (!isObjectId(id)) throw new NotFoundError(NOT_FOUND);
  const user = await UserModel.findById(id).lean();
  if (!user) throw new NotFoundError(NOT_FOUND);
  if (user.status !== 'pending') throw new ValidationError({ id: /*i18n*/ { message: 'This user has no pending request' } });
  return user;
}


/** Approving grants the admin role, so it is an administrator's decision. */
export async function approveUser(deps: AppDeps, actor: Actor | null, id: string, reason?: string | null): Promise<UserDoc> {
  const admin = requireAdmin(actor);
  const user = await pendingRequest(id);
  const { updated, mail } = await mongoose.connection.transaction(async (session) => {
    const approved = await UserModel.findOneAndUpdate({ _id: id, status: 'pending' }, { $set: { status: 'active' } }, { returnDocument: 'after', session }).lean();
    if (!approved) throw new ValidationError({ id: /*i18n*/ { message: 'This user has no pending request' } });
    const summary = /*i18n*/ ({ message: '{actor} approved the admin access request of {name}', values: { actor: admin.name, name: approved.name } });
    await recordActivity({ actor: admin, action: 'approval', entityType: 'user', entityId: id, summary, before: user, after: approved }, session);
    const queued = await queueMailInTransaction(deps, session, { to: user.email, language: user.language, template: adminRequestDecidedMail, data: { name: user.name, approved: true, note: reason ?? null } });
    return { updated: approved, mail: queued };
  });
  await sendQueuedMail(deps, mail);
  return updated;
}

export async function rejectUser(deps: AppDeps, actor: Actor | null, id: string, reason?: string | null): Promise<string> {
  const admin = requireStaff(actor);
  const user = await pendingRequest(id);
  const mail = await mongoose.connection.transaction(async (session) => {
    const removed = await UserModel.findOneAndDelete({ _id: id, status: 'pending' }, { session }).lean();
    if (removed) await applyRollupChange(session, { kind: 'user', before: removed, after: null });
    const summary = /*i18n*/ ({ message: '{actor} declined the admin access request of {name}', values: { actor: admin.name, name: user.name } });
    await recordActivity({ actor: admin, action: 'rejection', entityType: 'user', entityId: id, summary }, session);
    return queueMailInTransaction(deps, session, { to: user.email, language: user.language, template: adminRequestDecidedMail, data: { name: user.name, approved: false, note: reason ?? null } });
  });
  await sendQueuedMail(deps, mail);
  return id;
}

