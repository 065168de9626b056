import { useMutation } from '@apollo/client/react';
import type { ContactInfoInput } from '../../../__generated__/graphql';
import { useActionNotices } from '../../../components/form/useActionNotices';
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
  const { save, attempt } = useActionNotices();
  const [createItem] = useMutation(AdminCreateContactInfoMutation, { update: lists.created });
  const [updateItem] = useMutation(AdminUpdateContactInfoMutation, { update: lists.created });
  const [deleteItem] = useMutation(AdminDeleteContactInfoMutation, { update: lists.deleted });

  /** Rejects with a SaveFailure, which the dialog shows. */
  const create = (input: ContactInfoInput) =>
    save(() => createItem({ variables: { input } }), 'Contact info created successfully!', () => 'Failed to create contact info. Please try again.');

  /** Rejects with a SaveFailure, which the dialog shows. */
  const update = (id: string, input: ContactInfoInput) =>
    save(() => updateItem({ variables: { id, input } }), 'Contact info updated successfully!', () => 'Failed to update contact info. Please try again.');

  /** The active toggle: what the public contact page shows (spec section 4). */
  const setActive = (id: string, isActive: boolean) =>
    attempt(
      () => updateItem({ variables: { id, input: { isActive } } }),
      isActive ? 'Contact info is now shown on the website.' : 'Contact info is now hidden from the website.',
      () => 'Failed to update contact info. Please try again.',
    );

  const remove = (id: string) =>
    attempt(() => deleteItem({ variables: { id } }), 'Contact info deleted successfully!', () => 'Failed to delete contact info. Please try again.');

  return { create, update, setActive, remove };
}
