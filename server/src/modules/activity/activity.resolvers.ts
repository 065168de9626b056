import { pageWithTotal } from '../../core/pagination.js';
import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { activityPresenter } from './activity.presenter.js';
import { listActivity, recordHistory } from './activity.service.js';

export const activityResolvers: Resolvers = {
  Query: {
    activity: (_root, { filter, page }, { actor }, info) => listActivity(actor, filter, pageWithTotal(page, info)),
    recordHistory: (_root, { entityType, entityId, page }, { actor }) => recordHistory(actor, entityType, entityId, page),
  },
  ActivityEntry: graphqlFields(activityPresenter),
};
