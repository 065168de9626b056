/**
 * Turns route declarations into an Express router: the session's actor, a checked `{id}`, the
 * parsed list query, the `{ data }` envelope, and 405 with `Allow` for a known path asked with
 * another method.
 */
import type { AppDeps } from '../app-deps.js';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { ValidationError } from '../core/errors.js';
import { isObjectId } from '../core/ids.js';
import { createLoaders } from '../graphql/loaders.js';
import { responseI18n } from '../i18n/request-language.js';
import { parseListQuery } from './list-query.js';
import { actorOf, errorBody } from './respond.js';
import { expressPath, type Access, type RouteDef, type RestContext } from './route.js';
import { requireStaff, requireUser } from '../core/actor.js';

export const INVALID_ID = 'Invalid id: expected 24 hexadecimal characters';

function contextOf(req: Request, res: Response, route: RouteDef, deps: AppDeps): RestContext {
  const actor = actorOf(res);
  return {
    actor,
    loaders: createLoaders(actor, res.locals['caller'] as Parameters<typeof createLoaders>[1]),
    i18n: responseI18n(req, res),
    req,
    res,
    ip: req.ip ?? 'unknown',
    id: String(req.params['id'] ?? ''),
    params: Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, String(v)])),
    body: req.body,
    list: route.list ? parseListQuery(req.query, route.list) : { page: 1, pageSize: 0, sort: null, filter: {} },
    deps,
  };
}

function handle(route: RouteDef, deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const ctx = contextOf(req, res, route, deps);
    const result = await route.handler(ctx);
    if (route.answer.kind === 'file') return;
    const status = route.status ?? 200;
    if (route.answer.kind === 'page') {
      const page = result as { items: unknown[]; total: number; page: number; pageSize: number };
      res.status(status).json({ data: page.items, meta: { total: page.total, page: page.page, pageSize: page.pageSize } });
      return;
    }
    res.status(status).json({ data: route.answer.kind === 'id' ? { id: result } : result });
  };
}

/**
 * The route's declared access, enforced before anything reads the path or the body: a guest asking
 * for a signed-in route hears 401, a student asking for a back-office route 403, whatever they sent.
 * The service's own guard still decides what is theirs (owner routes) and what only admins may do.
 */
const ACCESS_GUARDS: Record<Access, ((actor: ReturnType<typeof actorOf>) => unknown) | null> = {
  guest: null,
  'signed-in': requireUser,
  owner: requireUser,
  admin: requireStaff,
};

function accessGuard(access: Access): RequestHandler[] {
  const guard = ACCESS_GUARDS[access];
  if (!guard) return [];
  return [
    (_req, res, next) => {
      guard(actorOf(res));
      next();
    },
  ];
}

/** A malformed id is the caller's mistake, said the same way on every route. */
const checkId: RequestHandler = (req, _res, next) => {
  const id = req.params['id'];
  if (id !== undefined && !isObjectId(String(id))) throw new ValidationError({ id: INVALID_ID }, INVALID_ID);
  next();
};

export function mountRoutes(routes: readonly RouteDef[], deps: AppDeps): Router {
  const router = Router();
  const methodsByPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const path = expressPath(route.path);
    const pre: RequestHandler[] = [...accessGuard(route.access), ...(path.includes(':id') ? [checkId] : [])];
    router[route.method](path, ...pre, ...(route.before ?? []), handle(route, deps));
    const methods = methodsByPath.get(path) ?? new Set<string>();
    methods.add(route.method.toUpperCase());
    methodsByPath.set(path, methods);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', ');
    router.all(path, (req, res) => {
      res.setHeader('Allow', allow);
      res.status(405).json(errorBody(`${req.method} is not allowed on ${req.baseUrl}${req.path}. Allowed: ${allow}.`, { method: `Use one of ${allow}` }));
    });
  }
  return router;
}
