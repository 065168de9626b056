import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactMessagePriority, ContactMessageStatus } from '../../../__generated__/graphql';

// Spec section 4: message status and priority, with the words and colours the screen shows.

export const MESSAGE_STATUSES: readonly ContactMessageStatus[] = ['new', 'read', 'replied', 'archived'];
export const MESSAGE_PRIORITIES: readonly ContactMessagePriority[] = ['high', 'medium', 'low'];

export const STATUS_LABELS: Record<ContactMessageStatus, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'message status' }),
  read: msg({ message: 'Read', context: 'message status' }),
  replied: msg({ message: 'Replied', context: 'message status' }),
  archived: msg({ message: 'Archived', context: 'message status' }),
};
export const PRIORITY_LABELS: Record<ContactMessagePriority, MessageDescriptor> = {
  high: msg({ message: 'High', context: 'message priority' }),
  medium: msg({ message: 'Medium', context: 'message priority' }),
  low: msg({ message: 'Low', context: 'message priority' }),
};

type ChipColor = 'primary' | 'info' | 'success' | 'default' | 'error' | 'warning';

export const STATUS_COLORS: Record<ContactMessageStatus, ChipColor> = {
  new: 'primary',
  read: 'info',
  replied: 'success',
  archived: 'default',
};
export const PRIORITY_COLORS: Record<ContactMessagePriority, ChipColor> = {
  high: 'error',
  medium: 'warning',
  low: 'default',
};

export function parseStatus(value: string): ContactMessageStatus | '' {
  return MESSAGE_STATUSES.find((s) => s === value) ?? '';
}

export function parsePriority(value: string): ContactMessagePriority | '' {
  return MESSAGE_PRIORITIES.find((p) => p === value) ?? '';
}
