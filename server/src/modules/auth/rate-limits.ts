/**
 * Brakes for forgot-password, registration, contact posts and the lockout e-mail: per client address and
 * per e-mail address, counted in the database so every server process shares them.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../core/errors.js';
import type { RateLimiterMongo } from 'rate-limiter-flexible';
import { countRateLimitRefusal } from '../metrics/index.js';
import { clearStoredLimits, storedLimiter } from './limiter-store.js';
import { forgetApiLeases } from './api-rate-limit.js';

const fixed = {
  // Sign-in has its own brakes (sign-in-guard.ts); this one keeps its lockout e-mail to one an hour.
  unlockMailPerAccount: storedLimiter({ keyPrefix: 'unlock-mail', points: 1, duration: 60 * 60 }),
  forgotPerIp: storedLimiter({ keyPrefix: 'forgot-ip', points: 10, duration: 60 * 60 }),
  forgotPerEmail: storedLimiter({ keyPrefix: 'forgot-email', points: 3, duration: 60 * 60 }),
  contactPerIp: storedLimiter({ keyPrefix: 'contact-ip', points: 5, duration: 10 * 60 }),
};

export type LimitName = keyof typeof fixed;

/** Registrations per address and hour: REGISTER_LIMIT_PER_HOUR (default 20); one limiter per configured value. */
const registerPerIp = new Map<number, RateLimiterMongo>();

function registrationLimiter(perHour: number): RateLimiterMongo {
  let limiter = registerPerIp.get(perHour);
  if (!limiter) {
    limiter = storedLimiter({ keyPrefix: 'register-ip', points: perHour, duration: 60 * 60 });
    registerPerIp.set(perHour, limiter);
  }
  return limiter;
}

function tooMany(res: RateLimiterRes): TooManyRequestsError {
  const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
  return new TooManyRequestsError(
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  );
}

/** Counts one attempt and refuses it once the limit is used up. */
export function consume(name: LimitName, key: string): Promise<void> {
  return take(fixed[name], key);
}

/** The same for a registration from `ip`, within `registrationsPerHour` (the configuration's). */
export function consumeRegistration(registrationsPerHour: number, ip: string): Promise<void> {
  return take(registrationLimiter(registrationsPerHour), ip);
}

async function take(limiter: RateLimiterMongo, key: string): Promise<void> {
  try {
    await limiter.consume(key.toLowerCase());
  } catch (res) {
    if (!(res instanceof RateLimiterRes)) throw res;
    countRateLimitRefusal(limiter.keyPrefix);
    throw tooMany(res);
  }
}

/** Tests start from a clean slate. */
export async function resetRateLimits(): Promise<void> {
  forgetApiLeases();
  await clearStoredLimits();
}
