/**
 * Checking a code a person typed: a TOTP code from their app, or one of their recovery codes; each
 * works once (used up by the check). Wrong and replayed codes count toward the same sign-in locks
 * as wrong passwords.
 */
import { UnauthenticatedError, ValidationError } from '../../core/errors.js';
import type { AppDeps } from '../../app-deps.js';
import { addressHash, assertMayTry, lockedMessage, pairLockedMs, refuseFailedAttempt } from '../auth/index.js';
import { takeTotpStepOf, useRecoveryCodeOf, type UserDoc } from '../users/index.js';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.js';
import { open } from '../../core/secret-box.js';
import { totpStep } from './totp.js';
import type { MessageText } from '../../i18n/message.js';

export const INVALID_CODE = 'Invalid authentication code';
export const CODE_REQUIRED = 'Authentication code is required';
export const CODE_USED = 'This code has already been used. Wait for the next code from your authenticator app.';

/** Reads a code argument: a string with something in it, spaces removed. */
export function codeInput(raw: unknown, field = 'code'): string {
  const code = typeof raw === 'string' ? raw.replace(/\s+/g, '') : '';
  if (!code) throw new ValidationError({ [field]: CODE_REQUIRED });
  return code;
}

/** The user's TOTP secret in plain, or null (none, or sealed under another JWT_SECRET). */
export function openSecret(jwtSecret: string, sealed: string | null | undefined): string | null {
  return sealed ? open(jwtSecret, sealed) : null;
}

type Answer = 'right' | 'used' | 'wrong';

async function matches(jwtSecret: string, user: UserDoc, code: string): Promise<Answer> {
  const sealed = user.twoFactor?.secret;
  const secret = openSecret(jwtSecret, sealed);
  const step = secret ? await totpStep(secret, code) : null;
  if (step !== null) {
    // A code works once per account: the step is taken only if no later or equal one was, in one
    // conditional write, so simultaneous attempts (or app processes) cannot both take it.
    return (await takeTotpStepOf(user._id, sealed, step)) ? 'right' : 'used';
  }
  if (!looksLikeRecoveryCode(code)) return 'wrong';
  // Single use: the code's hash leaves the list in the same write that accepts it.
  const hash = hashRecoveryCode(code);
  return (await useRecoveryCodeOf(user._id, hash)) ? 'right' : 'wrong';
}

/**
 * Accepts the code or throws. `asField`: answer as a field error (a signed-in user on their profile,
 * whose session must not look expired) instead of a sign-in refusal.
 */
export async function assertCode(deps: AppDeps, user: UserDoc, code: string, ip: string, asField?: string): Promise<void> {
  await assertMayTry(user.email, ip, !!user.knownAddresses?.includes(addressHash(ip)));
  await assertNotLocked(user, ip, asField);
  const answer = await matches(deps.config.jwtSecret, user, code);
  if (answer !== 'right') await refuseAnswer(deps, user, ip, asField, answer);
}

/**
 * The same check against the secret being set up (not yet confirmed; it uses no recovery code).
 * Answers the code's time step, which the confirmation records as used.
 */
export async function assertSetupCode(deps: AppDeps, user: UserDoc, secret: string, code: string, ip: string, asField?: string): Promise<number> {
  await assertNotLocked(user, ip, asField);
  const step = await totpStep(secret, code);
  return step ?? refuseAnswer(deps, user, ip, asField, 'wrong');
}

const refusal = (asField: string | undefined, message: MessageText) => (asField ? new ValidationError({ [asField]: message }) : new UnauthenticatedError(message));

/** No code is even looked at while this address is locked out of the account. */
async function assertNotLocked(user: UserDoc, ip: string, asField: string | undefined): Promise<void> {
  const lockedMs = await pairLockedMs(user.email, ip, user.locksLiftedAt);
  if (lockedMs > 0) throw refusal(asField, lockedMessage(lockedMs));
}

/** A wrong or replayed code: counted like a wrong password (a replay too: whoever replays it did not just read it off the app). */
async function refuseAnswer(deps: AppDeps, user: UserDoc, ip: string, asField: string | undefined, answer: 'used' | 'wrong'): Promise<never> {
  try {
    return await refuseFailedAttempt(deps, user, user.email, ip, answer === 'used' ? CODE_USED : INVALID_CODE);
  } catch (error) {
    throw error instanceof UnauthenticatedError ? refusal(asField, error.text) : error;
  }
}
