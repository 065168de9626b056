/**
 * REST for applications: the list of a job's applications (admin), PATCH
 * /api/applications/{id} (admin status change; the applicant may only withdraw), the résumé
 * download (the applicant or an admin) and /api/me/applications.
 */
import { NotFoundError } from '../../core/errors.js';
import { pageArgsOf, queryEnum } from '../../rest/list-query.js';
import type { RouteDef } from '../../rest/route.js';
import { answersOne, answersPage } from '../../rest/answers.js';
import { APPLICATION_STATUSES } from './application.model.js';
import { applicationPresenter } from './application.presenter.js';
import { changeApplicationStatus, getResumeForDownload, listJobApplications, listMyApplications } from './application.service.js';
import { StatusChangeInput } from './application.validation.js';
import { openResume } from './resume.storage.js';

const SORT = ['status', 'createdAt', 'updatedAt'];
/** What resume-type.ts accepts (read from the file's bytes at upload). */
const RESUME_TYPES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

/** A header-safe download name: ASCII fallback plus the exact UTF-8 name (RFC 6266 / 5987). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const applicationRestRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/jobs/{id}/applications',
    summary: "List a job's applications, newest first, optionally of one status",
    access: 'admin',
    list: { filters: { status: queryEnum(APPLICATION_STATUSES) }, sort: SORT },
    ...answersPage(applicationPresenter, (ctx) => listJobApplications(ctx.actor, ctx.id, ctx.list.filter['status'], pageArgsOf(ctx.list))),
  },
  {
    method: 'get',
    path: '/me/applications',
    summary: "The signed-in user's applications, newest first",
    access: 'signed-in',
    list: { filters: {}, sort: SORT },
    ...answersPage(applicationPresenter, (ctx) => listMyApplications(ctx.actor, pageArgsOf(ctx.list))),
  },
  {
    method: 'patch',
    path: '/applications/{id}',
    summary: 'Move an application along the pipeline, with an optional note the candidate sees; the candidate is e-mailed',
    access: 'owner',
    accessNote: 'Administrators pick any status but withdrawn; the applicant (owner) may only withdraw.',
    body: StatusChangeInput,
    bodyExample: { status: 'reviewing', note: 'Thanks, we are reading it this week.' },
    errors: [404, 409],
    ...answersOne(applicationPresenter, (ctx) => changeApplicationStatus(ctx.deps, ctx.actor, ctx.id, ctx.body)),
  },
  {
    method: 'get',
    path: '/applications/{id}/resume',
    summary: 'Download the résumé of an application',
    access: 'owner',
    accessNote: 'The applicant or an administrator.',
    answer: { kind: 'file', contentTypes: RESUME_TYPES },
    errors: [404],
    handler: async ({ actor, id, res }) => {
      const resume = await getResumeForDownload(actor, id);
      const stream = await openResume(resume.fileId);
      // Checked before any header is sent, so a missing file is still an error answer.
      if (!stream) throw new NotFoundError(/*i18n*/ { message: 'Résumé file not found' });
      res.setHeader('Content-Type', resume.contentType);
      res.setHeader('Content-Length', String(resume.size));
      res.setHeader('Content-Disposition', contentDisposition(resume.filename));
      res.setHeader('Cache-Control', 'private, no-store');
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    },
  },
];
