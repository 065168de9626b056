/**
 * Brute-force brakes for sign-in, forgot-password and other public writes: per client address and
 * per e-mail address, in this process's memory (one server process serves the product).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../http/errors.js';

const limiters = {
  loginPerIp: new RateLimiterMemory({ keyPrefix: 'login-ip', points: 100, duration: 15 * 60 }),
  loginPerEmail: new RateLimiterMemory({ keyPrefix: 'login-email', points: 10, duration: 15 * 60 }),
  forgotPerIp: new RateLimiterMemory({ keyPrefix: 'forgot-ip', points: 10, duration: 60 * 60 }),
  forgotPerEmail: new RateLimiterMemory({ keyPrefix: 'forgot-email', points: 3, duration: 60 * 60 }),
  registerPerIp: new RateLimiterMemory({ keyPrefix: 'register-ip', points: 20, duration: 60 * 60 }),
};

export type LimitName = keyof typeof limiters;

export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiters[name].consume(key.toLowerCase());
  } catch (res) {
    if (res instanceof RateLimiterRes) {
      const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
      throw new TooManyRequestsError(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    throw res;
  }
}

/** Tests start from a clean slate. */
export async function resetRateLimits(): Promise<void> {
  // RateLimiterMemory keeps its counters per key; deleting is only possible per key, so replace them.
  for (const name of Object.keys(limiters) as LimitName[]) {
    const old = limiters[name];
    limiters[name] = new RateLimiterMemory({ keyPrefix: old.keyPrefix, points: old.points, duration: old.duration });
  }
}
