/**
 * Typed domain errors. Services throw these; the GraphQL layer maps them to `extensions.code`
 * and the REST layer to HTTP statuses. Anything else is an internal error and is never shown.
 *
 * Their words are message descriptors (i18n/message.ts), put in the caller's language by the
 * adapters (graphql/errors.ts, rest/router.ts); `message` is the English text, for logs.
 */
import { inEnglish } from '../i18n/server-i18n.js';
import type { MessageText } from '../i18n/message.js';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE';

/** What to fix, field by field (`title`, `modules.0.lessons.1.title`, `_` for the input as a whole). */
export type FieldErrors = Record<string, MessageText>;

export const ERROR_MESSAGES = {
  invalidInput: /*i18n*/ { message: 'Invalid input' },
  unauthenticated: /*i18n*/ { message: 'Please sign in to continue.' },
  forbidden: /*i18n*/ { message: 'You do not have permission to do this.' },
  notFound: /*i18n*/ { message: 'Not found.' },
  tooManyRequests: /*i18n*/ { message: 'Too many requests. Please wait a moment and try again.' },
  internal: /*i18n*/ { message: 'Something went wrong on our side. Please try again.' },
} as const;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    /** What the caller is told, in their language once an adapter translates it. */
    readonly text: MessageText,
    readonly fields?: FieldErrors,
  ) {
    super(inEnglish(text));
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(fields: FieldErrors, message?: MessageText) {
    super('BAD_USER_INPUT', 400, message ?? Object.values(fields)[0] ?? ERROR_MESSAGES.invalidInput, fields);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message: MessageText = ERROR_MESSAGES.unauthenticated) {
    super('UNAUTHENTICATED', 401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: MessageText = ERROR_MESSAGES.forbidden) {
    super('FORBIDDEN', 403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: MessageText = ERROR_MESSAGES.notFound) {
    super('NOT_FOUND', 404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: MessageText, fields?: FieldErrors) {
    super('CONFLICT', 409, message, fields);
  }
}

export class TooManyRequestsError extends AppError {
  /**
   * `retryAfterSeconds`: when the caller may try again. REST sends it as `Retry-After`, GraphQL as
   * `extensions.retryAfter` (and the same header), so a form can say when rather than "later".
   */
  constructor(
    message: MessageText = ERROR_MESSAGES.tooManyRequests,
    readonly retryAfterSeconds?: number,
  ) {
    super('TOO_MANY_REQUESTS', 429, message);
  }
}

/** The database refused a write on a unique index (MongoDB's E11000, the embedded store's too). */
export const isDuplicateKeyError = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 11000;
