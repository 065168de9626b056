/**
 * The reads and writes of user records that other modules make (sign-in, sessions, passwords,
 * profile, two-factor, notifications, reports, exports), each a named use, so the users module
 * sees every way its records are touched. The caller's rules (who may, what it means) stay in the
 * caller; a write inside the caller's transaction takes its `session`.
 */
import type { ClientSession, Types } from 'mongoose';
import { UserModel, type Role, type UserDoc } from './user.model.js';

type Id = string | Types.ObjectId;

/** A user by id, optionally only some fields (`projection`), optionally in a transaction. */
export async function findUserById(id: unknown, options: { projection?: Record<string, 0 | 1>; session?: ClientSession } = {}): Promise<UserDoc | null> {
  return UserModel.findById(id, options.projection ?? null, options.session ? { session: options.session } : {}).lean<UserDoc>();
}

/** A user by e-mail address (already trimmed and lower-cased). */
export async function findUserByEmail(email: string): Promise<UserDoc | null> {
  return UserModel.findOne({ email }).lean<UserDoc>();
}

export async function emailTaken(email: string): Promise<boolean> {
  return !!(await UserModel.exists({ email }));
}

/** Creates one account in the caller's transaction; answers the stored document. */
export async function createUserRecord(fields: Partial<UserDoc>, session: ClientSession) {
  const [doc] = await UserModel.create([fields], { session });
  return doc;
}

/** The active accounts of these roles (staff to notify, admins to mail), with the fields asked for. */
export async function activeUsersOfRoles<K extends keyof UserDoc>(roles: readonly Role[], fields: readonly K[]): Promise<Pick<UserDoc, K | '_id'>[]> {
  const projection = Object.fromEntries(fields.map((f) => [f, 1]));
  return UserModel.find({ role: { $in: roles }, status: 'active' }, { _id: 1, ...projection }).lean<Pick<UserDoc, K | '_id'>[]>();
}

// Sign-in and sessions ------------------------------------------------------------------------

/** The account that signs in with `email`, with its password hash and known addresses. */
export async function findUserForSignIn(email: string): Promise<UserDoc | null> {
  return UserModel.findOne({ email }).select('+passwordHash +knownAddresses').lean<UserDoc>();
}

/** The account a token names, with its revoked sign-ins. */
export async function findUserForSession(id: string): Promise<UserDoc | null> {
  return UserModel.findById(id).select('+revokedSessions').lean<UserDoc>();
}

/** The account with its password hash. */
export async function findUserWithPassword(id: string): Promise<UserDoc | null> {
  return UserModel.findById(id).select('+passwordHash').lean<UserDoc>();
}

/** The account with its two-factor secrets and known addresses. */
export async function findUserWithSecrets(id: unknown): Promise<UserDoc | null> {
  return UserModel.findById(id).select('+twoFactor +knownAddresses').lean<UserDoc>();
}

/** A sign-in at `at` from `address` (kept among the last `keep` known addresses); answers the account after it. */
export async function recordSignInOf(id: Id, at: Date, address: string, keep: number, session: ClientSession): Promise<UserDoc | null> {
  return UserModel.findByIdAndUpdate(
    id,
    { $set: { lastLogin: at, lastSignInAt: at }, $push: { knownAddresses: { $each: [address], $slice: -keep } } },
    { returnDocument: 'after', session },
  ).lean<UserDoc>();
}

/** Signs one sign-in out until `until`, forgetting revocations that lapsed before `now`. */
export async function revokeSessionOf(id: string, sessionId: string, until: Date, now: Date): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $pull: { revokedSessions: { until: { $lt: now } } } });
  await UserModel.updateOne({ _id: id }, { $push: { revokedSessions: { sid: sessionId, until } } });
}

/** Every earlier token of the account now carries an old version; the revoked list has nothing left to guard. */
export async function revokeEverySessionOf(id: string): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $inc: { tokenVersion: 1 }, $unset: { revokedSessions: 1 } });
}

/** A new password hash, signing out every earlier token; `locksLiftedAt` also lifts the sign-in locks set before it. */
export async function setPasswordHashOf(id: Id, passwordHash: string, session: ClientSession, locksLiftedAt?: Date): Promise<UserDoc | null> {
  return UserModel.findByIdAndUpdate(id, { $set: { passwordHash, ...(locksLiftedAt ? { locksLiftedAt } : {}) }, $inc: { tokenVersion: 1 } }, { returnDocument: 'after', session }).lean<UserDoc>();
}

/** Sets (`set`) and clears (`unset`) the account's own profile fields; answers the account after it. */
export async function updateProfileFieldsOf(id: string, set: Record<string, unknown>, unset: Record<string, 1>, session: ClientSession): Promise<UserDoc | null> {
  return UserModel.findByIdAndUpdate(id, { ...(Object.keys(set).length ? { $set: set } : {}), ...(Object.keys(unset).length ? { $unset: unset } : {}) }, { returnDocument: 'after', session }).lean<UserDoc>();
}

// Two-factor ----------------------------------------------------------------------------------

/**
 * Takes an authenticator step for the account: only if the secret is still `sealed` and no later
 * or equal step was taken, in one conditional write. Answers whether it was taken.
 */
export async function takeTotpStepOf(id: Id, sealed: string | null | undefined, step: number): Promise<boolean> {
  const taken = await UserModel.updateOne({ _id: id, 'twoFactor.secret': sealed, 'twoFactor.lastTotpStep': { $not: { $gte: step } } }, { $set: { 'twoFactor.lastTotpStep': step } });
  return taken.modifiedCount === 1;
}

/** Uses up a recovery code (its hash leaves the list in the write that accepts it); answers whether it was there. */
export async function useRecoveryCodeOf(id: Id, hash: string): Promise<boolean> {
  const used = await UserModel.updateOne({ _id: id, 'twoFactor.recoveryCodes': hash }, { $pull: { 'twoFactor.recoveryCodes': hash } });
  return used.modifiedCount === 1;
}

export async function setPendingTwoFactorSecretOf(id: Id, sealed: string): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $set: { 'twoFactor.pendingSecret': sealed } });
}

/** Turns the pending secret into the account's factor, if it is still the pending one; answers the account after it. */
export async function enableTwoFactorOf(id: Id, sealedPending: string, recoveryCodeHashes: string[], step: number, session: ClientSession): Promise<UserDoc | null> {
  return UserModel.findOneAndUpdate(
    { _id: id, 'twoFactor.pendingSecret': sealedPending },
    { $set: { twoFactor: { secret: sealedPending, recoveryCodes: recoveryCodeHashes, lastTotpStep: step }, twoFactorEnabledAt: new Date() } },
    { returnDocument: 'after', session },
  ).lean<UserDoc>();
}

export async function clearTwoFactorOf(id: Id, session: ClientSession): Promise<UserDoc | null> {
  return UserModel.findByIdAndUpdate(id, { $unset: { twoFactor: 1, twoFactorEnabledAt: 1 } }, { returnDocument: 'after', session }).lean<UserDoc>();
}
