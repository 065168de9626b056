import { listCacheUpdates } from '../../../app/cache/list-cache';
import { useListActions } from '../../shared/useListActions';
import {
  AdminCreateGlobalOfficeMutation,
  AdminDeleteGlobalOfficeMutation,
  AdminUpdateGlobalOfficeMutation,
} from '../operations';

// The Global Offices tab's changes. The prototype only logged failures here (spec section 8);
// this screen tells the administrator. The server orders the list (headquarters first, then the
// oldest), so a create or an edit drops the cached list and the tab fetches it once; a delete is
// taken out of the cache without a request, which leaves the same list.
const lists = listCacheUpdates('GlobalOffice', ['globalOffices'], ['activeOnly']);

export function useOfficeActions() {
  const { create, update, remove } = useListActions({
    lists,
    editMoves: true,
    create: { mutation: AdminCreateGlobalOfficeMutation, done: 'Office created successfully!', failed: () => 'Failed to create office. Please try again.' },
    update: { mutation: AdminUpdateGlobalOfficeMutation, done: 'Office updated successfully!', failed: () => 'Failed to update office. Please try again.' },
    remove: { mutation: AdminDeleteGlobalOfficeMutation, done: 'Office deleted successfully!', failed: () => 'Failed to delete office. Please try again.' },
  });
  return { create, update, remove };
}
