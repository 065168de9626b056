import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { I18n } from '@lingui/core';
import { errorReason } from '../../components/form/graphql-errors';

/**
 * The message for an account screen's red box: the server's sentence when it sent one, else the
 * screen's own fallback (e.g. 'Login failed. Please try again.'). A lost connection says so.
 */
export function accountErrorMessage(error: unknown, fallback: string, i18n: I18n): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (error instanceof TypeError) return errorReason(error, i18n);
  return fallback;
}
