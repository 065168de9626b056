/**
 * REST for exports: a streamed GET per type and format (staff, bearer token), and the single-use
 * download link that GraphQL's `exportData` answers (the link is the credential, so a browser can
 * follow it as a plain download).
 */
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { RouteDef } from '../../rest/route.js';
import { requireStaff } from '../../core/actor.js';
import { CONTENT_TYPES } from './export.file.js';
import { DATE_FORMATS, EXPORT_FORMATS, parseExportRequest } from './export.options.js';
import { exportTypes } from './export.sources.js';
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
    // Logged with the request's own logger, so the line carries the request id.
    res.req.log.error({ err }, 'export stream failed');
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
      period: text(q['period']),
      entityType: text(q['entityType']),
      action: text(q['action']),
      from: text(q['from']),
      to: text(q['to']),
    },
  );
}

const FILE_TYPES = Object.values(CONTENT_TYPES);

/** How a caller asks for an export over REST: the options and list filters as query parameters. */
const ExportQuery = z.object({
  includeHeaders: z.enum(['true', 'false']).optional().describe("CSV/XLSX header row (default true): the columns' headings in the caller's language (Accept-Language, or the account's own); JSON keys never change"),
  includeMetadata: z.enum(['true', 'false']).optional().describe('JSON/PDF metadata block (default true)'),
  compression: z.enum(['true', 'false']).optional().describe('Answer a .zip holding the file (default false)'),
  dateFormat: z.enum(DATE_FORMATS).optional(),
  filename: z.string().max(120).optional().describe('Download name without extension'),
  search: z.string().max(200).optional(),
  status: z.string().max(40).optional(),
  role: z.string().max(40).optional(),
  category: z.string().max(60).optional(),
  level: z.string().max(40).optional(),
  priority: z.string().max(40).optional(),
  department: z.string().max(60).optional(),
  jobType: z.string().max(40).optional(),
  activeOnly: z.enum(['true', 'false']).optional(),
  period: z.enum(['7d', '30d', '90d', '1y']).optional().describe('analytics: the report period (default 30d)'),
  entityType: z.string().max(40).optional().describe('activity: record type'),
  action: z.string().max(40).optional().describe('activity: action'),
  from: z.string().max(40).optional().describe('activity: from this instant (ISO 8601)'),
  to: z.string().max(40).optional().describe('activity: up to this instant (ISO 8601)'),
});

export const exportRestRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/exports/download/{token}',
    summary: 'Download a prepared export once, by the single-use link that GraphQL exportData answers',
    access: 'guest',
    accessNote: 'The link is the credential: it works once, for a short time, and exports what its creator may see.',
    params: { token: z.string().describe('The token of the download link') },
    answer: { kind: 'file', contentTypes: FILE_TYPES },
    errors: [404],
    handler: async ({ params, res, deps }) => stream(res, await takeDownload(deps.log, params['token'] ?? '')),
  },
  {
    method: 'get',
    path: '/exports/{type}/{format}',
    summary: 'Export one type (or all) as JSON, CSV, XLSX or PDF, streamed without a row cap',
    access: 'admin',
    // The types are the installed modules' export sources, known once the app is built.
    params: { type: z.lazy(() => z.enum(exportTypes())), format: z.enum(EXPORT_FORMATS) },
    query: ExportQuery,
    answer: { kind: 'file', contentTypes: FILE_TYPES },
    handler: async ({ actor, req, res, deps, i18n }) => {
      // Who may export is checked before the input, so a guest learns nothing about the options.
      const staff = requireStaff(actor);
      await stream(res, await openExport(staff, requestFromQuery(req), i18n, { log: deps.log }));
    },
  },
];
