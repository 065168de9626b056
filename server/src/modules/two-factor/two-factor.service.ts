/**
 * Two-factor sign-in: the code step after the password, enrollment (during sign-in with
 * the ticket, or from the profile), turning it off with a code, and an administrator's reset.
 * The TOTP secret is shown once, while it is being set up; after that it never leaves the server.
 */
import type { MessageText } from '../../i18n/message.js';
import mongoose, { type ClientSession } from 'mongoose';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import type { AppDeps } from '../../app-deps.js';
import { recordActivity } from '../activity/index.js';
import { requireAdmin, requireUser, type Actor } from '../../core/actor.js';
import { completeSignIn } from '../auth/index.js';
import { getSettings } from '../settings/index.js';
import { clearTwoFactorOf, enableTwoFactorOf, findUserById, findUserWithSecrets, setPendingTwoFactorSecretOf, type UserDoc } from '../users/index.js';
import { assertCode, assertSetupCode, codeInput, openSecret } from './two-factor-codes.js';
import { twoFactorRequiredFor } from './two-factor-policy.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { seal } from '../../core/secret-box.js';
import { verifyTicket, type SignInTicket } from './sign-in-ticket.js';
import { ticketWasUsed, useTicket } from './used-ticket.model.js';
import { enrollmentUri, newTotpSecret } from './totp.js';

export const TICKET_EXPIRED = 'Your sign-in has expired. Please sign in again.';

export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrCode: string };
export type TwoFactorEnabled = { user: UserDoc; token: string | null; recoveryCodes: string[] };

/** The ticket's user, while the ticket is good: signed, unexpired, not yet turned into a session. */
async function userFromTicket(jwtSecret: string, raw: unknown): Promise<{ user: UserDoc; ticket: SignInTicket }> {
  const ticket = typeof raw === 'string' ? verifyTicket(jwtSecret, raw) : null;
  if (!ticket || !isObjectId(ticket.userId) || (await ticketWasUsed(ticket.id))) throw new UnauthenticatedError(TICKET_EXPIRED);
  const user = await findUserWithSecrets(ticket.userId);
  // A password change or suspension since the password step voids the ticket.
  if (!user || user.status !== 'active' || user.tokenVersion !== ticket.tokenVersion) throw new UnauthenticatedError(TICKET_EXPIRED);
  return { user, ticket };
}

/** In the transaction that signs in: the ticket is used up, or (used meanwhile) nothing is written. */
async function spendTicket(ticket: SignInTicket, session: ClientSession): Promise<void> {
  if (!(await useTicket(ticket, session))) throw new UnauthenticatedError(TICKET_EXPIRED);
}

async function userOf(actor: Actor): Promise<UserDoc> {
  const user = await findUserWithSecrets(actor.id);
  if (!user) throw new UnauthenticatedError();
  return user;
}

/** The second sign-in step: the code from the authenticator app, or a recovery code. */
export async function verifyTwoFactorSignIn(
  deps: AppDeps,
  raw: { ticket?: unknown; code?: unknown } | null | undefined,
  ip: string,
): Promise<{ user: UserDoc; token: string }> {
  const { jwtSecret } = deps.config;
  const { user, ticket } = await userFromTicket(jwtSecret, raw?.ticket);
  if (!user.twoFactorEnabledAt) throw new UnauthenticatedError(TICKET_EXPIRED);
  await assertCode(deps, user, codeInput(raw?.code), ip);
  return completeSignIn(jwtSecret, user, user.email, ip, TICKET_EXPIRED, (session) => spendTicket(ticket, session));
}

/**
 * A new secret to scan, kept (sealed) as pending until a code confirms it. With a ticket: the
 * enrollment a staff sign-in asks for; without: the signed-in user's own choice on the profile.
 */
export async function startTwoFactorSetup(jwtSecret: string, actor: Actor | null, ticket: unknown): Promise<TwoFactorSetup> {
  const user = ticket == null ? await userOf(requireUser(actor)) : (await userFromTicket(jwtSecret, ticket)).user;
  // A ticket never replaces a factor that exists: that would skip the code.
  if (user.twoFactorEnabledAt) throw new ConflictError(/*i18n*/ { message: 'Two-factor authentication is already on for this account.' });
  const secret = newTotpSecret();
  await setPendingTwoFactorSecretOf(user._id, seal(jwtSecret, secret));
  const { uri, qrCode } = await enrollmentUri((await getSettings()).general.siteName, user.email, secret);
  return { secret, otpauthUrl: uri, qrCode };
}

