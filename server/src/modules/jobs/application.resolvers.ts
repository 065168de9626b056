import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import {
  changeApplicationStatus,
  getMyApplication,
  listJobApplications,
  listMyApplications,
} from './application.service.js';

/** Where the applicant and admins download the résumé (REST, with the bearer token). */
export const resumeDownloadPath = (applicationId: string) => `/api/applications/${applicationId}/resume`;

export const applicationResolvers: Resolvers = {
  Query: {
    jobApplications: (_root, { jobId, status, page }, { actor }) => listJobApplications(actor, jobId, status, page),
    myApplications: (_root, { page }, { actor }) => listMyApplications(actor, page),
    myApplication: (_root, { jobId }, { actor }) => getMyApplication(actor, jobId),
  },
  Mutation: {
    updateApplicationStatus: (_root, { id, status, note }, { actor }) => changeApplicationStatus(actor, id, { status, note }),
  },
  Application: {
    id: (application) => application._id.toString(),
    // Whoever may see the application may see its job, even once the job is paused or closed.
    job: (application, _args, { loaders }) => loaders.jobById.load(application.job.toString()),
    applicant: (application, _args, { loaders }) => loaders.userById.load(application.applicant.toString()),
    resume: (application) => ({
      filename: application.resume.filename,
      contentType: application.resume.contentType,
      size: application.resume.size,
      downloadUrl: resumeDownloadPath(application._id.toString()),
    }),
  },
};
