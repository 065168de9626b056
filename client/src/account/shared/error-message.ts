import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorReason } from '../../components/form/graphql-errors';

/**
 * The message for an account screen's red box: the server's sentence when it sent one, else the
 * screen's own fallback (e.g. 'Login failed. Please try again.'). A lost connection says so.
 */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (error instanceof TypeError) return errorReason(error);
  return fallback;
}
