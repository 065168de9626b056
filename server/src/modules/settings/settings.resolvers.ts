import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { getSiteInfo, withTextVersions } from './site-info.service.js';
import { getSystemSettings, resetSystemSettings, updateSystemSettings } from './settings.service.js';

export const settingsResolvers: Resolvers = {
  Query: {
    systemSettings: async (_root, _args, { actor }) => withTextVersions(await getSystemSettings(actor)),
    site: (_root, _args, ctx) => getSiteInfo(ctx),
  },
  Mutation: {
    updateSystemSettings: async (_root, { input }, { actor }) => withTextVersions(await updateSystemSettings(actor, input)),
    resetSystemSettings: async (_root, _args, { actor }) => withTextVersions(await resetSystemSettings(actor)),
  },
};
