import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BulkOutcome_ResultFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { BulkActionBar, type BulkActionOption } from './BulkActionBar';
import { BulkOutcomeNotice } from './BulkOutcomeNotice';
import { BulkProgressBar } from './BulkProgressBar';
import { useBulkApply, type BulkInput } from './useBulkApply';
import type { BulkSelection } from './useBulkSelection';
import type { RefetchList } from './useBulkOutcome';

export interface ListBulkBarProps<A extends string, F> {
  selection: BulkSelection;
  pageIds: readonly string[];
  total: number;
  /** The list's filter: "all matching" acts on it, on the server. */
  filter: F;
  /** The screen's queries fetched again after an action or its undo. */
  refetch: RefetchList;
  actions: readonly BulkActionOption<A>[];
  /** Sends the action to the server and answers its result. */
  send: (input: BulkInput<A, F>) => Promise<BulkOutcome_ResultFragment | undefined>;
  busy: boolean;
  /** What is asked before a delete (the action named `delete`), given how many items it covers; a list without delete needs none. */
  confirmDelete?: (count: number) => { title: string; message: string };
}

/**
 * A management list's bulk actions: the bar, the question asked before a delete, and the outcome
 * with its Undo. Each list says its actions and how it sends them (Job, Services, Course Management).
 */
export function ListBulkBar<A extends string, F>({ selection, pageIds, total, filter, refetch, actions, send, busy, confirmDelete }: ListBulkBarProps<A, F>) {
  const { t } = useLingui();
  const { apply: run, outcome, progressKey } = useBulkApply<A, F>(selection, filter, refetch, send);
  const [confirming, setConfirming] = useState<A | null>(null);
  const count = selection.allMatching ? total : selection.ids.size;
  const question = confirmDelete?.(count) ?? { title: '', message: '' };

  const apply = (action: A) => {
    setConfirming(null);
    return run(action);
  };

  return (
    <>
      <BulkActionBar<A>
        selection={selection}
        pageIds={pageIds}
        total={total}
        busy={busy}
        actions={actions}
        onAction={(action) => (action === 'delete' ? setConfirming(action) : void apply(action))}
      />
      <BulkProgressBar progressKey={progressKey} />
      <ConfirmDialog
        open={confirming !== null}
        title={question.title}
        message={question.message}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        destructive
        busy={busy}
        onConfirm={() => confirming && void apply(confirming)}
        onCancel={() => setConfirming(null)}
      />
      <BulkOutcomeNotice {...outcome.noticeProps} />
    </>
  );
}
