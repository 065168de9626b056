/**
 * Checking a code a person typed: a TOTP code from their app, or one of their recovery codes (used
 * up by the check). Wrong codes count toward the same sign-in locks as wrong passwords.
 */
import { UnauthenticatedError, ValidationError } from '../../core/errors.js';
import type { AppDeps } from '../../app-deps.js';
import { addressHash, assertMayTry, lockedMessage, pairLockedMs } from '../auth/sign-in-guard.js';
import { refuseFailedAttempt } from '../auth/sign-in-finish.js';
import { UserModel, type UserDoc } from '../users/user.model.js';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.js';
import { open } from './secret-box.js';
import { totpMatches } from './totp.js';

export const INVALID_CODE = 'Invalid authentication code';
export const CODE_REQUIRED = 'Authentication code is required';

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

async function matches(jwtSecret: string, user: UserDoc, code: string): Promise<boolean> {
  const secret = openSecret(jwtSecret, user.twoFactor?.secret);
  if (secret && (await totpMatches(secret, code))) return true;
  if (!looksLikeRecoveryCode(code)) return false;
  // Single use: the code's hash leaves the list in the same write that accepts it.
  const hash = hashRecoveryCode(code);
  const used = await UserModel.updateOne({ _id: user._id, 'twoFactor.recoveryCodes': hash }, { $pull: { 'twoFactor.recoveryCodes': hash } });
  return used.modifiedCount === 1;
}

/**
 * Accepts the code or throws. `asField`: answer as a field error (a signed-in user on their profile,
 * whose session must not look expired) instead of a sign-in refusal.
 */
export async function assertCode(deps: AppDeps, user: UserDoc, code: string, ip: string, asField?: string): Promise<void> {
  await assertMayTry(user.email, ip, !!user.knownAddresses?.includes(addressHash(ip)));
  await checkAttempt(deps, user, ip, asField, () => matches(deps.config.jwtSecret, user, code));
}

/** The same check against the secret being set up (not yet confirmed); it uses no recovery code. */
export async function assertSetupCode(deps: AppDeps, user: UserDoc, secret: string, code: string, ip: string, asField?: string): Promise<void> {
  await checkAttempt(deps, user, ip, asField, () => totpMatches(secret, code));
}

/** One attempt at a code: refused while this address is locked out of the account, counted when wrong. */
async function checkAttempt(deps: AppDeps, user: UserDoc, ip: string, asField: string | undefined, accepts: () => Promise<boolean>): Promise<void> {
  const refuse = (message: string) => (asField ? new ValidationError({ [asField]: message }) : new UnauthenticatedError(message));
  const lockedMs = await pairLockedMs(user.email, ip, user.locksLiftedAt);
  if (lockedMs > 0) throw refuse(lockedMessage(lockedMs));
  if (await accepts()) return;
  try {
    await refuseFailedAttempt(deps, user, user.email, ip, INVALID_CODE);
  } catch (error) {
    throw error instanceof UnauthenticatedError ? refuse(error.message) : error;
  }
}
