/**
 * The /api adapter for older callers. Thin on purpose: every route calls the same service function
 * as its GraphQL twin, so rules and permission checks live in one place.
 */
import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { AppError } from '../core/errors.js';
import type { Logger } from '../logger.js';
import { RENEWED_TOKEN_HEADER, resolveSession } from '../modules/auth/session.js';
import { serviceRestRouter } from '../modules/services/service.rest.js';
import { contactRestRouter } from '../modules/contact/contact.rest.js';
import { authRestRouter } from '../modules/auth/auth.rest.js';
import { userRestRouter } from '../modules/users/user.rest.js';
import { courseRestRouter, myEnrollmentsRestRouter } from '../modules/courses/course.rest.js';
import { jobRestRouter } from '../modules/jobs/job.rest.js';
import { applicationRestRouter, myApplicationsRestRouter } from '../modules/jobs/application.rest.js';
import { exportRestRouter } from '../modules/exports/export.rest.js';
import { importRestRouter } from '../modules/imports/import.rest.js';

export function createRestRouter(deps: { jwtSecret: string; log: Logger }): Router {
  const router = Router();

  const session: RequestHandler = async (req, res, next) => {
    const { actor, renewedToken } = await resolveSession(deps.jwtSecret, req.headers.authorization);
    res.locals['actor'] = actor;
    if (renewedToken) res.setHeader(RENEWED_TOKEN_HEADER, renewedToken);
    next();
  };
  router.use(session);

  router.use('/auth', authRestRouter());
  router.use('/users', userRestRouter());
  router.use('/services', serviceRestRouter());
  router.use('/courses', courseRestRouter());
  router.use('/me/enrollments', myEnrollmentsRestRouter());
  router.use(contactRestRouter());
  router.use('/jobs', jobRestRouter());
  router.use('/applications', applicationRestRouter());
  router.use('/me/applications', myApplicationsRestRouter());
  router.use('/exports', exportRestRouter());
  router.use('/imports', importRestRouter());

  router.use((req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}` });
  });
  router.use(restErrorHandler(deps.log));
  return router;
}

/** Domain errors become their status with `{ message, errors }`; anything else is logged, never shown. */
export function restErrorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    if (err instanceof AppError) {
      res.status(err.status).json({ message: err.message, ...(err.fields ? { errors: err.fields } : {}) });
      return;
    }
    const type = (err as { type?: string } | null)?.type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON.' });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large.' });
      return;
    }
    log.error({ err }, 'unexpected error in a REST request');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
