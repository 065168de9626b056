/**
 * The REST twin of a list's bulk action: POST /api/{list}/bulk with the action, the ids or the
 * filter (and a progress key), answering what was done and what was refused, each refusal in the
 * caller's language. Staff only; each module says what its actions are and runs them.
 */
import type { z } from 'zod';
import type { Actor } from '../core/actor.js';
import { bulkResultShape, translatedBulk, type BulkResult } from '../core/bulk.js';
import type { RouteDef } from './route.js';

export type BulkRouteSpec = {
  /** `/jobs/bulk` */
  path: string;
  summary: string;
  body: z.ZodType;
  bodyExample: { action: string; ids: string[] };
  run: (actor: Actor | null, body: unknown) => Promise<BulkResult>;
  /** Who may do what, beyond "administrators and editors". */
  accessNote?: string;
  /** The answer's name in the OpenAPI document (BulkResult). */
  answerName?: string;
};

export function bulkRoute(spec: BulkRouteSpec): RouteDef {
  return {
    method: 'post',
    path: spec.path,
    summary: spec.summary,
    access: 'admin',
    accessNote: spec.accessNote ?? 'Administrators and editors.',
    body: spec.body,
    bodyExample: spec.bodyExample,
    answer: { kind: 'shape', name: spec.answerName ?? 'BulkResult', schema: bulkResultShape },
    handler: async (ctx) => translatedBulk(ctx.i18n, await spec.run(ctx.actor, ctx.body)),
  };
}
