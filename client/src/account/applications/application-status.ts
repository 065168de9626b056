import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationStatus } from '../../__generated__/graphql';

/** The hiring pipeline in order; rejected and withdrawn end it early. */
export const PIPELINE: readonly ApplicationStatus[] = ['submitted', 'reviewing', 'interviewing', 'offered', 'hired'];
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [...PIPELINE, 'rejected', 'withdrawn'];

/** The statuses' names in the applicant's language, the words the hiring team and the e-mails use. */
export const APPLICATION_STATUS_MESSAGES: Readonly<Record<ApplicationStatus, MessageDescriptor>> = {
  submitted: msg({ message: 'Submitted', context: 'application status' }),
  reviewing: msg({ message: 'Reviewing', context: 'application status' }),
  interviewing: msg({ message: 'Interviewing', context: 'application status' }),
  offered: msg({ message: 'Offered', context: 'application status' }),
  hired: msg({ message: 'Hired', context: 'application status' }),
  rejected: msg({ message: 'Rejected', context: 'application status' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'application status' }),
};

export type StatusColor = 'default' | 'info' | 'primary' | 'secondary' | 'warning' | 'success' | 'error';

export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, StatusColor> = {
  submitted: 'info',
  reviewing: 'secondary',
  interviewing: 'primary',
  offered: 'warning',
  hired: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function canWithdraw(status: ApplicationStatus): boolean {
  return !FINAL_STATUSES.includes(status);
}

export interface TrackerStep {
  status: ApplicationStatus;
  state: 'done' | 'current' | 'upcoming' | 'stopped';
}

/**
 * The steps the tracker shows. Along the pipeline: every step, done up to the current one. For a
 * rejected or withdrawn application: the steps it reached, then where it stopped.
 */
export function trackerSteps(status: ApplicationStatus, history: ReadonlyArray<{ status: ApplicationStatus }>): TrackerStep[] {
  const current = PIPELINE.indexOf(status);
  if (current >= 0) {
    return PIPELINE.map((step, i) => ({ status: step, state: i < current ? 'done' : i === current ? (status === 'hired' ? 'done' : 'current') : 'upcoming' }));
  }
  const reached = Math.max(0, ...history.map((entry) => PIPELINE.indexOf(entry.status)));
  return [...PIPELINE.slice(0, reached + 1).map((step) => ({ status: step, state: 'done' as const })), { status, state: 'stopped' }];
}
