/**
 * Sign-in. Every answer — wrong password, unknown e-mail, lock, wait — is the same for known and
 * unknown e-mails, and takes the same work (one user read, one argon2 check); the e-mail sent at
 * lockout goes after the answer. See sign-in-guard.ts for the locks and delays.
 */
import mongoose from 'mongoose';
import { UnauthenticatedError, ValidationError } from '../../core/errors.js';
import { recordActivity } from '../activity/activity.record.js';
import { appLink, sendMail } from '../mail/mailer.js';
import { getSettings } from '../settings/settings.service.js';
import { UserModel, type UserDoc } from '../users/user.model.js';
import { runInBackground } from './background.js';
import { issueToken } from './issue-token.js';
import { issuePasswordToken, verifyPassword } from './passwords.js';
import { consume } from './rate-limits.js';
import { KNOWN_ADDRESSES_KEPT, LOCK_MINUTES, addressHash, assertMayTry, lockedMessage, pairLockedMs, recordFailure, recordSuccess } from './sign-in-guard.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export { LOCK_MINUTES };

export async function login(raw: { email?: unknown; password?: unknown } | null | undefined, ip: string): Promise<{ user: UserDoc; token: string }> {
  const fields: Record<string, string> = {};
  if (typeof raw?.email !== 'string' || !raw.email.trim()) fields['email'] = 'Email is required';
  if (typeof raw?.password !== 'string' || !raw.password) fields['password'] = 'Password is required';
  if (Object.keys(fields).length) throw new ValidationError(fields);
  const email = String(raw?.email).trim().toLowerCase();
  const password = String(raw?.password);

  const user = await UserModel.findOne({ email }).select('+passwordHash +knownAddresses').lean();
  const knownAddress = !!user?.knownAddresses?.includes(addressHash(ip));
  await assertMayTry(email, ip, knownAddress);
  // A locked pair is refused before the password is checked, so the lock is no oracle for it.
  const lockedMs = await pairLockedMs(email, ip, user?.locksLiftedAt);
  if (lockedMs > 0) throw new UnauthenticatedError(lockedMessage(lockedMs));

  if (!(await verifyPassword(user?.passwordHash, password))) {
    const { loginAttempts } = (await getSettings()).security;
    const locked = await recordFailure(email, ip, loginAttempts);
    if (!locked) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await recordActivity(
      {
        actor: 'visitor',
        action: 'lockout',
        entityType: 'user',
        entityId: user?._id ?? null,
        summary: `Sign-in to ${user ? user.name : 'an unknown account'} locked for ${String(LOCK_MINUTES)} minutes after ${String(loginAttempts)} failed attempts`,
        status: 'error',
      },
      null,
    );
    if (user && user.status === 'active') runInBackground('the lockout e-mail', () => sendUnlockLink(user, ip));
    throw new UnauthenticatedError(lockedMessage(LOCK_MINUTES * 60_000));
  }
  if (!user) throw new UnauthenticatedError(INVALID_CREDENTIALS);

  // The password is right, so saying why the account cannot sign in reveals nothing new.
  if (user.status === 'pending') {
    throw new UnauthenticatedError('Your admin access request is still awaiting approval. You will receive an e-mail once it has been reviewed.');
  }
  if (user.status === 'suspended') throw new UnauthenticatedError('Your account has been suspended. Please contact us if you think this is a mistake.');
  if (user.status === 'inactive') throw new UnauthenticatedError('Your account is inactive. Please contact us to reactivate it.');

  await recordSuccess(email, ip);
  const updated = await mongoose.connection.transaction(async (session) => {
    const signedIn = await UserModel.findByIdAndUpdate(
      user._id,
      { $set: { lastLogin: new Date() }, $push: { knownAddresses: { $each: [addressHash(ip)], $slice: -KNOWN_ADDRESSES_KEPT } } },
      { returnDocument: 'after', session },
    ).lean();
    if (!signedIn) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    // Kept for the Active Users figure (users who signed in during a period); not shown as Recent Activity.
    const who = { id: signedIn._id.toString(), name: signedIn.name, role: signedIn.role, email: signedIn.email };
    await recordActivity({ actor: who, action: 'sign-in', entityType: 'user', entityId: signedIn._id, summary: `${signedIn.name} signed in` }, session);
    return signedIn;
  });
  return { user: updated, token: await issueToken(updated) };
}

/** At lockout the owner is told, with a single-use link that lifts every lock (and sets a new password). */
async function sendUnlockLink(user: UserDoc, ip: string): Promise<void> {
  // One such e-mail per account and hour, however many addresses an attacker locks.
  try {
    await consume('unlockMailPerAccount', user.email);
  } catch {
    return;
  }
  const token = await issuePasswordToken(user._id, 'reset');
  await sendMail({
    to: user.email,
    subject: 'Your account was locked',
    text: `Hello ${user.name},\n\nAfter too many failed sign-in attempts from the address ${ip}, sign-in to your account from that address is locked for ${LOCK_MINUTES} minutes. Sign-in from addresses you have used before still works.\n\nIf it was you, open this link within 1 hour to choose a new password; it lifts the lock at once:\n\n${appLink('/reset-password', { token })}\n\nThe link works once. If it was not you, your password is safe as long as nobody else knows it.\n`,
    secrets: [token],
  });
}
