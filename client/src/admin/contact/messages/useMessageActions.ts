import { useMutation } from '@apollo/client/react';
import type { ContactMessagePriority, ContactMessageStatus } from '../../../__generated__/graphql';
import { SaveFailure } from '../../../components/form/save-failure';
import { useNotice } from '../../../components/notice/useNotice';
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
  const notice = useNotice();
  const [openMessage] = useMutation(AdminOpenContactMessageMutation, { refetchQueries, update: lists.edited });
  const [updateMessage] = useMutation(AdminUpdateContactMessageMutation, { refetchQueries, update: lists.edited });
  const [replyToMessage] = useMutation(AdminReplyContactMessageMutation, { refetchQueries, update: lists.edited });
  const [deleteMessage] = useMutation(AdminDeleteContactMessageMutation, { refetchQueries, update: lists.deleted });

  /** Opening a message to reply marks a new one read (spec section 4). */
  const open = async (id: string) => {
    try {
      await openMessage({ variables: { id } });
    } catch {
      notice.error('Failed to mark the message as read. Please try again.');
    }
  };

  /** Rejects with a SaveFailure, which the reply dialog shows. */
  const reply = async (id: string, text: string) => {
    try {
      await replyToMessage({ variables: { id, reply: text } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to send reply. Please try again.');
    }
    notice.success('Reply sent successfully!');
  };

  const setStatus = async (id: string, status: ContactMessageStatus) => {
    try {
      await updateMessage({ variables: { id, input: { status } } });
    } catch {
      notice.error('Failed to update message status. Please try again.');
    }
  };

  const setPriority = async (id: string, priority: ContactMessagePriority) => {
    try {
      await updateMessage({ variables: { id, input: { priority } } });
    } catch {
      notice.error('Failed to update message priority. Please try again.');
    }
  };

  /** Resolves true when deleted. */
  const remove = async (id: string): Promise<boolean> => {
    try {
      await deleteMessage({ variables: { id } });
      notice.success('Message deleted successfully!');
      return true;
    } catch {
      notice.error('Failed to delete message. Please try again.');
      return false;
    }
  };

  return { open, reply, setStatus, setPriority, remove };
}
