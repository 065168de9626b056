/** The REST envelope: success is `{ data }` (lists add `meta`); every failure is `{ message, errors }`. */
import type { Response } from 'express';
import type { Actor } from '../core/actor.js';

/** `errors`: what to fix, field by field, already in the caller's language. */
export type ErrorBody = { message: string; errors: Record<string, string> };

export function errorBody(message: string, errors: Record<string, string> = {}): ErrorBody {
  return { message, errors };
}

/** The caller, as the session middleware found them. */
export function actorOf(res: Response): Actor | null {
  return (res.locals['actor'] as Actor | null | undefined) ?? null;
}
