/**
 * The one output shape of an application (GraphQL Application, REST /api/applications and the
 * application lists): the job and the applicant (name, e-mail) by reference, the résumé's metadata
 * with its download path, never the stored file's id.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields, ref } from '../../core/presenter.js';
import { userPresenter } from '../users/index.js';
import type { ApplicationDoc } from './application.model.js';
import { jobPresenter } from './job.presenter.js';

/** Where the applicant and admins download the résumé (REST, with the bearer token). */
export const resumeDownloadPath = (applicationId: string) => `/api/applications/${applicationId}/resume`;

const stored = storedFields<ApplicationDoc>();
export const applicationPresenter = definePresenter<ApplicationDoc, G.Application>('Application', {
  id: idOf,
  // Whoever may see the application may see its job, even once the job is paused or closed.
  job: ref(() => jobPresenter, (a: ApplicationDoc, { loaders }) => loaders.jobById.load(a.job.toString())),
  applicant: ref(() => userPresenter, (a: ApplicationDoc, { loaders }) => loaders.userById.load(a.applicant.toString())),
  ...stored.same('phone'),
  ...stored.orNull('coverLetter'),
  resume: (a) => ({
    filename: a.resume.filename,
    contentType: a.resume.contentType,
    size: a.resume.size,
    downloadUrl: resumeDownloadPath(a._id.toString()),
  }),
  ...stored.same('status'),
  history: (a) => a.history.map((h) => ({ status: h.status, at: h.at, byName: h.byName, note: h.note ?? null })),
  ...stored.same('createdAt', 'updatedAt'),
});
