/**
 * REST for older callers and the résumé upload (issue 7): /api/jobs, /api/jobs/{id},
 * /api/jobs/{id}/views, /api/jobs/{id}/applications. Thin: parse, call the service, shape.
 */
import { Router } from 'express';
import { NotFoundError } from '../../core/errors.js';
import { actorOf, sendData, sendList } from '../../rest/respond.js';
import { applyForJob, assertCanApply, listJobApplications } from './application.service.js';
import { recordJobView } from './job-views.service.js';
import { createJob, deleteJob, getJob, listJobs, updateJob, JOB_NOT_FOUND } from './job.service.js';
import { readResumeUpload } from './resume.upload.js';

const pageOf = (query: Record<string, unknown>) => ({ page: Number(query['page']) || 1, pageSize: Number(query['pageSize']) || 100 });

export function jobRestRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { search, type, level, department, status, openOnly } = req.query;
    const filter = { search, type, level, department, status, openOnly: openOnly === undefined ? undefined : openOnly === 'true' };
    sendList(res, await listJobs(actorOf(res), filter, pageOf(req.query)));
  });
  router.get('/:id', async (req, res) => {
    const job = await getJob(actorOf(res), req.params.id);
    if (!job) throw new NotFoundError(JOB_NOT_FOUND);
    sendData(res, job);
  });
  router.post('/', async (req, res) => sendData(res, await createJob(actorOf(res), req.body), 201));
  router.put('/:id', async (req, res) => sendData(res, await updateJob(actorOf(res), req.params.id, req.body)));
  router.delete('/:id', async (req, res) => sendData(res, { id: await deleteJob(actorOf(res), req.params.id) }));

  router.post('/:id/views', async (req, res) => {
    const counted = await recordJobView(actorOf(res), req.params.id, { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' });
    sendData(res, { counted });
  });

  router.get('/:id/applications', async (req, res) => {
    sendList(res, await listJobApplications(actorOf(res), req.params.id, req.query['status'], pageOf(req.query)));
  });
  router.post(
    '/:id/applications',
    // Refuse guests, students and repeat applications before reading up to 5 MB of upload.
    async (req, res, next) => {
      await assertCanApply(actorOf(res), String(req.params['id']));
      next();
    },
    readResumeUpload,
    async (req, res) => {
      const application = await applyForJob(actorOf(res), String(req.params['id']), req.body, req.file);
      sendData(res, application, 201);
    },
  );
  return router;
}
