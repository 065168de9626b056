/**
 * MongoDB error codes and the error type every layer throws. The command dispatcher turns a
 * StoreError into MongoDB's `{ ok: 0, errmsg, code, codeName }` reply, so drivers raise the same
 * MongoServerError (same code, same codeName) they would against a real mongod.
 */

export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  InvalidLength: 16,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  Unauthorized: 13,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  EmptyFieldName: 56,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  WriteConflict: 112,
  DocumentValidationFailure: 121,
  JSInterpreterFailure: 139,
  ConflictingOperationInProgress: 117,
  CommandNotSupported: 115,
  CannotIndexParallelArrays: 171,
  NoSuchTransaction: 251,
  TransactionCommitted: 256,
  InvalidResumeToken: 260,
  OperationNotSupportedInTransaction: 263,
  ChangeStreamFatalError: 280,
  ChangeStreamHistoryLost: 286,
  Location40352: 40352,
  Location31254: 31254,
  Location17419: 17419,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
} as const;

const CODE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(ErrorCode).map(([name, code]) => [code, name]),
);

export function codeName(code: number): string {
  return CODE_NAMES[code] ?? `Location${code}`;
}

export class StoreError extends Error {
  readonly code: number;
  /** Extra fields merged into the error reply / writeError (e.g. keyPattern, keyValue). */
  readonly extra: Record<string, unknown>;
  readonly labels: string[];

  constructor(code: number, message: string, extra: Record<string, unknown> = {}, labels: string[] = []) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
    this.extra = extra;
    this.labels = labels;
  }
}

/** Shorthand for the most common failure: malformed user input (BadValue, code 2). */
export function badValue(message: string): StoreError {
  return new StoreError(ErrorCode.BadValue, message);
}

/** Wraps anything thrown (mingo errors, bugs) into a StoreError so the reply keeps its shape. */
export function toStoreError(err: unknown): StoreError {
  if (err instanceof StoreError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // mingo signals invalid expressions/operators with plain errors; MongoDB reports those as user errors.
  return new StoreError(err instanceof Error && err.constructor.name === 'MingoError' ? ErrorCode.BadValue : ErrorCode.InternalError, message);
}

/** The error the matcher/parsers throw for malformed input (BadValue unless a more specific code applies). */
export class BadValueError extends StoreError {
  constructor(message: string, code: number = ErrorCode.BadValue) {
    super(code, message);
  }
}
