/**
 * A budget of API requests per client address and minute, for /graphql and /api alike, answered with
 * 429 and Retry-After once used up. Signed-in staff (a valid token with an admin or editor role,
 * checked without a database read) get a larger budget: the back office makes more calls than a
 * visitor. The address is req.ip, which honours X-Forwarded-For only from proxies TRUST_PROXY names.
 */
import type { RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { STAFF_ROLES, type Role } from '../users/user.model.js';
import { storedLimiter } from './limiter-store.js';
import { bearerToken } from './session.js';
import { verifyAccessToken } from './token.js';

export const TOO_MANY_REQUESTS = 'Too many requests from your address. Please wait a moment and try again.';

export function apiRateLimit(opts: { jwtSecret: string; perMinute: number; staffPerMinute: number }): RequestHandler {
  const guests = storedLimiter({ keyPrefix: 'api', points: opts.perMinute, duration: 60 });
  const staff = storedLimiter({ keyPrefix: 'api-staff', points: opts.staffPerMinute, duration: 60 });
  return async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    const claims = token ? verifyAccessToken(opts.jwtSecret, token) : null;
    const isStaff = !!claims && STAFF_ROLES.includes(claims.role as Role);
    try {
      await (isStaff ? staff : guests).consume(req.ip ?? 'unknown');
      next();
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) return next(err);
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))));
      // GraphQL clients read `errors`; REST clients read `message`.
      const graphql = req.baseUrl === '/graphql';
      res
        .status(429)
        .json(graphql ? { errors: [{ message: TOO_MANY_REQUESTS, extensions: { code: 'TOO_MANY_REQUESTS' } }] } : { message: TOO_MANY_REQUESTS, errors: {} });
    }
  };
}
