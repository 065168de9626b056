import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { recentActivity } from '../activity/index.js';
import { getAnalytics } from './analytics.service.js';
import { getDashboardStats } from './dashboard.service.js';
import { getSystemStatus } from './system-status.service.js';

export const dashboardsResolvers: Resolvers = {
  Query: {
    dashboardStats: (_root, _args, { actor }) => getDashboardStats(actor),
    recentActivity: (_root, { limit }, { actor }) => recentActivity(actor, limit ?? 5),
    systemStatus: (_root, _args, { actor, deps }) => getSystemStatus(actor, deps.config),
    analytics: (_root, { period }, { actor }) => getAnalytics(actor, period),
  },
};
