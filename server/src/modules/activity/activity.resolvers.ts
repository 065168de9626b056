import { pageWithTotal } from '../../core/pagination.js';
import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { activityPresenter } from './activity.presenter.js';
import { bulkProgress } from './bulk-progress.service.js';
import { listActivity, recordHistory } from './activity.service.js';
import { revisionPresenter } from './revision.presenter.js';
import { listRevisions, restoreRevision, undoBulk } from './revision.service.js';

export const activityResolvers: Resolvers = {
  Query: {
    activity: (_root, { filter, page }, { actor }, info) => listActivity(actor, filter, pageWithTotal(page, info)),
    recordHistory: (_root, { entityType, entityId, page }, { actor }) => recordHistory(actor, entityType, entityId, page),
    revisions: (_root, { entityType, entityId, page }, { actor }) => listRevisions(actor, entityType, entityId, page),
    bulkProgress: (_root, { key }, { actor }) => bulkProgress(actor, key),
  },
  Mutation: {
    restoreRevision: (_root, { id }, { actor }) => restoreRevision(actor, id),
    undoBulk: (_root, { batchId }, { actor }) => undoBulk(actor, batchId),
  },
  ActivityEntry: graphqlFields(activityPresenter),
  Revision: graphqlFields(revisionPresenter),
};
