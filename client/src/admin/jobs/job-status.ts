import type { JobStatus } from '../../__generated__/graphql';

export const JOB_STATUS_COLORS: Record<JobStatus, 'success' | 'warning' | 'default' | 'info'> = {
  active: 'success',
  paused: 'warning',
  closed: 'default',
  draft: 'info',
};
