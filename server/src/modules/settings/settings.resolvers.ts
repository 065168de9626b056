import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { getSiteInfo } from './site-info.service.js';
import { getSystemSettings, resetSystemSettings, updateSystemSettings } from './settings.service.js';

export const settingsResolvers: Resolvers = {
  Query: {
    systemSettings: (_root, _args, { actor }) => getSystemSettings(actor),
    site: (_root, _args, ctx) => getSiteInfo(ctx),
  },
  Mutation: {
    updateSystemSettings: (_root, { input }, { actor }) => updateSystemSettings(actor, input),
    resetSystemSettings: (_root, _args, { actor }) => resetSystemSettings(actor),
  },
};
