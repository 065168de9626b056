/**
 * REST for exports: a streamed GET per type and format (staff, bearer token), and the single-use
 * download link that GraphQL's `exportData` answers (the link is the credential, so a browser can
 * follow it as a plain download).
 */
import { Router, type Request, type Response } from 'express';
import { runtime } from '../../runtime.js';
import { actorOf } from '../../rest/respond.js';
import { requireStaff } from '../auth/actor.js';
import { parseExportRequest } from './export.options.js';
import { openExport, takeDownload, type PreparedExport } from './export.service.js';

export const EXPORT_COUNT_HEADER = 'X-Export-Count';

const bool = (v: unknown) => (v === undefined ? undefined : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

async function stream(res: Response, prepared: PreparedExport): Promise<void> {
  res.attachment(prepared.filename);
  res.type(prepared.contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(EXPORT_COUNT_HEADER, String(prepared.count));
  try {
    await prepared.write(res);
  } catch (err) {
    // Headers are gone: the only honest signal left is a broken download.
    runtime().log.error({ err }, 'export stream failed');
    res.destroy(err instanceof Error ? err : new Error('export failed'));
  }
}

function requestFromQuery(req: Request) {
  const q = req.query;
  return parseExportRequest(
    req.params['type'],
    req.params['format'],
    {
      includeHeaders: bool(q['includeHeaders']),
      includeMetadata: bool(q['includeMetadata']),
      compression: bool(q['compression']),
      dateFormat: text(q['dateFormat']),
      filename: text(q['filename']),
    },
    {
      search: text(q['search']),
      status: text(q['status']),
      role: text(q['role']),
      category: text(q['category']),
      level: text(q['level']),
      priority: text(q['priority']),
      department: text(q['department']),
      jobType: text(q['jobType']),
      activeOnly: bool(q['activeOnly']),
    },
  );
}

export function exportRestRouter(): Router {
  const router = Router();
  router.get('/download/:token', async (req, res) => stream(res, await takeDownload(req.params.token)));
  router.get('/:type/:format', async (req, res) => {
    // Who may export is checked before the input, so a guest learns nothing about the options.
    const actor = requireStaff(actorOf(res));
    const prepared = await openExport(actor, requestFromQuery(req));
    await stream(res, prepared);
  });
  return router;
}
