import { useLingui } from '@lingui/react';
import { errorReason } from './form/graphql-errors';
import { RetryAlert } from './RetryAlert';

/**
 * QueryBoundary's failed state: the screen's sentence, else the server's reason, with Retry. A file
 * of its own, loaded when a load fails: MUI's Alert and the error parsing stay off the first load.
 */
export function QueryFailure({ error, errorMessage, onRetry }: { error: unknown; errorMessage?: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  return <RetryAlert onRetry={onRetry}>{errorMessage ?? errorReason(error, i18n)}</RetryAlert>;
}
