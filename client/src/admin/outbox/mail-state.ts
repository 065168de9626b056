import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MailState } from '../../__generated__/graphql';

/** The delivery states as the Outbox names them, with the chip colour each gets. */
export const MAIL_STATE: Record<MailState, { label: MessageDescriptor; color: 'default' | 'info' | 'success' | 'error' | 'warning' }> = {
  stored: { label: msg`Stored`, color: 'default' },
  queued: { label: msg`Queued`, color: 'info' },
  sending: { label: msg`Sending`, color: 'info' },
  sent: { label: msg`Sent`, color: 'success' },
  failed: { label: msg`Failed`, color: 'error' },
};

export const MAIL_STATES = Object.keys(MAIL_STATE) as MailState[];
