import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { sendWeeklyReportNow } from './weekly-report.service.js';

export const reportsResolvers: Resolvers = {
  Mutation: {
    sendWeeklyReportNow: (_root, _args, { actor, deps }) => sendWeeklyReportNow(deps, actor),
  },
};
