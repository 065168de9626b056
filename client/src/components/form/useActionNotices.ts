import { useLingui } from '@lingui/react';
import { useNotice } from '../notice/useNotice';
import { errorReason } from './graphql-errors';
import { SaveFailure } from './save-failure';

/** Turns the server's reason into the sentence the administrator reads. */
type Describe = (reason: string) => string;
type Run = () => Promise<unknown>;

/**
 * How the back office runs a change and tells the user (spec section 8).
 * - `save`, a dialog's save: a failure rejects with a SaveFailure (the sentence from `failure`
 *   and the server's messages per field), which the dialog shows; success raises the notice.
 * - `attempt`, a change from a list or a menu: a failure raises the error notice and resolves
 *   false; success raises `success` (when there is one) and resolves true.
 */
export function useActionNotices() {
  const notice = useNotice();
  const { i18n } = useLingui();

  const save = async (run: Run, success: string, failure: Describe): Promise<void> => {
    try {
      await run();
    } catch (error) {
      throw SaveFailure.from(error, failure, i18n);
    }
    notice.success(success);
  };

  const attempt = async (run: Run, success: string | null, failure: Describe): Promise<boolean> => {
    try {
      await run();
    } catch (error) {
      notice.error(failure(errorReason(error, i18n)));
      return false;
    }
    if (success) notice.success(success);
    return true;
  };

  return { notice, save, attempt };
}
