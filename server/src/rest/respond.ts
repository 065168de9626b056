/** The REST envelope: success is `{ data }` (lists add `meta`); every failure is `{ message, errors }`. */
import type { Response } from 'express';
import type { FieldErrors } from '../core/errors.js';
import { toJsonValue } from '../core/presenter.js';
import type { Actor } from '../modules/auth/actor.js';

export type ErrorBody = { message: string; errors: FieldErrors };

export function errorBody(message: string, errors: FieldErrors = {}): ErrorBody {
  return { message, errors };
}

/** The caller, as the session middleware found them. */
export function actorOf(res: Response): Actor | null {
  return (res.locals['actor'] as Actor | null | undefined) ?? null;
}

/**
 * For the routers not yet declared as routes (exports, imports): `{ data }` with plain JSON values.
 * Their answers are not entities, so no presenter applies.
 */
export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ data: toJsonValue(data) });
}
