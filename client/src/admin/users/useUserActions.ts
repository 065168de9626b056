import { useMutation } from '@apollo/client/react';
import type { CreateUserInput, UpdateUserInput, UserStatus } from '../../__generated__/graphql';
import { useActionNotices } from '../../components/form/useActionNotices';
import { listCacheUpdates } from '../../app/cache/list-cache';
import {
  AdminApproveUserMutation,
  AdminCreateUserMutation,
  AdminDeleteUserMutation,
  AdminRejectUserMutation,
  AdminUpdateUserMutation,
  AdminUserStatsQuery,
} from './operations';

// The User Management changes with their messages. The table follows in Apollo's cache
// (app/cache/list-cache); the summary counts are server aggregates, so every change fetches them
// again. Server refusals ("You cannot delete your own account.", the last
// active administrator…) arrive as readable sentences and are shown as they are.
const refetchQueries = [AdminUserStatsQuery];
const lists = listCacheUpdates('User', ['users']);

/** Server refusals are shown as the server words them. */
const asIs = (reason: string) => reason;

interface Person {
  id: string;
  name: string;
  email: string;
}

export function useUserActions() {
  const { notice, attempt } = useActionNotices();
  const [createUser] = useMutation(AdminCreateUserMutation, { refetchQueries, update: lists.created });
  const [updateUser] = useMutation(AdminUpdateUserMutation, { refetchQueries, update: lists.edited });
  const [deleteUser] = useMutation(AdminDeleteUserMutation, { refetchQueries, update: lists.deleted });
  const [approveUser] = useMutation(AdminApproveUserMutation, { refetchQueries, update: lists.edited });
  // A rejected request leaves the table (the server removes the account).
  const [rejectUser] = useMutation(AdminRejectUserMutation, { refetchQueries, update: lists.deleted });

  /** Rejects with the error, so that the form can show its messages under the fields. */
  const create = async (input: CreateUserInput) => {
    await createUser({ variables: { input } });
    notice.success(`User added successfully! An e-mail with a link to set a password was sent to ${input.email}.`);
  };

  /** Rejects with the error, like `create`. */
  const update = async (id: string, input: UpdateUserInput) => {
    await updateUser({ variables: { id, input } });
    notice.success('User updated successfully!');
  };

  /** Suspend or reactivate from the row menu. */
  const setStatus = async (user: Person, status: UserStatus) => {
    const done = status === 'suspended' ? `${user.name} has been suspended.` : `${user.name} has been reactivated.`;
    await attempt(() => updateUser({ variables: { id: user.id, input: { status } } }), done, asIs);
  };

  /** Resolves true when deleted. */
  const remove = (user: Person): Promise<boolean> =>
    attempt(() => deleteUser({ variables: { id: user.id } }), 'User deleted successfully!', asIs);

  /** Resolves true when done; the server e-mails the requester either way. */
  const review = (user: Person, decision: 'approve' | 'reject', reason: string): Promise<boolean> => {
    const variables = { id: user.id, reason: reason.trim() || null };
    return decision === 'approve'
      ? attempt(() => approveUser({ variables }), `${user.name} has been approved and e-mailed at ${user.email}.`, asIs)
      : attempt(() => rejectUser({ variables }), `The request of ${user.name} has been rejected and ${user.email} e-mailed.`, asIs);
  };

  return { create, update, setStatus, remove, review };
}
