/**
 * Typed domain errors. Services throw these; the GraphQL layer maps them to `extensions.code`
 * and the REST layer to HTTP statuses. Anything else is an internal error and is never shown.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE';

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(fields: FieldErrors, message?: string) {
    super('BAD_USER_INPUT', 400, message ?? Object.values(fields)[0] ?? 'Invalid input', fields);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super('UNAUTHENTICATED', 401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super('FORBIDDEN', 403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', 404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super('CONFLICT', 409, message, fields);
  }
}

export class TooManyRequestsError extends AppError {
  /**
   * `retryAfterSeconds`: when the caller may try again. REST sends it as `Retry-After`, GraphQL as
   * `extensions.retryAfter` (and the same header), so a form can say when rather than "later".
   */
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    readonly retryAfterSeconds?: number,
  ) {
    super('TOO_MANY_REQUESTS', 429, message);
  }
}

/** The database refused a write on a unique index (MongoDB's E11000, the embedded store's too). */
export const isDuplicateKeyError = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 11000;
