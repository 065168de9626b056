import { useLingui } from '@lingui/react/macro';
import type { CreateUserInput, UpdateUserInput, UserStatus } from '../../__generated__/graphql';
import { listCacheUpdates } from '../../app/cache/list-cache';
import { useActionNotices } from '../../components/form/useActionNotices';
import { useListMutation } from '../shared/useListMutation';
import {
  AdminApproveUserMutation,
  AdminCreateUserMutation,
  AdminDeleteUserMutation,
  AdminRejectUserMutation,
  AdminUpdateUserMutation,
  AdminUserStatsQuery,
} from './operations';

// The User Management changes with their messages. The summary counts are server aggregates, so
// every change fetches them again. Server refusals ("You cannot delete your own account.", the
// last active administrator…) arrive as readable sentences and are shown as they are.
const stats = [AdminUserStatsQuery];
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type and field name, not text
const lists = listCacheUpdates('User', ['users']);

/** Server refusals are shown as the server words them. */
const asIs = (reason: string) => reason;

interface Person {
  id: string;
  name: string;
  email: string;
}

export function useUserActions() {
  const { t } = useLingui();
  const { notice, attempt } = useActionNotices();
  const createUser = useListMutation(AdminCreateUserMutation, lists.created, stats);
  const updateUser = useListMutation(AdminUpdateUserMutation, lists.edited, stats);
  const deleteUser = useListMutation(AdminDeleteUserMutation, lists.deleted, stats);
  const approveUser = useListMutation(AdminApproveUserMutation, lists.edited, stats);
  // A rejected request leaves the table (the server removes the account).
  const rejectUser = useListMutation(AdminRejectUserMutation, lists.deleted, stats);

  /** Rejects with the error, so that the form can show its messages under the fields. */
  const create = async (input: CreateUserInput) => {
    await createUser({ input });
    const email = input.email;
    notice.success(t`User added successfully! An e-mail with a link to set a password was sent to ${email}.`);
  };

  /** Rejects with the error, like `create`. */
  const update = async (id: string, input: UpdateUserInput) => {
    await updateUser({ id, input });
    notice.success(t`User updated successfully!`);
  };

  /** Suspend or reactivate from the row menu. */
  const setStatus = async (user: Person, status: UserStatus) => {
    const name = user.name;
    const done = status === 'suspended' ? t`${name} has been suspended.` : t`${name} has been reactivated.`;
    await attempt(() => updateUser({ id: user.id, input: { status } }), done, asIs);
  };

  /** Resolves true when deleted. */
  const remove = (user: Person): Promise<boolean> => attempt(() => deleteUser({ id: user.id }), t`User deleted successfully!`, asIs);

  /** Resolves true when done; the server e-mails the requester either way. */
  const review = (user: Person, decision: 'approve' | 'reject', reason: string): Promise<boolean> => {
    const variables = { id: user.id, reason: reason.trim() || null };
    const { name, email } = user;
    return decision === 'approve'
      ? attempt(() => approveUser(variables), t`${name} has been approved and e-mailed at ${email}.`, asIs)
      : attempt(() => rejectUser(variables), t`The request of ${name} has been rejected and ${email} e-mailed.`, asIs);
  };

  return { create, update, setStatus, remove, review };
}
