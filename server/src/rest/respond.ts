/** The REST envelope: success is `{ data }` (lists add `meta`); every failure is `{ message, errors }`. */
import type { FieldErrors } from '../core/errors.js';

export type ErrorBody = { message: string; errors: FieldErrors };

export function errorBody(message: string, errors: FieldErrors = {}): ErrorBody {
  return { message, errors };
}
