/**
 * Planning of geo predicates: `$near`/`$nearSphere` must use a geo index (MongoDB's error
 * otherwise) and come back nearest first; `$geoWithin`/`$geoIntersects` use one when there is one.
 */
import { BadValueError, StoreError } from '../errors.js';
import type { Index, Rec } from '../indexes.js';
import { isPlainObject, type Doc } from '../values.js';
import { candidates } from './region-scan.js';
import { nearSearch } from './near.js';
import { GEO_OPERATORS, nearIndexTypes, parseIntersects, parseNear, parseWithin, type NearQuery } from './operators.js';

export interface GeoOp {
  path: string;
  op: string;
  expr: Doc;
}

/** Geo operators on fields at the top level of a filter (or under $and). */
export function findGeoOps(filter: Doc, out: GeoOp[] = []): GeoOp[] {
  for (const [key, expr] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(expr)) {
      for (const sub of expr) if (isPlainObject(sub)) findGeoOps(sub, out);
      continue;
    }
    if (key.startsWith('$') || !isPlainObject(expr)) continue;
    for (const op of Object.keys(expr)) if (GEO_OPERATORS.has(op)) out.push({ path: key, op, expr });
  }
  return out;
}

/** A `$near` anywhere but the top level (inside $or, $nor, $not, $elemMatch) is refused, as by mongod. */
export function assertNoNestedNear(filter: unknown, top = true): void {
  if (Array.isArray(filter)) {
    for (const f of filter) assertNoNestedNear(f, top);
    return;
  }
  if (!isPlainObject(filter)) return;
  for (const [key, expr] of Object.entries(filter)) {
    if (!top && (key === '$near' || key === '$nearSphere')) throw new BadValueError('geoNear must be top-level expr');
    if (key === '$and') assertNoNestedNear(expr, top);
    else if (key.startsWith('$')) assertNoNestedNear(expr, false);
    else if (isPlainObject(expr)) {
      for (const [op, arg] of Object.entries(expr)) {
        if (op === '$near' || op === '$nearSphere') {
          if (!top) throw new BadValueError('geoNear must be top-level expr');
        } else if (op.startsWith('$')) {
          assertNoNestedNear(arg, false);
        }
      }
    }
  }
}

export interface GeoPlanContext {
  ns: string;
  indexes: Iterable<Index>;
  hint?: unknown;
  limit?: number | undefined;
  visible: (rec: Rec) => Doc | null;
  accept: (doc: Doc) => boolean;
}

export interface GeoPlan {
  recs: Rec[];
  index: Index;
  keysExamined: number;
  near?: NearQuery | undefined;
  distances?: Map<Rec, number> | undefined;
}

function hinted(index: Index, hint: unknown): boolean {
  if (hint === undefined) return true;
  if (typeof hint === 'string') return hint === index.name;
  return isPlainObject(hint) && JSON.stringify(hint) === JSON.stringify(index.spec.key);
}

function geoIndexOn(indexes: Iterable<Index>, path: string, types: readonly string[], hint: unknown): Index | undefined {
  for (const index of indexes) {
    if (index.geo && index.spec.hidden !== true && index.geo.geoField.path === path && types.includes(index.geo.type) && hinted(index, hint)) return index;
  }
  return undefined;
}

function formatMax(max: number): string {
  return max === Infinity ? '1.79769e+308' : String(max);
}

export function noGeoIndexError(ns: string, path: string, q: NearQuery): StoreError {
  return new StoreError(
    291,
    `error processing query: ns=${ns}Tree: GEONEAR  field=${path} maxdist=${formatMax(q.max)} isNearSphere=${q.op === '$nearSphere' ? 1 : 0}\nSort: {}\nProj: {}\n planner returned error :: caused by :: unable to find index for $geoNear query`,
  );
}

/** The plan for a filter with geo predicates, or undefined when none applies (no geo operator, no index). */
export function planGeo(filter: Doc, ctx: GeoPlanContext): GeoPlan | undefined {
  const ops = findGeoOps(filter);
  assertNoNestedNear(filter);
  if (ops.length === 0) return undefined;
  const nears = ops.filter((o) => o.op === '$near' || o.op === '$nearSphere');
  if (nears.length > 1) throw new BadValueError('Too many geoNear expressions');
  const near = nears[0];
  if (near) {
    const q = parseNear(near.op as '$near' | '$nearSphere', near.expr);
    const index = geoIndexOn(ctx.indexes, near.path, nearIndexTypes(q), ctx.hint);
    if (!index?.geo) throw noGeoIndexError(ctx.ns, near.path, q);
    const search = nearSearch(index, index.geo, q, ctx.visible, ctx.accept, ctx.limit && ctx.limit > 0 ? ctx.limit : Infinity);
    const distances = new Map<Rec, number>();
    for (const h of search.hits) distances.set(h.rec, h.distance);
    return { recs: search.hits.map((h) => h.rec), index, keysExamined: search.keysExamined, near: q, distances };
  }
  for (const o of ops) {
    const region = o.op === '$geoIntersects' ? parseIntersects(o.expr[o.op]) : parseWithin(o.op, o.expr[o.op]);
    const types = o.op === '$geoIntersects' ? ['2dsphere'] : ['2dsphere', '2d'];
    const index = geoIndexOn(ctx.indexes, o.path, types, ctx.hint);
    if (!index?.geo) continue;
    const found = candidates(index, index.geo, region.boxes);
    return { recs: found.recs, index, keysExamined: found.keys };
  }
  return undefined;
}
