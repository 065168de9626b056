/**
 * Brute-force brakes for sign-in that hand attackers no lockout switch:
 * - wrong passwords lock the (account, address) pair after the "Login Attempts" setting's number of
 *   failures, for LOCK_MINUTES: the attacker's address is locked, the owner elsewhere is not;
 * - one address guessing across accounts, and one account guessed from many addresses, wait growing
 *   delays (1 s, 2 s, 4 s … up to LOCK_MINUTES) after a free allowance; an address that has signed
 *   in to the account before skips the account's delay, so the owner always gets in from home;
 * - the state lives in the database (shared by every process, expired by TTL), keyed by the e-mail
 *   as typed, so unknown e-mails are counted, locked and answered exactly like known ones.
 */
import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../../core/errors.js';
import { countLockout, countRateLimitRefusal } from '../metrics/index.js';
import type { ServerMessage } from '../../i18n/message.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { storedLimiter } from './limiter-store.js';

export const LOCK_MINUTES = 15;
const LOCK_SECONDS = LOCK_MINUTES * 60;
/** Failures an address may make across all accounts in an hour before it waits. */
const ADDRESS_ALLOWANCE = 20;
/** Failures an account may take from unknown addresses in an hour, as a multiple of Login Attempts. */
const ACCOUNT_ALLOWANCE_FACTOR = 2;
/** Addresses remembered per account as "signed in from here before". */
export const KNOWN_ADDRESSES_KEPT = 10;

const WINDOW = 60 * 60;
const pairFailures = storedLimiter({ keyPrefix: 'signin-pair', points: 1_000_000, duration: LOCK_SECONDS });
const pairLocks = storedLimiter({ keyPrefix: 'signin-pair-lock', points: 1, duration: LOCK_SECONDS });
const addressFailures = storedLimiter({ keyPrefix: 'signin-ip', points: 1_000_000, duration: WINDOW });
const addressWaits = storedLimiter({ keyPrefix: 'signin-ip-wait', points: 1, duration: LOCK_SECONDS });
const accountFailures = storedLimiter({ keyPrefix: 'signin-account', points: 1_000_000, duration: WINDOW });
const accountWaits = storedLimiter({ keyPrefix: 'signin-account-wait', points: 1, duration: LOCK_SECONDS });

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

/** Addresses are kept hashed on the user: enough to recognise one, not to list where someone was. */
export function addressHash(ip: string): string {
  return createHash('sha256').update(`signin-address:${ip}`).digest('base64url').slice(0, 22);
}

export function lockedMessage(msLeft: number): ServerMessage {
  return AUTH_MESSAGES.locked(Math.max(1, Math.ceil(msLeft / 60_000)));
}

/** Whose failures made the caller wait: their address's, or the account's. */
const WAIT_MESSAGES = {
  address: { seconds: AUTH_MESSAGES.waitFromAddressSeconds, minutes: AUTH_MESSAGES.waitFromAddressMinutes },
  account: { seconds: AUTH_MESSAGES.waitForAccountSeconds, minutes: AUTH_MESSAGES.waitForAccountMinutes },
};

function waitFor(ms: number, whose: keyof typeof WAIT_MESSAGES): TooManyRequestsError {
  countRateLimitRefusal('sign-in');
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const messages = WAIT_MESSAGES[whose];
  return new TooManyRequestsError(seconds < 120 ? messages.seconds(seconds) : messages.minutes(Math.ceil(seconds / 60)));
}

/** A wait key holds 2 points (over its 1) while the wait lasts. */
async function waitingMs(limiter: typeof addressWaits, key: string): Promise<number> {
  const res = await limiter.get(key);
  return res && res.consumedPoints > limiter.points ? res.msBeforeNext : 0;
}

function growingDelaySeconds(failures: number, allowance: number): number {
  if (failures <= allowance) return 0;
  return Math.min(LOCK_SECONDS, 2 ** Math.min(20, failures - allowance - 1));
}

/** Before the password is checked: the address's wait, then the account's (skipped at a known address). */
export async function assertMayTry(email: string, ip: string, knownAddress: boolean): Promise<void> {
  const addressWait = await waitingMs(addressWaits, ip);
  if (addressWait > 0) throw waitFor(addressWait, 'address');
  if (!knownAddress) {
    const accountWait = await waitingMs(accountWaits, email);
    if (accountWait > 0) throw waitFor(accountWait, 'account');
  }
}

/**
 * Milliseconds left on this pair's lock, or 0. A lock set before `liftedAt` (the owner used the
 * link mailed at lockout) no longer counts.
 */
export async function pairLockedMs(email: string, ip: string, liftedAt: Date | null | undefined): Promise<number> {
  const res = await pairLocks.get(pairKey(email, ip));
  if (!res || res.consumedPoints <= pairLocks.points) return 0;
  const lockedAt = Date.now() + res.msBeforeNext - LOCK_SECONDS * 1000;
  if (liftedAt && liftedAt.getTime() >= lockedAt) return 0;
  return res.msBeforeNext;
}

/** Counts a wrong password; answers true when it locks the pair (the caller mails the owner). */
export async function recordFailure(email: string, ip: string, loginAttempts: number): Promise<boolean> {
  const [pair, address, account] = await Promise.all([
    pairFailures.penalty(pairKey(email, ip)),
    addressFailures.penalty(ip),
    accountFailures.penalty(email),
  ]);
  const addressDelay = growingDelaySeconds(address.consumedPoints, ADDRESS_ALLOWANCE);
  const accountDelay = growingDelaySeconds(account.consumedPoints, ACCOUNT_ALLOWANCE_FACTOR * loginAttempts);
  const locks = pair.consumedPoints >= loginAttempts;
  await Promise.all([
    addressDelay ? addressWaits.set(ip, 2, addressDelay) : null,
    accountDelay ? accountWaits.set(email, 2, accountDelay) : null,
    locks ? pairLocks.set(pairKey(email, ip), 2, LOCK_SECONDS) : null,
    locks ? pairFailures.delete(pairKey(email, ip)) : null,
  ]);
  if (locks) countLockout();
  return locks;
}

/** A successful sign-in forgets the pair's failures. */
export async function recordSuccess(email: string, ip: string): Promise<void> {
  await Promise.all([pairFailures.delete(pairKey(email, ip)), pairLocks.delete(pairKey(email, ip))]);
}
