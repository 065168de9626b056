import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { listOutbox } from './mail.service.js';

export const mailResolvers: Resolvers = {
  Query: {
    mailOutbox: (_root, { to, page }, { actor }) => listOutbox(actor, to, page),
  },
  Mail: {
    id: (mail) => mail._id.toString(),
  },
};
