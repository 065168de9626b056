/**
 * REST twins of `revisions`, `restoreRevision` and `undoBulk`: GET /api/{type}/{id}/revisions,
 * POST /api/{type}/{id}/revisions/{revision}/restore, POST /api/bulk/{batchId}/undo; and of
 * `bulkProgress`: GET /api/bulk/progress/{key}.
 */
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.js';
import { presentAll } from '../../core/presenter.js';
import type { RouteDef } from '../../rest/route.js';
import type { ActivityEntityType } from './activity.model.js';
import { BULK_PHASES } from './bulk-progress.model.js';
import { bulkProgress } from './bulk-progress.service.js';
import { REVISION_MESSAGES } from './revision.messages.js';
import { revisionPresenter } from './revision.presenter.js';
import { listRevisions, restoreRevision, undoBulk } from './revision.service.js';

/** The collections' names in the API's paths, and the kind of record each holds. */
const TYPES: Readonly<Record<string, ActivityEntityType>> = { courses: 'course', jobs: 'job', services: 'service', faqs: 'faq', offices: 'office', 'contact-info': 'contact-info' };
const typeParam = z.enum(Object.keys(TYPES) as [string, ...string[]]).describe('courses, jobs, services, faqs, offices or contact-info');

function entityTypeOf(type: string | undefined): ActivityEntityType {
  const entityType = type ? TYPES[type] : undefined;
  if (!entityType) throw new NotFoundError(REVISION_MESSAGES.versionNotFound);
  return entityType;
}

const field = z.object({ field: z.string(), value: z.string().describe('JSON text') });
const revisionShape = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  kind: z.string(),
  changedFields: z.array(z.string()),
  fields: z.array(field),
});

export const revisionRestRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/bulk/progress/{key}',
    summary: "How far the caller's own bulk action, sent with this progressKey, has got: while it runs and for an hour after",
    access: 'admin',
    accessNote: "Administrators and editors; each sees only their own actions' progress.",
    params: { key: z.string().describe('the progressKey sent with the bulk action') },
    answer: {
      kind: 'shape',
      name: 'BulkProgress',
      schema: z.object({
        phase: z.enum(BULK_PHASES).describe('checking (the chosen items), applying (the change), recording (their history), finished or failed'),
        done: z.number().describe('items handled in this phase'),
        total: z.number(),
        percent: z.number().describe('0–100 over the whole action'),
      }),
    },
    errors: [404],
    handler: async (ctx) => {
      const progress = await bulkProgress(ctx.actor, ctx.params['key'] ?? '');
      if (!progress) throw new NotFoundError(REVISION_MESSAGES.progressNotFound);
      return progress;
    },
  },
  {
    method: 'get',
    path: '/{type}/{id}/revisions',
    summary: "A record's versions, newest first (?page, ?pageSize), with the fields each changed and the record as it is now",
    access: 'admin',
    accessNote: 'Administrators and editors.',
    params: { type: typeParam },
    answer: { kind: 'shape', name: 'RevisionList', schema: z.object({ items: z.array(revisionShape), total: z.number(), page: z.number(), pageSize: z.number(), current: z.array(field).nullable() }) },
    errors: [404],
    query: z.object({ page: z.coerce.number().int().min(1).optional(), pageSize: z.coerce.number().int().min(1).max(100).optional() }),
    handler: async (ctx) => {
      const page = { page: Number(ctx.req.query['page']) || 1, pageSize: Number(ctx.req.query['pageSize']) || 10 };
      const list = await listRevisions(ctx.actor, entityTypeOf(ctx.params['type']), ctx.id, page);
      return { ...list, items: await presentAll(revisionPresenter, list.items, ctx) };
    },
  },
  {
    method: 'post',
    path: '/{type}/{id}/revisions/{revision}/restore',
    summary: 'Restore a version as a new version (a deleted record comes back with its id); recorded in the activity log',
    access: 'admin',
    accessNote: 'Administrators and editors.',
    params: { type: typeParam, revision: z.string().describe('the version id') },
    answer: { kind: 'shape', name: 'RestoredRecord', schema: z.object({ entityType: z.string(), entityId: z.string() }) },
    errors: [404, 409],
    handler: async (ctx) => {
      const entityType = entityTypeOf(ctx.params['type']);
      return restoreRevision(ctx.actor, ctx.params['revision'] ?? '', { entityType, entityId: ctx.id });
    },
  },
  {
    method: 'post',
    path: '/bulk/{batchId}/undo',
    summary: 'Undo a bulk action: every item it changed or deleted is put back as it was',
    access: 'admin',
    accessNote: 'The author of the bulk action, or an administrator.',
    params: { batchId: z.string() },
    answer: { kind: 'shape', name: 'UndoResult', schema: z.object({ restored: z.number() }) },
    errors: [404],
    handler: (ctx) => undoBulk(ctx.actor, ctx.params['batchId'] ?? ''),
  },
];
