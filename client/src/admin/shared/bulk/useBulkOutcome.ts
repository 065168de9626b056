import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DocumentNode } from 'graphql';
import type { BulkOutcome_ResultFragment } from '../../../__generated__/graphql';
import { useNotice } from '../../../components/notice/useNotice';
import { UndoBulkMutation } from './operations';

/** The screen's queries fetched again after a bulk action or its undo (names or documents). */
export type RefetchList = readonly (string | DocumentNode)[];

/**
 * The last bulk action's result on screen and its Undo. After a bulk action or its undo the
 * screen's lists and figures are fetched again (`refetch`): many items changed at once.
 */
export function useBulkOutcome(refetch: RefetchList) {
  const { t } = useLingui();
  const notice = useNotice();
  const [outcome, setOutcome] = useState<BulkOutcome_ResultFragment | null>(null);
  const [undo, undoState] = useMutation(UndoBulkMutation, { refetchQueries: [...refetch], awaitRefetchQueries: true });

  const undoBatch = async (batchId: string) => {
    try {
      const res = await undo({ variables: { batchId } });
      setOutcome(null);
      const restored = res.data?.undoBulk.restored ?? 0;
      notice.success(t`Undone: ${restored} items are as they were.`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      notice.error(t`Could not undo: ${reason}`);
    }
  };

  return {
    show: setOutcome,
    noticeProps: { outcome, onUndo: (batchId: string) => void undoBatch(batchId), onClose: () => setOutcome(null), busy: undoState.loading },
  };
}
