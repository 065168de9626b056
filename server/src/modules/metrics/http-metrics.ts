/**
 * One histogram observation per HTTP request, labelled with the route template that answered it
 * (`/api/services/:id`, `/graphql`), never the raw URL: a URL label would make one time series per
 * id and query string.
 */
import type { Request, RequestHandler } from 'express';
import { httpRequestDuration } from './metrics.registry.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route template of an answered request, or a fixed name for what no route template answers. */
export function routeOf(req: Request, status: number): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  // A route given as a pattern: the history-API fallback that answers every page.
  if (path !== undefined) return '(page)';
  if (req.baseUrl === '/graphql') return '/graphql';
  // Answered before the REST router (public cache, limits, maintenance) or by its 404.
  if (req.baseUrl) return `${req.baseUrl}/*`;
  if (status === 404) return '(not found)';
  return req.path.startsWith('/assets/') ? '/assets/*' : '(static file)';
}

export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const status = res.statusCode;
      httpRequestDuration.observe(
        { method: METHODS.has(req.method) ? req.method : 'other', route: routeOf(req, status), status_code: status },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
