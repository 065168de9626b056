import { pageWithTotal } from '../../core/pagination.js';
import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { readThrough } from '../../core/loaders.js';
import { translatedBulk } from '../../core/bulk.js';
import { bulkJobs } from './job.bulk.js';
import { jobPresenter } from './job.presenter.js';
import { recordJobView } from './job-views.service.js';
import { createJob, deleteJob, getCareerStats, getJob, getJobStats, listJobs, updateJob } from './job.service.js';

export const jobResolvers: Resolvers = {
  Query: {
    jobs: (_root, { filter, page }, { actor }, info) => listJobs(actor, filter, pageWithTotal(page, info)),
    // Kept in the request's loader, for the job of its applications in the same operation.
    job: (_root, { id }, { actor, loaders }) => readThrough(loaders.jobById, id, getJob(actor, id)),
    jobStats: (_root, _args, { actor }) => getJobStats(actor),
    careerStats: () => getCareerStats(),
  },
  Mutation: {
    createJob: (_root, { input }, { actor }) => createJob(actor, input),
    updateJob: (_root, { id, input }, { actor }) => updateJob(actor, id, input),
    deleteJob: (_root, { id }, { actor, deps }) => deleteJob(deps.log, actor, id),
    bulkJobs: async (_root, { input }, { actor, i18n }) => translatedBulk(i18n, await bulkJobs(actor, input)),
    recordJobView: (_root, { id }, { actor, ip, userAgent, deps }) => recordJobView(deps.config.jwtSecret, actor, id, { ip, userAgent: userAgent ?? '' }),
  },
  Job: graphqlFields(jobPresenter),
};
