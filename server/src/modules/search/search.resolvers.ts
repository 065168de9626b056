import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { adminSearch } from './search.service.js';

export const searchResolvers: Resolvers = {
  Query: {
    adminSearch: (_root, args, { actor }) => adminSearch(actor, args),
  },
};
