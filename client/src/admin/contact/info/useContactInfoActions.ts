import { useLingui } from '@lingui/react/macro';
import { listCacheUpdates } from '../../../app/cache/list-cache';
import { useListActions } from '../../shared/useListActions';
import {
  AdminCreateContactInfoMutation,
  AdminDeleteContactInfoMutation,
  AdminUpdateContactInfoMutation,
} from '../operations';

// The Contact Info tab's changes with the spec's messages (section 8). The server orders the list
// (a new item goes last; an edit may change its order), so a create or an edit drops the cached
// list and the tab fetches it once; a delete is taken out of the cache without a request.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type and field name, not text
const lists = listCacheUpdates('ContactInfo', ['contactInfo']);

export function useContactInfoActions() {
  const { t } = useLingui();
  const { create, update, remove, run, attempt } = useListActions({
    lists,
    editMoves: true,
    create: { mutation: AdminCreateContactInfoMutation, done: t`Contact info created successfully!`, failed: () => t`Failed to create contact info. Please try again.` },
    update: { mutation: AdminUpdateContactInfoMutation, done: t`Contact info updated successfully!`, failed: () => t`Failed to update contact info. Please try again.` },
    remove: { mutation: AdminDeleteContactInfoMutation, done: t`Contact info deleted successfully!`, failed: () => t`Failed to delete contact info. Please try again.` },
  });

  /** The active toggle: what the public contact page shows (spec section 4). */
  const setActive = (id: string, isActive: boolean) =>
    attempt(
      () => run.update({ id, input: { isActive } }),
      isActive ? t`Contact info is now shown on the website.` : t`Contact info is now hidden from the website.`,
      () => t`Failed to update contact info. Please try again.`,
    );

  return { create, update, setActive, remove };
}