/** Confirms the pending secret with a code: 2FA is on, and the 10 recovery codes are shown this once. */
export async function confirmTwoFactorSetup(
  deps: AppDeps,
  actor: Actor | null,
  raw: { ticket?: unknown; code?: unknown } | null | undefined,
  ip: string,
): Promise<TwoFactorEnabled> {
  const { jwtSecret } = deps.config;
  const fromTicket = raw?.ticket != null ? await userFromTicket(jwtSecret, raw.ticket) : null;
  const user = fromTicket ? fromTicket.user : await userOf(requireUser(actor));
  const code = codeInput(raw?.code);
  if (user.twoFactorEnabledAt) throw new ConflictError(/*i18n*/ { message: 'Two-factor authentication is already on for this account.' });
  const sealedPending = user.twoFactor?.pendingSecret;
  const pending = openSecret(jwtSecret, sealedPending);
  if (!sealedPending || !pending) throw new ValidationError({ code: /*i18n*/ { message: 'Start the set-up again: scan a new QR code.' } });
  const step = await assertSetupCode(deps, user, pending, code, ip, fromTicket ? undefined : 'code');

  const recoveryCodes = newRecoveryCodes();
  const enabled = await mongoose.connection.transaction(async (session) => {
    // A ticket that sets up the factor becomes this sign-in's session, and no other.
    if (fromTicket) await spendTicket(fromTicket.ticket, session);
    // The confirming code is spent: it cannot sign in afterwards.
    const updated = await enableTwoFactorOf(user._id, sealedPending, recoveryCodes.map(hashRecoveryCode), step, session);
    if (!updated) throw new ConflictError(/*i18n*/ { message: 'Two-factor authentication was set up in another window. Please start again.' });
    const who = { id: updated._id.toString(), name: updated.name, role: updated.role, email: updated.email };
    await recordActivity({ actor: who, action: 'update', entityType: 'user', entityId: updated._id, summary: /*i18n*/ ({ message: '{actor} turned on two-factor authentication', values: { actor: updated.name } }) }, session);
    return updated;
  });
  if (!fromTicket) return { user: enabled, token: null, recoveryCodes };
  const signedIn = await completeSignIn(jwtSecret, enabled, enabled.email, ip, TICKET_EXPIRED);
  return { ...signedIn, recoveryCodes };
}

/** Turns the user's own 2FA off, with a code; staff keep it while the setting requires it. */
export async function disableTwoFactor(deps: AppDeps, actor: Actor | null, rawCode: unknown, ip: string): Promise<UserDoc> {
  const self = requireUser(actor);
  const user = await userOf(self);
  const code = codeInput(rawCode);
  if (!user.twoFactorEnabledAt) throw new ConflictError(/*i18n*/ { message: 'Two-factor authentication is not on for this account.' });
  if (await twoFactorRequiredFor(user.role)) {
    throw new ForbiddenError(/*i18n*/ { message: 'Two-factor authentication is required for admin and editor accounts. An administrator can reset it if you lost your device.' });
  }
  await assertCode(deps, user, code, ip, 'code');
  return clearTwoFactor(user, self, /*i18n*/ { message: '{actor} turned off two-factor authentication', values: { actor: user.name } });
}

/** An administrator clears another user's 2FA (a lost phone); staff set it up again at their next sign-in. */
export async function resetTwoFactor(actor: Actor | null, userId: string): Promise<UserDoc> {
  const admin = requireAdmin(actor, 'Only administrators can reset two-factor authentication.');
  if (!isObjectId(userId)) throw new NotFoundError(/*i18n*/ { message: 'User not found.' });
  if (userId === admin.id) throw new ValidationError({ id: /*i18n*/ { message: 'Use your profile to change your own two-factor authentication.' } });
  const user = await findUserById(userId);
  if (!user) throw new NotFoundError(/*i18n*/ { message: 'User not found.' });
  if (!user.twoFactorEnabledAt) throw new ConflictError(/*i18n*/ { message: '{name} has no two-factor authentication to reset.', values: { name: user.name } });
  return clearTwoFactor(user, admin, /*i18n*/ { message: '{actor} reset two-factor authentication for {name}', values: { actor: admin.name, name: user.name } });
}

async function clearTwoFactor(user: UserDoc, actor: Actor, summary: MessageText): Promise<UserDoc> {
  return mongoose.connection.transaction(async (session) => {
    const updated = await clearTwoFactorOf(user._id, session);
    if (!updated) throw new NotFoundError(/*i18n*/ { message: 'User not found.' });
    await recordActivity({ actor, action: 'update', entityType: 'user', entityId: updated._id, summary }, session);
    return updated;
  });
}
