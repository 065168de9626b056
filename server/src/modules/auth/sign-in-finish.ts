/**
 * The two ends every sign-in step shares (password, then the second factor when there is one): a
 * wrong answer counts toward the same locks, and only the last correct step signs in.
 */
import { AUTH_ACTIVITY } from './auth.messages.js';
import mongoose, { type ClientSession } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { UnauthenticatedError } from '../../core/errors.js';
import { recordActivity } from '../activity/index.js';
import { alertOnLockout } from '../alerts/index.js';
import { accountLockedMail, queueMailInTransaction, sendQueuedMail } from '../mail/index.js';
import { getSettings } from '../settings/index.js';
import { issuePasswordToken, recordSignInOf, type UserDoc } from '../users/index.js';
import { runInBackground } from './background.js';
import { issueToken } from './issue-token.js';
import { consume } from './rate-limits.js';
import { KNOWN_ADDRESSES_KEPT, LOCK_MINUTES, addressHash, lockedMessage, recordFailure, recordSuccess } from './sign-in-guard.js';
import type { MessageText } from '../../i18n/message.js';

/**
 * Counts a wrong password or code for this (account, address); throws `wrongAnswer`, or the lock
 * message when this failure locks the pair (then the lockout is logged and the owner mailed).
 */
export async function refuseFailedAttempt(deps: AppDeps, user: UserDoc | null, email: string, ip: string, wrongAnswer: MessageText): Promise<never> {
  const { loginAttempts } = (await getSettings()).security;
  const locked = await recordFailure(email, ip, loginAttempts);
  if (!locked) throw new UnauthenticatedError(wrongAnswer);
  await recordActivity(
    {
      actor: 'visitor',
      action: 'lockout',
      entityType: 'user',
      entityId: user?._id ?? null,
      summary: /*i18n*/ ({
        message: 'Sign-in to {known, select, yes {{name}} other {an unknown account}} locked for {minutes} minutes after {attempts} failed attempts',
        values: { known: user ? 'yes' : 'no', name: user?.name ?? '', minutes: LOCK_MINUTES, attempts: loginAttempts },
      }),
      status: 'error',
    },
    null,
  );
  if (user && user.status === 'active') runInBackground(deps.log, 'the lockout e-mail', () => sendUnlockLink(deps, user, ip));
  // System Alerts: a staff account locked, or lockouts repeating across accounts.
  runInBackground(deps.log, 'the lockout alert', () => alertOnLockout(deps, user));
  throw new UnauthenticatedError(lockedMessage(LOCK_MINUTES * 60_000));
}

/**
 * Every step passed: forget the failures, remember the address, log the sign-in, issue the token.
 * `first`: a write that must succeed in the same transaction (the second step's ticket used up).
 */
export async function completeSignIn(
  jwtSecret: string,
  user: UserDoc,
  email: string,
  ip: string,
  failed: MessageText,
  first?: (session: ClientSession) => Promise<void>,
): Promise<{ user: UserDoc; token: string }> {
  await recordSuccess(email, ip);
  const updated = await mongoose.connection.transaction(async (session) => {
    await first?.(session);
    const at = new Date();
    // lastSignInAt goes with the sign-in entry (Active Users, insights/active-users.ts); lastLogin is also set at registration.
    const signedIn = await recordSignInOf(user._id, at, addressHash(ip), KNOWN_ADDRESSES_KEPT, session);
    if (!signedIn) throw new UnauthenticatedError(failed);
    // Kept for the Active Users figure (users who signed in during a period); not shown as Recent Activity.
    const who = { id: signedIn._id.toString(), name: signedIn.name, role: signedIn.role, email: signedIn.email };
    await recordActivity({ actor: who, action: 'sign-in', entityType: 'user', entityId: signedIn._id, summary: AUTH_ACTIVITY.signedIn(signedIn.name), at }, session);
    return signedIn;
  });
  return { user: updated, token: await issueToken(jwtSecret, updated) };
}

/** At lockout the owner is told, with a single-use link that lifts every lock (and sets a new password). */
async function sendUnlockLink(deps: AppDeps, user: UserDoc, ip: string): Promise<void> {
  // One such e-mail per account and hour, however many addresses an attacker locks.
  try {
    await consume('unlockMailPerAccount', user.email);
  } catch {
    return;
  }
  // The link and its e-mail in one transaction: no link is issued that its owner never hears of.
  const mail = await mongoose.connection.transaction(async (session) => {
    const token = await issuePasswordToken(user._id, 'reset', session);
    return queueMailInTransaction(deps, session, { to: user.email, language: user.language, template: accountLockedMail, data: { name: user.name, ip, minutes: LOCK_MINUTES, token }, secrets: [token] });
  });
  await sendQueuedMail(deps, mail);
}
