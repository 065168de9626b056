/**
 * REST for applications (issue 7): PATCH /api/applications/{id} (admin status change; the applicant
 * may only withdraw), GET /api/applications/{id}/resume (the applicant or an admin) and
 * GET /api/me/applications.
 */
import { Router } from 'express';
import { NotFoundError } from '../../core/errors.js';
import { actorOf, sendData, sendList } from '../../rest/respond.js';
import { changeApplicationStatus, getResumeForDownload, listMyApplications } from './application.service.js';
import { openResume } from './resume.storage.js';

/** A header-safe download name: ASCII fallback plus the exact UTF-8 name (RFC 6266 / 5987). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function applicationRestRouter(): Router {
  const router = Router();
  router.patch('/:id', async (req, res) => sendData(res, await changeApplicationStatus(actorOf(res), req.params.id, req.body)));
  router.get('/:id/resume', async (req, res) => {
    const resume = await getResumeForDownload(actorOf(res), req.params.id);
    const stream = openResume(resume.fileId);
    // Read the first chunk before sending headers, so a missing file is still an error answer.
    await new Promise<void>((resolve, reject) => {
      stream.once('readable', resolve);
      stream.once('error', () => reject(new NotFoundError('Résumé file not found')));
    });
    res.setHeader('Content-Type', resume.contentType);
    res.setHeader('Content-Length', String(resume.size));
    res.setHeader('Content-Disposition', contentDisposition(resume.filename));
    res.setHeader('Cache-Control', 'private, no-store');
    stream.pipe(res);
  });
  return router;
}

export function myApplicationsRestRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    sendList(res, await listMyApplications(actorOf(res), { page: Number(req.query['page']) || 1, pageSize: Number(req.query['pageSize']) || 50 }));
  });
  return router;
}
