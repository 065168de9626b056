import { useMutation } from '@apollo/client/react';
import type { GlobalOfficeInput } from '../../../__generated__/graphql';
import { SaveFailure } from '../../../components/form/save-failure';
import { useNotice } from '../../../components/notice/useNotice';
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
  const notice = useNotice();
  const [createOffice] = useMutation(AdminCreateGlobalOfficeMutation, { refetchQueries });
  const [updateOffice] = useMutation(AdminUpdateGlobalOfficeMutation, { refetchQueries });
  const [deleteOffice] = useMutation(AdminDeleteGlobalOfficeMutation, { update: lists.deleted });

  /** Rejects with a SaveFailure, which the dialog shows. */
  const create = async (input: GlobalOfficeInput) => {
    try {
      await createOffice({ variables: { input } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to create office. Please try again.');
    }
    notice.success('Office created successfully!');
  };

  /** Rejects with a SaveFailure, which the dialog shows. */
  const update = async (id: string, input: GlobalOfficeInput) => {
    try {
      await updateOffice({ variables: { id, input } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to update office. Please try again.');
    }
    notice.success('Office updated successfully!');
  };

  const remove = async (id: string) => {
    try {
      await deleteOffice({ variables: { id } });
      notice.success('Office deleted successfully!');
    } catch {
      notice.error('Failed to delete office. Please try again.');
    }
  };

  return { create, update, remove };
}
