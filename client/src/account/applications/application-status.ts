import { APPLICATION_STATUS_LABELS as COMMON_STATUS_LABELS } from '@ai-solutions/common';
import type { ApplicationStatus } from '../../__generated__/graphql';

/** The hiring pipeline in order; rejected and withdrawn end it early. */
export const PIPELINE: readonly ApplicationStatus[] = ['submitted', 'reviewing', 'interviewing', 'offered', 'hired'];
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [...PIPELINE, 'rejected', 'withdrawn'];

/** The statuses' names, as the server's e-mails say them too (packages/common). */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = COMMON_STATUS_LABELS;

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
