import type { ServiceStatus } from '../../__generated__/graphql';

const COLORS = { draft: 'default', active: 'success', inactive: 'warning' } as const;

/** Chip colour of a status: only active services are public, so active is the green one. */
export const statusColor = (status: ServiceStatus) => COLORS[status];
