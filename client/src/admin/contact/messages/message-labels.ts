import type { ContactMessagePriority, ContactMessageStatus } from '../../../__generated__/graphql';

// Spec section 4: message status and priority, with the words and colours the screen shows.

export const MESSAGE_STATUSES: readonly ContactMessageStatus[] = ['new', 'read', 'replied', 'archived'];
export const MESSAGE_PRIORITIES: readonly ContactMessagePriority[] = ['high', 'medium', 'low'];

export const STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
};
export const PRIORITY_LABELS: Record<ContactMessagePriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

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
