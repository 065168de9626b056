import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formFieldOf } from './user-form';
import type { UserFormErrors } from './user-form';

/**
 * The server's field messages for the user form. Unlike the shared `fieldErrors`, this also reads
 * CONFLICT errors, since "An account with this email already exists" belongs under Email Address.
 */
export function userFormErrorsOf(error: unknown): UserFormErrors {
  const result: UserFormErrors = {};
  if (!CombinedGraphQLErrors.is(error)) return result;
  for (const gqlError of error.errors) {
    const fields = gqlError.extensions?.fields;
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [name, message] of Object.entries(fields)) {
      const field = formFieldOf(name);
      if (field && typeof message === 'string') result[field] ??= message;
    }
  }
  return result;
}
