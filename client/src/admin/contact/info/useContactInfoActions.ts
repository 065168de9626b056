import { useMutation } from '@apollo/client/react';
import type { ContactInfoInput } from '../../../__generated__/graphql';
import { SaveFailure } from '../../../components/form/save-failure';
import { useNotice } from '../../../components/notice/useNotice';
import { listCacheUpdates } from '../../../app/cache/list-cache';
import {
  AdminCreateContactInfoMutation,
  AdminDeleteContactInfoMutation,
  AdminUpdateContactInfoMutation,
} from '../operations';

// The Contact Info tab's changes with the spec's messages (section 8). The server orders the list
// (a new item goes last; an edit may change its order), so a create or an edit drops the cached
// list and the tab fetches it once; a delete is taken out of the cache without a request.
const lists = listCacheUpdates('ContactInfo', ['contactInfo']);

export function useContactInfoActions() {
  const notice = useNotice();
  const [createItem] = useMutation(AdminCreateContactInfoMutation, { update: lists.created });
  const [updateItem] = useMutation(AdminUpdateContactInfoMutation, { update: lists.created });
  const [deleteItem] = useMutation(AdminDeleteContactInfoMutation, { update: lists.deleted });

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
