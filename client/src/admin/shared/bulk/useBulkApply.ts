import { useLingui } from '@lingui/react/macro';
import type { BulkOutcome_ResultFragment } from '../../../__generated__/graphql';
import { useNotice } from '../../../components/notice/useNotice';
import { useBulkOutcome, type RefetchList } from './useBulkOutcome';
import type { BulkSelection } from './useBulkSelection';

export type BulkInput<A extends string, F> = { action: A; ids?: string[]; filter?: F };

/**
 * Applies a list's bulk action to what is chosen (the ids, or every item matching `filter`), then
 * clears the choice and shows the outcome with its Undo; a failure is said in a notice.
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
  const apply = async (action: A) => {
    try {
      const result = await send(selection.allMatching ? { action, filter } : { action, ids: [...selection.ids] });
      if (result) {
        selection.clear();
        outcome.show(result);
      }
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      notice.error(t`The bulk action failed: ${reason}`);
    }
  };
  return { apply, outcome };
}
