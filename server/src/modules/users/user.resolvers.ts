import { pageWithTotal } from '../../core/pagination.js';
import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { translatedBulk } from '../../core/bulk.js';
import { bulkUsers } from './user.bulk.js';
import { userPresenter } from './user.presenter.js';
import { approveUser, createUser, deleteUser, getUser, getUserStats, listUsers, rejectUser, updateUser } from './user.service.js';

export const userResolvers: Resolvers = {
  Query: {
    users: (_root, { filter, page }, { actor }, info) => listUsers(actor, filter, pageWithTotal(page, info)),
    user: (_root, { id }, { actor }) => getUser(actor, id),
    userStats: (_root, _args, { actor }) => getUserStats(actor),
  },
  Mutation: {
    createUser: (_root, { input }, { actor, deps }) => createUser(deps, actor, input),
    updateUser: (_root, { id, input }, { actor }) => updateUser(actor, id, input),
    deleteUser: (_root, { id }, { actor }) => deleteUser(actor, id),
    approveUser: (_root, { id, reason }, { actor, deps }) => approveUser(deps, actor, id, reason),
    rejectUser: (_root, { id, reason }, { actor, deps }) => rejectUser(deps, actor, id, reason),
    bulkUsers: async (_root, { input }, { actor, i18n }) => translatedBulk(i18n, await bulkUsers(actor, input)),
  },
  User: graphqlFields(userPresenter),
};
