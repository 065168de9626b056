/** The REST envelope: success is `{ data }` (lists add `meta`); every failure is `{ message, errors }`. */
import type { Response } from 'express';
import type { FieldErrors } from '../core/errors.js';
import type { Actor } from '../modules/auth/actor.js';

export type ErrorBody = { message: string; errors: FieldErrors };

export function errorBody(message: string, errors: FieldErrors = {}): ErrorBody {
  return { message, errors };
}

/** The caller, as the session middleware found them. */
export function actorOf(res: Response): Actor | null {
  return (res.locals['actor'] as Actor | null | undefined) ?? null;
}
