import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { commitImport, previewImport } from './import.service.js';

export const importResolvers: Resolvers = {
  Mutation: {
    importPreview: (_root, { fileId, ...args }, { actor }) => previewImport(actor, fileId, args),
    importCommit: (_root, { fileId, ...args }, { actor, deps }) => commitImport(deps, actor, fileId, args),
  },
};
