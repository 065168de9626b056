import { useMutation } from '@apollo/client/react';
import type { GlobalOfficeInput } from '../../../__generated__/graphql';
import { useActionNotices } from '../../../components/form/useActionNotices';
import { listCacheUpdates } from '../../../app/cache/list-cache';
import {
  AdminCreateGlobalOfficeMutation,
  AdminDeleteGlobalOfficeMutation,
  AdminGlobalOfficesQuery,
  AdminUpdateGlobalOfficeMutation,
} from '../operations';

// The Global Offices tab's changes. The prototype only logged failures here (spec section 8);
// this screen tells the administrator. The spec reloads the list after each change (section 7):
// the server orders it (headquarters first), so a create or an edit fetches it again; a delete
// is taken out of the cache without a request, which leaves the same list.
const refetchQueries = [AdminGlobalOfficesQuery];
const lists = listCacheUpdates('GlobalOffice', ['globalOffices']);

export function useOfficeActions() {
  const { save, attempt } = useActionNotices();
  const [createOffice] = useMutation(AdminCreateGlobalOfficeMutation, { refetchQueries });
  const [updateOffice] = useMutation(AdminUpdateGlobalOfficeMutation, { refetchQueries });
  const [deleteOffice] = useMutation(AdminDeleteGlobalOfficeMutation, { update: lists.deleted });

  /** Rejects with a SaveFailure, which the dialog shows. */
  const create = (input: GlobalOfficeInput) =>
    save(() => createOffice({ variables: { input } }), 'Office created successfully!', () => 'Failed to create office. Please try again.');

  /** Rejects with a SaveFailure, which the dialog shows. */
  const update = (id: string, input: GlobalOfficeInput) =>
    save(() => updateOffice({ variables: { id, input } }), 'Office updated successfully!', () => 'Failed to update office. Please try again.');

  const remove = (id: string) =>
    attempt(() => deleteOffice({ variables: { id } }), 'Office deleted successfully!', () => 'Failed to delete office. Please try again.');

  return { create, update, remove };
}
