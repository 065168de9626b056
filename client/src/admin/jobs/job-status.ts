import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationStatus, JobStatus } from '../../__generated__/graphql';

export const JOB_STATUS_COLORS: Record<JobStatus, 'success' | 'warning' | 'default' | 'info'> = {
  active: 'success',
  paused: 'warning',
  closed: 'default',
  draft: 'info',
};

/** A job's status as Job Management names it. */
export const JOB_STATUS_MESSAGES: Record<JobStatus, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'job status' }),
  paused: msg({ message: 'Paused', context: 'job status' }),
  closed: msg({ message: 'Closed', context: 'job status' }),
  draft: msg({ message: 'Draft', context: 'job status' }),
};

/** An application's status as the hiring team reads it (the same words as the candidate's e-mails). */
export const APPLICATION_STATUS_MESSAGES: Record<ApplicationStatus, MessageDescriptor> = {
  submitted: msg({ message: 'Submitted', context: 'application status' }),
  reviewing: msg({ message: 'Reviewing', context: 'application status' }),
  interviewing: msg({ message: 'Interviewing', context: 'application status' }),
  offered: msg({ message: 'Offered', context: 'application status' }),
  hired: msg({ message: 'Hired', context: 'application status' }),
  rejected: msg({ message: 'Rejected', context: 'application status' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'application status' }),
};
