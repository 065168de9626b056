import { useMutation } from '@apollo/client/react';
import type { ContactMessagePriority, ContactMessageStatus } from '../../../__generated__/graphql';
import { useActionNotices } from '../../../components/form/useActionNotices';
import { listCacheUpdates } from '../../../app/cache/list-cache';
import {
  AdminContactMessageStatsQuery,
  AdminDeleteContactMessageMutation,
  AdminOpenContactMessageMutation,
  AdminReplyContactMessageMutation,
  AdminUpdateContactMessageMutation,
} from '../operations';

// The Messages tab's changes with the spec's messages (section 8). The list follows in Apollo's cache (app/cache/list-cache); the counts by status are server
// aggregates, so every change fetches them again.
const refetchQueries = [AdminContactMessageStatsQuery];
const lists = listCacheUpdates('ContactMessage', ['contactMessages']);

export function useMessageActions() {
  const { save, attempt } = useActionNotices();
  const [openMessage] = useMutation(AdminOpenContactMessageMutation, { refetchQueries, update: lists.edited });
  const [updateMessage] = useMutation(AdminUpdateContactMessageMutation, { refetchQueries, update: lists.edited });
  const [replyToMessage] = useMutation(AdminReplyContactMessageMutation, { refetchQueries, update: lists.edited });
  const [deleteMessage] = useMutation(AdminDeleteContactMessageMutation, { refetchQueries, update: lists.deleted });

  /** Opening a message to reply marks a new one read (spec section 4). */
  const open = (id: string) =>
    attempt(() => openMessage({ variables: { id } }), null, () => 'Failed to mark the message as read. Please try again.');

  /** Rejects with a SaveFailure, which the reply dialog shows. */
  const reply = (id: string, text: string) =>
    save(() => replyToMessage({ variables: { id, reply: text } }), 'Reply sent successfully!', () => 'Failed to send reply. Please try again.');

  const setStatus = (id: string, status: ContactMessageStatus) =>
    attempt(() => updateMessage({ variables: { id, input: { status } } }), null, () => 'Failed to update message status. Please try again.');

  const setPriority = (id: string, priority: ContactMessagePriority) =>
    attempt(() => updateMessage({ variables: { id, input: { priority } } }), null, () => 'Failed to update message priority. Please try again.');

  /** Resolves true when deleted. */
  const remove = (id: string): Promise<boolean> =>
    attempt(() => deleteMessage({ variables: { id } }), 'Message deleted successfully!', () => 'Failed to delete message. Please try again.');

  return { open, reply, setStatus, setPriority, remove };
}
