import { useMutation } from '@apollo/client/react';
import type { ContactInfoInput } from '../../../__generated__/graphql';
import { SaveFailure } from '../../../components/form/save-failure';
import { useNotice } from '../../../components/notice/useNotice';
import {
  AdminContactInfoQuery,
  AdminCreateContactInfoMutation,
  AdminDeleteContactInfoMutation,
  AdminUpdateContactInfoMutation,
} from '../operations';

// The Contact Info tab's changes with the spec's messages (section 8); the list is read again after each.
const refetchQueries = [AdminContactInfoQuery];

export function useContactInfoActions() {
  const notice = useNotice();
  const [createItem] = useMutation(AdminCreateContactInfoMutation, { refetchQueries });
  const [updateItem] = useMutation(AdminUpdateContactInfoMutation, { refetchQueries });
  const [deleteItem] = useMutation(AdminDeleteContactInfoMutation, { refetchQueries });

  /** Rejects with a SaveFailure, which the dialog shows. */
  const create = async (input: ContactInfoInput) => {
    try {
      await createItem({ variables: { input } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to create contact info. Please try again.');
    }
    notice.success('Contact info created successfully!');
  };

  /** Rejects with a SaveFailure, which the dialog shows. */
  const update = async (id: string, input: ContactInfoInput) => {
    try {
      await updateItem({ variables: { id, input } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to update contact info. Please try again.');
    }
    notice.success('Contact info updated successfully!');
  };

  /** The active toggle: what the public contact page shows (spec section 4). */
  const setActive = async (id: string, isActive: boolean) => {
    try {
      await updateItem({ variables: { id, input: { isActive } } });
      notice.success(
        isActive ? 'Contact info is now shown on the website.' : 'Contact info is now hidden from the website.',
      );
    } catch {
      notice.error('Failed to update contact info. Please try again.');
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteItem({ variables: { id } });
      notice.success('Contact info deleted successfully!');
    } catch {
      notice.error('Failed to delete contact info. Please try again.');
    }
  };

  return { create, update, setActive, remove };
}
