/**
 * Maintenance Mode (System Settings › System): while it is on, the public API answers 503 with
 * Retry-After to guests and signed-in users below staff, for reads and writes alike. Administrators
 * and editors keep working, and everyone can still reach what signing in needs (and the site's
 * public settings, so the web app can show its maintenance page).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { isStaff, type Actor } from '../../core/actor.js';
import { getSettings } from './settings.service.js';

export const MAINTENANCE_MESSAGE = 'The site is down for maintenance. Please try again soon.';
/** No end time is set with the switch; ask clients to come back in ten minutes. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

/** What a signed-out administrator needs to get back in, and what the maintenance page reads. */
// The second sign-in step and its set-up are part of signing in: staff need them to get in.
const OPEN_GRAPHQL_FIELDS = new Set([
  'login',
  'verifyTwoFactor',
  'startTwoFactorSetup',
  'confirmTwoFactorSetup',
  'logout',
  'me',
  'site',
  'forgotPassword',
  'resetPassword',
  '__typename',
  '__schema',
  '__type',
]);
const OPEN_REST_PATHS = new Set([
  '/auth/login',
  '/auth/two-factor/verify',
  '/auth/two-factor/setup',
  '/auth/two-factor/confirm',
  '/auth/logout',
  '/auth/me',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/site',
]);

/** The root fields a GraphQL request asks for; null when it cannot be read (Apollo answers that). */
function rootFields(req: Request): string[] | null {
  const body = (req.body ?? {}) as { query?: unknown; operationName?: unknown };
  const query = typeof body.query === 'string' ? body.query : typeof req.query['query'] === 'string' ? req.query['query'] : null;
  if (!query) return null;
  try {
    const operations = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const name = typeof body.operationName === 'string' ? body.operationName : req.query['operationName'];
    const operation = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === name);
    if (!operation) return null;
    // A fragment spread at the root could hide any field: it counts as one that is not open.
    return operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '…'));
  } catch {
    return null;
  }
}

/** `callerOf`: who is calling (the auth module's session), so staff keep working during maintenance. */
export function maintenanceGate(api: 'graphql' | 'rest', callerOf: (req: Request) => Promise<Actor | null>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      if (!(await getSettings()).system.maintenanceMode) return next();
      if (api === 'rest' && OPEN_REST_PATHS.has(req.path)) return next();
      if (api === 'graphql') {
        const fields = rootFields(req);
        if (!fields || fields.every((f) => OPEN_GRAPHQL_FIELDS.has(f))) return next();
      }
      try {
        if (isStaff(await callerOf(req))) return next();
      } catch {
        // An expired token is answered by the API itself once maintenance is over; now it is maintenance.
      }
      res.setHeader('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
      if (api === 'graphql') {
        res.status(503).json({ errors: [{ message: MAINTENANCE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', maintenance: true } }] });
      } else {
        res.status(503).json({ message: MAINTENANCE_MESSAGE, errors: {} });
      }
    })().catch(next);
  };
}
