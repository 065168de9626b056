/**
 * Sign-in. Every answer — wrong password, unknown e-mail, lock, wait — is the same for known and
 * unknown e-mails, and takes the same work (one user read, one argon2 check); the e-mail sent at
 * lockout goes after the answer. See sign-in-guard.ts for the locks and delays.
 */
import type { AppDeps } from '../../app-deps.js';
import { UnauthenticatedError, ValidationError, type FieldErrors } from '../../core/errors.js';
import { findUserForSignIn, verifyPassword, type UserDoc } from '../users/index.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { LOCK_MINUTES, addressHash, assertMayTry, lockedMessage, pairLockedMs } from './sign-in-guard.js';
import { completeSignIn, refuseFailedAttempt } from './sign-in-finish.js';
import { furtherSignInStep, type SignInChallenge } from './sign-in-step.js';

/** Signed in (user and token), or told which second step is due (no user, no token). */
export type LoginResult = { user: UserDoc; token: string; twoFactor: null } | { user: null; token: null; twoFactor: SignInChallenge };

export const INVALID_CREDENTIALS = AUTH_MESSAGES.invalidCredentials;
export { LOCK_MINUTES };

export async function login(deps: AppDeps, raw: { email?: unknown; password?: unknown } | null | undefined, ip: string): Promise<LoginResult> {
  const fields: FieldErrors = {};
  if (typeof raw?.email !== 'string' || !raw.email.trim()) fields['email'] = AUTH_MESSAGES.emailRequired;
  if (typeof raw?.password !== 'string' || !raw.password) fields['password'] = AUTH_MESSAGES.passwordRequired;
  if (Object.keys(fields).length) throw new ValidationError(fields);
  const email = String(raw?.email).trim().toLowerCase();
  const password = String(raw?.password);

  const user = await findUserForSignIn(email);
  const knownAddress = !!user?.knownAddresses?.includes(addressHash(ip));
  await assertMayTry(email, ip, knownAddress);
  // A locked pair is refused before the password is checked, so the lock is no oracle for it.
  const lockedMs = await pairLockedMs(email, ip, user?.locksLiftedAt);
  if (lockedMs > 0) throw new UnauthenticatedError(lockedMessage(lockedMs));

  if (!(await verifyPassword(user?.passwordHash, password))) await refuseFailedAttempt(deps, user, email, ip, INVALID_CREDENTIALS);
  if (!user) throw new UnauthenticatedError(INVALID_CREDENTIALS);

  // The password is right, so saying why the account cannot sign in reveals nothing new.
  if (user.status === 'pending') {
    throw new UnauthenticatedError(AUTH_MESSAGES.awaitingApproval);
  }
  if (user.status === 'suspended') throw new UnauthenticatedError(AUTH_MESSAGES.suspended);
  if (user.status === 'inactive') throw new UnauthenticatedError(AUTH_MESSAGES.inactive);

  // A second factor is due: no token yet, and the failures so far still count (a correct password
  // does not reset the lock, or a thief with the password could guess codes without end).
  const { jwtSecret } = deps.config;
  const twoFactor = await furtherSignInStep(jwtSecret, user);
  if (twoFactor) return { user: null, token: null, twoFactor };
  return { ...(await completeSignIn(jwtSecret, user, email, ip, INVALID_CREDENTIALS)), twoFactor: null };
}
