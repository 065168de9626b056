import { useLingui } from '@lingui/react/macro';
import type { ContactMessagePriority, ContactMessageStatus } from '../../../__generated__/graphql';
import { listCacheUpdates } from '../../../app/cache/list-cache';
import { useActionNotices } from '../../../components/form/useActionNotices';
import { useListMutation } from '../../shared/useListMutation';
import {
  AdminContactMessageStatsQuery,
  AdminDeleteContactMessageMutation,
  AdminOpenContactMessageMutation,
  AdminReplyContactMessageMutation,
  AdminUpdateContactMessageMutation,
} from '../operations';

// The Messages tab's changes with the spec's messages (section 8). The counts by status are
// server aggregates, so every change fetches them again.
const stats = [AdminContactMessageStatsQuery];
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type and field name, not text
const lists = listCacheUpdates('ContactMessage', ['contactMessages']);

export function useMessageActions() {
  const { t } = useLingui();
  const { save, attempt } = useActionNotices();
  const openMessage = useListMutation(AdminOpenContactMessageMutation, lists.edited, stats);
  const updateMessage = useListMutation(AdminUpdateContactMessageMutation, lists.edited, stats);
  const replyToMessage = useListMutation(AdminReplyContactMessageMutation, lists.edited, stats);
  const deleteMessage = useListMutation(AdminDeleteContactMessageMutation, lists.deleted, stats);

  /** Opening a message to reply marks a new one read (spec section 4). */
  const open = (id: string) => attempt(() => openMessage({ id }), null, () => t`Failed to mark the message as read. Please try again.`);

  /** Rejects with a SaveFailure, which the reply dialog shows. */
  const reply = (id: string, text: string) =>
    save(() => replyToMessage({ id, reply: text }), t`Reply sent successfully!`, () => t`Failed to send reply. Please try again.`);

  const setStatus = (id: string, status: ContactMessageStatus) =>
    attempt(() => updateMessage({ id, input: { status } }), null, () => t`Failed to update message status. Please try again.`);

  const setPriority = (id: string, priority: ContactMessagePriority) =>
    attempt(() => updateMessage({ id, input: { priority } }), null, () => t`Failed to update message priority. Please try again.`);

  /** Resolves true when deleted. */
  const remove = (id: string): Promise<boolean> =>
    attempt(() => deleteMessage({ id }), t`Message deleted successfully!`, () => t`Failed to delete message. Please try again.`);

  return { open, reply, setStatus, setPriority, remove };
}
