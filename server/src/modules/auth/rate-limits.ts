/**
 * Brute-force brakes for sign-in, forgot-password and other public writes: per client address and
 * per e-mail address, in this process's memory (one server process serves the product).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../core/errors.js';

const limiters = {
  // Sign-in limits count failed attempts only, so colleagues behind one office address who sign in
  // correctly are never slowed down; guessing is.
  loginFailuresPerIp: new RateLimiterMemory({ keyPrefix: 'login-ip', points: 50, duration: 15 * 60 }),
  loginFailuresPerEmail: new RateLimiterMemory({ keyPrefix: 'login-email', points: 10, duration: 15 * 60 }),
  forgotPerIp: new RateLimiterMemory({ keyPrefix: 'forgot-ip', points: 10, duration: 60 * 60 }),
  forgotPerEmail: new RateLimiterMemory({ keyPrefix: 'forgot-email', points: 3, duration: 60 * 60 }),
  registerPerIp: new RateLimiterMemory({ keyPrefix: 'register-ip', points: 20, duration: 60 * 60 }),
  contactPerIp: new RateLimiterMemory({ keyPrefix: 'contact-ip', points: 5, duration: 10 * 60 }),
};

export type LimitName = keyof typeof limiters;

function tooMany(res: RateLimiterRes): TooManyRequestsError {
  const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
  return new TooManyRequestsError(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Counts one attempt and refuses it once the limit is used up. */
export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiters[name].consume(key.toLowerCase());
  } catch (res) {
    if (res instanceof RateLimiterRes) throw tooMany(res);
    throw res;
  }
}

/** Refuses when earlier failures have used up the limit, without counting this attempt. */
export async function assertNotLimited(name: LimitName, key: string): Promise<void> {
  const limiter = limiters[name];
  const res = await limiter.get(key.toLowerCase());
  if (res && res.consumedPoints >= limiter.points) throw tooMany(res);
}

/** Counts a failed attempt (never throws: the caller answers with its own message). */
export async function recordFailure(name: LimitName, key: string): Promise<void> {
  await limiters[name].consume(key.toLowerCase()).catch(() => undefined);
}

/** Tests start from a clean slate. */
export function resetRateLimits(): Promise<void> {
  // RateLimiterMemory keeps its counters per key; deleting is only possible per key, so replace them.
  for (const name of Object.keys(limiters) as LimitName[]) {
    const old = limiters[name];
    limiters[name] = new RateLimiterMemory({ keyPrefix: old.keyPrefix, points: old.points, duration: old.duration });
  }
  return Promise.resolve();
}
