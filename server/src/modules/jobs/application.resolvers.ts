import { pageWithTotal } from '../../core/pagination.js';
import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { applicationPresenter } from './application.presenter.js';
import {
  changeApplicationStatus,
  getMyApplication,
  listJobApplications,
  listMyApplications,
} from './application.service.js';

export const applicationResolvers: Resolvers = {
  Query: {
    jobApplications: (_root, { jobId, status, page }, { actor }, info) => listJobApplications(actor, jobId, status, pageWithTotal(page, info)),
    myApplications: (_root, { page }, { actor }) => listMyApplications(actor, page),
    myApplication: (_root, { jobId }, { actor }) => getMyApplication(actor, jobId),
  },
  Mutation: {
    updateApplicationStatus: (_root, { id, status, note }, { actor, deps }) => changeApplicationStatus(deps, actor, id, { status, note }),
  },
  Application: graphqlFields(applicationPresenter),
};
