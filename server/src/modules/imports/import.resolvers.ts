import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { commitImport, previewImport, previewIn } from './import.service.js';

export const importResolvers: Resolvers = {
  Mutation: {
    importPreview: async (_root, { fileId, ...args }, { actor, i18n }) => previewIn(i18n, await previewImport(actor, fileId, args)),
    importCommit: (_root, { fileId, ...args }, { actor, deps }) => commitImport(deps, actor, fileId, args),
  },
};
