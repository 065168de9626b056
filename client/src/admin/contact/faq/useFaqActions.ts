import { useMutation } from '@apollo/client/react';
import type { FaqInput, MoveDirection } from '../../../__generated__/graphql';
import { useActionNotices } from '../../../components/form/useActionNotices';
import { listCacheUpdates } from '../../../app/cache/list-cache';
import {
  AdminCreateFaqMutation,
  AdminDeleteFaqMutation,
  AdminFaqsQuery,
  AdminMoveFaqMutation,
  AdminUpdateFaqMutation,
} from '../operations';

// The FAQ tab's changes. The prototype only logged failures here (spec section 8); this screen
// tells the administrator. The spec reloads the list after each change (section 7): the server
// orders it, and a move renumbers two FAQs while answering with one, so a create, an edit or a
// move fetches it again; a delete is taken out of the cache without a request.
const refetchQueries = [AdminFaqsQuery];
const lists = listCacheUpdates('Faq', ['faqs']);

export function useFaqActions() {
  const { save, attempt } = useActionNotices();
  const [createFaq] = useMutation(AdminCreateFaqMutation, { refetchQueries });
  const [updateFaq] = useMutation(AdminUpdateFaqMutation, { refetchQueries });
  const [moveFaq] = useMutation(AdminMoveFaqMutation, { refetchQueries });
  const [deleteFaq] = useMutation(AdminDeleteFaqMutation, { update: lists.deleted });

  /** Rejects with a SaveFailure, which the dialog shows. */
  const create = (input: FaqInput) =>
    save(() => createFaq({ variables: { input } }), 'FAQ created successfully!', () => 'Failed to create FAQ. Please try again.');

  /** Rejects with a SaveFailure, which the dialog shows. */
  const update = (id: string, input: FaqInput) =>
    save(() => updateFaq({ variables: { id, input } }), 'FAQ updated successfully!', () => 'Failed to update FAQ. Please try again.');

  /** Swaps with the neighbour above or below; the server does it atomically. */
  const move = (id: string, direction: MoveDirection) =>
    attempt(() => moveFaq({ variables: { id, direction }, awaitRefetchQueries: true }), null, () => 'Failed to reorder FAQs. Please try again.');

  const remove = (id: string) =>
    attempt(() => deleteFaq({ variables: { id } }), 'FAQ deleted successfully!', () => 'Failed to delete FAQ. Please try again.');

  return { create, update, move, remove };
}
