/**
 * Plans that only geo and text indexes can give: `$near` (nearest first, index required),
 * `$geoWithin`/`$geoIntersects` through a geo index, and `$text` (text index required).
 * The ordinary planner (planner.ts) handles everything else.
 */
import { BadValueError } from './errors.js';
import { planGeo } from './geo/geo-plan.js';
import { GEO_OPERATORS, type NearQuery } from './geo/operators.js';
import type { Index, Rec } from './indexes.js';
import type { QueryPlan } from './planner.js';
import type { TextKeys } from './text/text-index.js';
import { planText, type TextState } from './text/text-plan.js';
import type { TextQuery } from './text/text-query.js';
import { isPlainObject, type Doc } from './values.js';

/**
 * True when a filter names `$text` or a geo operator anywhere, so only those queries pay for the
 * special planner (its walks, the text predicate, the per-query closures); `{ email: x }` does not.
 * Errors for misplaced operators (a nested `$near`, `$text` in `$or`) still come from planSpecial.
 */
export function mentionsSpecialOperator(v: unknown): boolean {
  if (Array.isArray(v)) {
    for (const x of v) if (mentionsSpecialOperator(x)) return true;
    return false;
  }
  if (!isPlainObject(v)) return false;
  for (const key of Object.keys(v)) {
    if (key === '$text' || GEO_OPERATORS.has(key)) return true;
    const x = v[key];
    if (x !== null && typeof x === 'object' && mentionsSpecialOperator(x)) return true;
  }
  return false;
}

export type SpecialPlan =
  | { kind: 'geoNear'; index: Index; near: NearQuery; distances: Map<Rec, number> }
  | { kind: 'geoRegion'; index: Index }
  | { kind: 'text'; index: Index; keys: TextKeys; query: TextQuery; scores: Map<Doc, number> };

export interface SpecialContext {
  ns: string;
  indexes: Iterable<Index>;
  hint?: unknown;
  limit?: number | undefined;
  visible: (rec: Rec) => Doc | null;
  accept: (doc: Doc) => boolean;
  /** Filled with the text candidates' scores for the query's `$text` predicate. */
  textState?: TextState;
}

function plan(recs: Rec[], index: Index, keysExamined: number, special: SpecialPlan): QueryPlan {
  return { recs, indexName: index.name, stage: 'IXSCAN', keysExamined, docsExamined: 0, nReturned: 0, special };
}

export function planSpecial(filter: Doc, ctx: SpecialContext): QueryPlan | undefined {
  const text = planText(filter, ctx.indexes, ctx.visible, ctx.textState);
  const geo = planGeo(filter, text ? { ...ctx, limit: undefined } : ctx);
  if (text) {
    if (geo?.near) throw new BadValueError('text and geoNear not allowed in same query');
    return plan(text.recs, text.index, text.keysExamined, { kind: 'text', index: text.index, keys: text.keys, query: text.query, scores: text.scores });
  }
  if (!geo) return undefined;
  if (geo.near && geo.distances) {
    return plan(geo.recs, geo.index, geo.keysExamined, { kind: 'geoNear', index: geo.index, near: geo.near, distances: geo.distances });
  }
  return plan(geo.recs, geo.index, geo.keysExamined, { kind: 'geoRegion', index: geo.index });
}
