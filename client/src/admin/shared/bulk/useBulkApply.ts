import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BulkOutcome_ResultFragment } from '../../../__generated__/graphql';
import { useNotice } from '../../../components/notice/useNotice';
import { useBulkOutcome, type RefetchList } from './useBulkOutcome';
import type { BulkSelection } from './useBulkSelection';

export type BulkInput<A extends string, F> = { action: A; ids?: string[]; filter?: F; progressKey: string };

/** A fresh key for one action's progress (letters and digits; crypto.randomUUID needs a secure page). */
function newProgressKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Applies a list's bulk action to what is chosen (the ids, or every item matching `filter`), then
 * clears the choice and shows the outcome with its Undo; a failure is said in a notice. While it
 * runs, `progressKey` names it for the progress bar (BulkProgressBar).
 */
export function useBulkApply<A extends string, F>(
  selection: BulkSelection,
  filter: F,
  refetch: RefetchList,
  send: (input: BulkInput<A, F>) => Promise<BulkOutcome_ResultFragment | undefined>,
) {
  const { t } = useLingui();
  const notice = useNotice();
  const outcome = useBulkOutcome(refetch);
  const [progressKey, setProgressKey] = useState<string | null>(null);
  const apply = async (action: A) => {
    const key = newProgressKey();
    setProgressKey(key);
    try {
      const result = await send(selection.allMatching ? { action, filter, progressKey: key } : { action, ids: [...selection.ids], progressKey: key });
      if (result) {
        selection.clear();
        outcome.show(result);
      }
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      notice.error(t`The bulk action failed: ${reason}`);
    } finally {
      setProgressKey(null);
    }
  };
  return { apply, outcome, progressKey };
}
