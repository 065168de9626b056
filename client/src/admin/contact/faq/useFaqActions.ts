import { useMutation } from '@apollo/client/react';
import type { FaqInput, MoveDirection } from '../../../__generated__/graphql';
import { SaveFailure } from '../../../components/form/save-failure';
import { useNotice } from '../../../components/notice/useNotice';
import {
  AdminCreateFaqMutation,
  AdminDeleteFaqMutation,
  AdminFaqsQuery,
  AdminMoveFaqMutation,
  AdminUpdateFaqMutation,
} from '../operations';

// The FAQ tab's changes. The prototype only logged failures here (spec section 8); this screen
// tells the administrator. The list is read again after each change (spec section 7).
const refetchQueries = [AdminFaqsQuery];

export function useFaqActions() {
  const notice = useNotice();
  const [createFaq] = useMutation(AdminCreateFaqMutation, { refetchQueries });
  const [updateFaq] = useMutation(AdminUpdateFaqMutation, { refetchQueries });
  const [moveFaq] = useMutation(AdminMoveFaqMutation, { refetchQueries });
  const [deleteFaq] = useMutation(AdminDeleteFaqMutation, { refetchQueries });

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
