import { useLingui } from '@lingui/react/macro';
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
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type and field name, not text
const lists = listCacheUpdates('GlobalOffice', ['globalOffices'], ['activeOnly']);

export function useOfficeActions() {
  const { t } = useLingui();
  const { create, update, remove } = useListActions({
    lists,
    editMoves: true,
    create: { mutation: AdminCreateGlobalOfficeMutation, done: t`Office created successfully!`, failed: () => t`Failed to create office. Please try again.` },
    update: { mutation: AdminUpdateGlobalOfficeMutation, done: t`Office updated successfully!`, failed: () => t`Failed to update office. Please try again.` },
    remove: { mutation: AdminDeleteGlobalOfficeMutation, done: t`Office deleted successfully!`, failed: () => t`Failed to delete office. Please try again.` },
  });
  return { create, update, remove };
}
