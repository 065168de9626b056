import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { getMyExportSettings, saveMyExportSettings } from './export-settings.service.js';
import { requestExport } from './export.service.js';

export const exportResolvers: Resolvers = {
  Query: {
    myExportSettings: (_root, _args, { actor }) => getMyExportSettings(actor),
  },
  Mutation: {
    exportData: (_root, { type, format, options, filters }, { actor, i18n }) => requestExport(actor, i18n, type, format, options, filters),
    saveExportSettings: (_root, { input }, { actor }) => saveMyExportSettings(actor, input),
  },
};
