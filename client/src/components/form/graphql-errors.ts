import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Reads the server contract's errors: `message` is a sentence for the user, and validation
// errors (BAD_USER_INPUT) and conflicts such as a taken e-mail (CONFLICT) carry
// `extensions.fields` = { fieldName: message }.

const NETWORK_ERROR = msg`Network error. Please check your connection.`;
const GENERIC_ERROR = msg`An error occurred`;

/**
 * The human-readable reason of a failed operation, for messages like "Failed to …: {reason}": the
 * server's message (already in the caller's language), else ours in `i18n`'s.
 */
export function errorReason(error: unknown, i18n: I18n): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? i18n._(GENERIC_ERROR);
  if (ServerError.is(error)) return readServerMessage(error.bodyText) ?? i18n._(GENERIC_ERROR);
  if (error instanceof TypeError) return i18n._(NETWORK_ERROR); // fetch rejects with a TypeError when no response arrives
  if (error instanceof Error && error.message) return error.message;
  return i18n._(GENERIC_ERROR);
}

/**
 * Seconds until an operation refused for a limit may be tried again: `extensions.retryAfter` of a
 * GraphQL error, or the `Retry-After` header of a 429 (the API-wide limit); null when not said.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (CombinedGraphQLErrors.is(error)) {
    for (const gqlError of error.errors) {
      const seconds = gqlError.extensions?.retryAfter;
      if (typeof seconds === 'number' && seconds > 0) return seconds;
    }
    return null;
  }
  if (ServerError.is(error) && error.statusCode === 429) {
    const seconds = Number(error.response.headers.get('Retry-After'));
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  }
  return null;
}

/** Field messages of a validation error or conflict, keyed by the input's field names; empty otherwise. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  for (const gqlError of error.errors) {
    const fields = gqlError.extensions?.fields;
    if (isStringRecord(fields)) return fields;
  }
  return {};
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function readServerMessage(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
    if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
      const first: unknown = body.errors[0];
      if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string') {
        return first.message;
      }
    }
  } catch {
    // not JSON: fall through to the generic text
  }
  return undefined;
}
