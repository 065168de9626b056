/**
 * The /api adapter for older callers. Thin on purpose: every route calls the same service function
 * as its GraphQL twin and renders with the same presenter, so rules, permission checks and output
 * shapes live in one place. The routes are the modules' (`routes` in each descriptor); the OpenAPI document and the
 * reference page describe exactly those.
 */
import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps.js';
import { AppError, ERROR_MESSAGES, TooManyRequestsError } from '../core/errors.js';
import { translate, translateAll } from '../i18n/message.js';
import { responseI18n } from '../i18n/request-language.js';
import type { Logger } from '../logger.js';
import { docsRouter } from './docs.js';
import { mountRoutes } from './mount.js';
import { buildOpenApiDocument } from './openapi.js';
import { errorBody } from './respond.js';
import { partsOf, type ModuleDescriptor } from '../core/module.js';

/**
 * `session` reads the caller from the request: it sets `res.locals.actor` (null for a guest) and
 * `res.locals.caller` (the caller's document, which the request's loaders start with).
 */
export function createRestRouter(deps: AppDeps, modules: readonly ModuleDescriptor[], session: RequestHandler): Router {
  const router = Router();
  const apiRoutes = partsOf('routes', modules);
  const document = buildOpenApiDocument(apiRoutes, partsOf('presenters', modules));
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use('/docs', docsRouter());

  router.use(session);
  router.use(mountRoutes(apiRoutes, deps));

  router.use((req, res) => {
    res.status(404).json(errorBody(`No API route for ${req.method} ${req.baseUrl}${req.path}`));
  });
  router.use(restErrorHandler(deps.log));
  return router;
}

/**
 * Domain errors become their status with `{ message, errors }`, in the caller's language; anything
 * else is logged, never shown.
 */
export function restErrorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const i18n = responseI18n(req, res);
    if (err instanceof AppError) {
      if (err instanceof TooManyRequestsError && err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      res.status(err.status).json(errorBody(translate(i18n, err.text), err.fields && translateAll(i18n, err.fields)));
      return;
    }
    const type = (err as { type?: string } | null)?.type;
    if (type === 'entity.parse.failed') {
      res.status(400).json(errorBody('The request body is not valid JSON.', { body: 'Send a JSON object' }));
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json(errorBody('The request body is too large.', { body: 'At most 1 MB' }));
      return;
    }
    requestLogOf(req, log).error({ err }, 'unexpected error in a REST request');
    res.status(500).json(errorBody(translate(i18n, ERROR_MESSAGES.internal)));
  };
}

/**
 * pino-http's types promise `req.log` on every request, but an error raised before its middleware
 * ran (helmet, cors) reaches the error handler without one.
 */
function requestLogOf(req: { log?: Logger }, fallback: Logger): Logger {
  return req.log ?? fallback;
}
