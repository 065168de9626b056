import { useLingui } from '@lingui/react/macro';
import type { AdminMoveFaqMutation as AdminMoveFaqMutationData, MoveDirection } from '../../../__generated__/graphql';
import { listCacheUpdates, writeWholeList } from '../../../app/cache/list-cache';
import type { ListCacheUpdate } from '../../../app/cache/list-cache';
import { useListActions } from '../../shared/useListActions';
import { useListMutation } from '../../shared/useListMutation';
import {
  AdminCreateFaqMutation,
  AdminDeleteFaqMutation,
  AdminMoveFaqMutation,
  AdminUpdateFaqMutation,
} from '../operations';

// The FAQ tab's changes. The prototype only logged failures here (spec section 8); this screen
// tells the administrator. The server numbers the FAQs (a create or an edit may put one at any
// position and renumber the others), so a create or an edit drops the cached list and the tab
// fetches it once; a move answers every FAQ in the new order, which becomes the cached list with
// no request; a delete is taken out of the cache without a request.
const LIST_FIELD = 'faqs';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type name, not text
const lists = listCacheUpdates('Faq', [LIST_FIELD], ['activeOnly']);

const moved: ListCacheUpdate<AdminMoveFaqMutationData> = (cache, { data }) => {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type name, not text
  if (data) writeWholeList(cache, LIST_FIELD, data.moveFaq.map((faq) => ({ __typename: 'Faq', id: faq.id })), ['activeOnly']);
};

export function useFaqActions() {
  const { t } = useLingui();
  const { create, update, remove, attempt } = useListActions({
    lists,
    editMoves: true,
    create: { mutation: AdminCreateFaqMutation, done: t`FAQ created successfully!`, failed: () => t`Failed to create FAQ. Please try again.` },
    update: { mutation: AdminUpdateFaqMutation, done: t`FAQ updated successfully!`, failed: () => t`Failed to update FAQ. Please try again.` },
    remove: { mutation: AdminDeleteFaqMutation, done: t`FAQ deleted successfully!`, failed: () => t`Failed to delete FAQ. Please try again.` },
  });
  const moveFaq = useListMutation(AdminMoveFaqMutation, moved);

  /** Swaps with the neighbour above or below; the server does it atomically. */
  const move = (id: string, direction: MoveDirection) =>
    attempt(() => moveFaq({ id, direction }), null, () => t`Failed to reorder FAQs. Please try again.`);

  return { create, update, move, remove };
}
