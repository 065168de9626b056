import { useMutation } from '@apollo/client/react';
import type { FaqInput, MoveDirection } from '../../../__generated__/graphql';
import { SaveFailure } from '../../../components/form/save-failure';
import { useNotice } from '../../../components/notice/useNotice';
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
  const notice = useNotice();
  const [createFaq] = useMutation(AdminCreateFaqMutation, { refetchQueries });
  const [updateFaq] = useMutation(AdminUpdateFaqMutation, { refetchQueries });
  const [moveFaq] = useMutation(AdminMoveFaqMutation, { refetchQueries });
  const [deleteFaq] = useMutation(AdminDeleteFaqMutation, { update: lists.deleted });

  /** Rejects with a SaveFailure, which the dialog shows. */
  const create = async (input: FaqInput) => {
    try {
      await createFaq({ variables: { input } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to create FAQ. Please try again.');
    }
    notice.success('FAQ created successfully!');
  };

  /** Rejects with a SaveFailure, which the dialog shows. */
  const update = async (id: string, input: FaqInput) => {
    try {
      await updateFaq({ variables: { id, input } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to update FAQ. Please try again.');
    }
    notice.success('FAQ updated successfully!');
  };

  /** Swaps with the neighbour above or below; the server does it atomically. */
  const move = async (id: string, direction: MoveDirection) => {
    try {
      await moveFaq({ variables: { id, direction }, awaitRefetchQueries: true });
    } catch {
      notice.error('Failed to reorder FAQs. Please try again.');
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteFaq({ variables: { id } });
      notice.success('FAQ deleted successfully!');
    } catch {
      notice.error('Failed to delete FAQ. Please try again.');
    }
  };

  return { create, update, move, remove };
}
