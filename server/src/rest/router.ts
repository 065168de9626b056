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
  // Built at its first request, not at every start; the same document afterwards.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument(apiRoutes, partsOf('presenters', modules), partsOf('sitePaths', modules));
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
    const unread = unreadableBody(err, req.headers['content-encoding']);
    if (unread) {
      res.status(unread.status).json(errorBody(unread.message, unread.fields));
      return;
    }
    requestLogOf(req, log).error({ err }, 'unexpected error in a REST request');
    res.status(500).json(errorBody(translate(i18n, ERROR_MESSAGES.internal)));
  };
}

type Refusal = { status: number; message: string; fields?: Record<string, string> };

/**
 * A body the JSON reader (body-parser) could not read: the caller's mistake, said plainly. Its
 * errors carry a `type`, except a decompression failure (a body that is not the gzip, br or
 * deflate data its Content-Encoding announces), which is zlib's own error with status 400.
 */
function unreadableBody(err: unknown, contentEncoding: string | undefined): Refusal | null {
  const { type, status, expose } = (err ?? {}) as { type?: string; status?: number; expose?: boolean };
  const encoding = (contentEncoding ?? '').slice(0, 40).toLowerCase();
  switch (type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'The request body is not valid JSON.', fields: { body: 'Send a JSON object' } };
    case 'entity.too.large':
      return { status: 413, message: 'The request body is too large.', fields: { body: 'At most 1 MB' } };
    case 'encoding.unsupported':
      return {
        status: 415,
        message: `Content-Encoding "${encoding}" is not supported: send the body as is, or with gzip, br or deflate.`,
        fields: { 'content-encoding': 'Use gzip, br, deflate or none' },
      };
    case 'charset.unsupported':
      return { status: 415, message: 'The request body must be UTF-8.', fields: { 'content-type': 'Use charset=utf-8' } };
  }
  if (typeof status !== 'number' || status < 400 || status >= 500 || !expose) return null;
  if (!type && encoding && encoding !== 'identity') {
    return {
      status: 400,
      message: `The request body could not be decompressed: it is not valid ${encoding} data, as its Content-Encoding says.`,
      fields: { 'content-encoding': `The body is not ${encoding} data` },
    };
  }
  return { status, message: 'The request body could not be read.', fields: { body: 'Send the whole body, as its headers describe it' } };
}

/**
 * pino-http's types promise `req.log` on every request, but an error raised before its middleware
 * ran (helmet, cors) reaches the error handler without one.
 */
function requestLogOf(req: { log?: Logger }, fallback: Logger): Logger {
  return req.log ?? fallback;
}
