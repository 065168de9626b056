/**
 * A budget of API requests per client address and minute, for /graphql and /api alike, answered with
 * 429 and Retry-After once used up. Signed-in staff (a valid token with an admin or editor role,
 * checked without a database read) get a larger budget: the back office makes more calls than a
 * visitor. The address is req.ip, which honours X-Forwarded-For only from proxies TRUST_PROXY names.
 */
import type { RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterMongo } from 'rate-limiter-flexible';
import { countRateLimitRefusal } from '../metrics/index.js';
import { STAFF_ROLES, type Role } from '../users/index.js';
import { storedLimiter } from './limiter-store.js';
import { bearerToken } from './session.js';
import { verifyAccessToken } from './token.js';

export const TOO_MANY_REQUESTS = 'Too many requests from your address. Please wait a moment and try again.';

const leaseTables = new Set<Map<string, unknown>>();

/** Forgets every lease this process holds (the stored counters are cleared with it: resetRateLimits). */
export function forgetApiLeases(): void {
  for (const leases of leaseTables) leases.clear();
}

/** The most requests one process takes from an address's shared budget in one database write. */
const MAX_LEASE = 16;

/**
 * The shared budget, with a per-process lease in front of it. Each database write takes a few
 * requests' worth of points at once (at most half of what was left, so a lease shrinks to one point
 * near the end of the budget) and this process serves them from memory; a request therefore costs a
 * database write only once in up to 16 requests instead of every time. Points are counted in the
 * database before they are served, so all processes together never serve more than the budget; they
 * may refuse a few requests early, while other processes hold unused points of a lease.
 */
function leasedBudget(limiter: RateLimiterMongo, budget: number) {
  const leases = new Map<string, { points: number; lastRemaining: number; expiresAt: number }>();
  // One database write at a time per address: concurrent requests wait for it rather than each
  // taking a lease of its own (and overwriting the others').
  const inFlight = new Map<string, Promise<void>>();
  leaseTables.add(leases);

  async function renew(key: string, now: number): Promise<void> {
    const lease = leases.get(key);
    if (leases.size > 10_000) for (const [k, l] of leases) if (l.expiresAt <= now) leases.delete(k);
    const known = lease && lease.expiresAt > now ? lease.lastRemaining : budget;
    const wanted = Math.max(1, Math.min(MAX_LEASE, Math.floor(known / 2)));
    let taken = wanted;
    let result: RateLimiterRes;
    try {
      result = await limiter.consume(key, wanted);
    } catch (err) {
      if (!(err instanceof RateLimiterRes) || wanted === 1) throw err;
      // Another process used more than this one knew: keep what was left, give the rest back.
      const available = Math.max(0, budget - (err.consumedPoints - wanted));
      taken = Math.min(available, wanted);
      await limiter.reward(key, wanted - Math.max(taken, 1));
      if (taken === 0) throw err;
      result = new RateLimiterRes(0, err.msBeforeNext, budget, false);
    }
    leases.set(key, { points: taken, lastRemaining: result.remainingPoints, expiresAt: now + result.msBeforeNext });
  }

  return async function take(key: string): Promise<void> {
    for (;;) {
      const now = Date.now();
      const lease = leases.get(key);
      if (lease && lease.expiresAt > now && lease.points > 0) {
        lease.points -= 1;
        return;
      }
      let renewal = inFlight.get(key);
      if (!renewal) {
        renewal = renew(key, now).finally(() => inFlight.delete(key));
        inFlight.set(key, renewal);
      }
      await renewal;
    }
  };
}

export function apiRateLimit(opts: { jwtSecret: string; perMinute: number; staffPerMinute: number }): RequestHandler {
  const guests = leasedBudget(storedLimiter({ keyPrefix: 'api', points: opts.perMinute, duration: 60 }), opts.perMinute);
  const staff = leasedBudget(storedLimiter({ keyPrefix: 'api-staff', points: opts.staffPerMinute, duration: 60 }), opts.staffPerMinute);
  return async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    const claims = token ? verifyAccessToken(opts.jwtSecret, token) : null;
    const isStaff = !!claims && STAFF_ROLES.includes(claims.role as Role);
    try {
      await (isStaff ? staff : guests)(req.ip ?? 'unknown');
      next();
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) return next(err);
      countRateLimitRefusal(isStaff ? 'api-staff' : 'api');
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))));
      // GraphQL clients read `errors`; REST clients read `message`.
      const graphql = req.baseUrl === '/graphql';
      res
        .status(429)
        .json(graphql ? { errors: [{ message: TOO_MANY_REQUESTS, extensions: { code: 'TOO_MANY_REQUESTS' } }] } : { message: TOO_MANY_REQUESTS, errors: {} });
    }
  };
}
