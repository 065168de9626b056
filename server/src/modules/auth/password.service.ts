/**
 * Password flows: change (signed in), forgot (a single-use link by e-mail) and reset (with that link,
 * or the invitation's). Forgot-password answers the same, in the same time, for any e-mail: the link
 * is made and sent after the answer.
 */
import mongoose from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { UnauthenticatedError, ValidationError } from '../../core/errors.js';
import { recordActivity } from '../activity/index.js';
import { passwordChangedMail, passwordResetMail, queueMailInTransaction, sendQueuedMail } from '../mail/index.js';
import { assertPasswordPolicy, consumePasswordToken, findUserByEmail, findUserWithPassword, hashPassword, issuePasswordToken, setPasswordHashOf, verifyPassword, type UserDoc } from '../users/index.js';
import { requireUser, type Actor } from '../../core/actor.js';
import { runInBackground } from './background.js';
import { issueToken } from './issue-token.js';
import { consume } from './rate-limits.js';

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this e-mail address, we have sent a link to reset the password. The link is valid for 1 hour.';
const INVALID_LINK = /*i18n*/ { message: 'This password link is invalid or has expired.' };

export async function changePassword(deps: AppDeps, actor: Actor | null, currentPassword: unknown, newPassword: unknown): Promise<{ user: UserDoc; token: string }> {
  const self = requireUser(actor);
  if (typeof currentPassword !== 'string' || !currentPassword) throw new ValidationError({ currentPassword: /*i18n*/ { message: 'Current password is required' } });
  if (typeof newPassword !== 'string' || !newPassword) throw new ValidationError({ newPassword: /*i18n*/ { message: 'New password is required' } });
  const user = await findUserWithPassword(self.id);
  if (!user) throw new UnauthenticatedError();
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new ValidationError({ currentPassword: /*i18n*/ { message: 'Current password is incorrect' } });
  await assertPasswordPolicy(newPassword, 'newPassword');
  // A new token version signs out every other session; this one gets a fresh token.
  const passwordHash = await hashPassword(newPassword);
  const { updated, mail } = await mongoose.connection.transaction(async (session) => {
    const saved = await setPasswordHashOf(self.id, passwordHash, session);
    if (!saved) throw new UnauthenticatedError();
    await recordActivity({ actor: self, action: 'update', entityType: 'user', entityId: self.id, summary: /*i18n*/ ({ message: '{actor} changed their password', values: { actor: self.name } }) }, session);
    const queued = await queueMailInTransaction(deps, session, { to: saved.email, language: saved.language, template: passwordChangedMail, data: { name: saved.name } });
    return { updated: saved, mail: queued };
  });
  await sendQueuedMail(deps, mail);
  return { user: updated, token: await issueToken(deps.config.jwtSecret, updated) };
}

export async function forgotPassword(deps: AppDeps, rawEmail: unknown, ip: string): Promise<{ message: string }> {
  const address = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
  if (!address) throw new ValidationError({ email: /*i18n*/ { message: 'Email is required' } });
  await consume('forgotPerIp', ip);
  await consume('forgotPerEmail', address);
  const user = await findUserByEmail(address);
  if (user && user.status !== 'pending') runInBackground(deps.log, 'the reset e-mail', () => sendResetLink(deps, user));
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/** The link and its e-mail in one transaction: no link is issued that its owner never hears of. */
async function sendResetLink(deps: AppDeps, user: UserDoc): Promise<void> {
  const mail = await mongoose.connection.transaction(async (session) => {
    const token = await issuePasswordToken(user._id, 'reset', session);
    return queueMailInTransaction(deps, session, { to: user.email, language: user.language, template: passwordResetMail, data: { name: user.name, token }, secrets: [token] });
  });
  await sendQueuedMail(deps, mail);
}

/**
 * Sets a new password with a single-use link. It also lifts every sign-in lock on the account set
 * before now: the link mailed at lockout is such a link, so the owner is never locked out.
 */
export async function resetPassword(token: unknown, newPassword: unknown): Promise<{ message: string }> {
  if (typeof token !== 'string' || !token) throw new ValidationError({ token: INVALID_LINK });
  if (typeof newPassword !== 'string' || !newPassword) throw new ValidationError({ newPassword: /*i18n*/ { message: 'New password is required' } });
  // Checked before the token is used, so a rejected password does not burn the link.
  await assertPasswordPolicy(newPassword, 'newPassword');
  const userId = await consumePasswordToken(token);
  if (!userId) throw new ValidationError({ token: INVALID_LINK });
  const passwordHash = await hashPassword(newPassword);
  await mongoose.connection.transaction(async (session) => {
    const updated = await setPasswordHashOf(userId, passwordHash, session, new Date());
    if (!updated) throw new ValidationError({ token: INVALID_LINK });
    const who = { id: updated._id.toString(), name: updated.name, role: updated.role, email: updated.email };
    await recordActivity({ actor: who, action: 'update', entityType: 'user', entityId: updated._id, summary: /*i18n*/ ({ message: '{actor} set a new password with an e-mailed link', values: { actor: updated.name } }) }, session);
  });
  return { message: 'Your password has been set. You can now sign in with it.' };
}
