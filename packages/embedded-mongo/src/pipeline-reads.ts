/**
 * How an aggregation's leading stages read the collection, as mongod's pipeline optimiser does: a
 * `$sort` followed by `$limit` is pushed into the query (an index-ordered scan that stops after
 * the limit, or a bounded top-k sort), and `countDocuments()` is answered from an index's key
 * count when its filter is exactly an index range.
 */
import type { Collection } from './collection.js';
import type { QueryPlan } from './planner.js';
import { sortTopK } from './sort.js';
import { isNumeric, isPlainObject, toNumber, type Doc, type StringComparator } from './values.js';

export interface SortLimit {
  sort: Doc;
  limit: number;
}

/** `{$sort}` then `{$limit}` at `pipeline[at]` with a plain sort (no `$meta`): mongod coalesces them into one top-k sort. */
export function sortLimitAt(pipeline: Doc[], at: number): SortLimit | undefined {
  const sort = pipeline[at]?.$sort;
  const limit = pipeline[at + 1]?.$limit;
  if (!isPlainObject(sort) || Object.keys(sort).length === 0 || !isNumeric(limit)) return undefined;
  const n = toNumber(limit);
  if (!Number.isInteger(n) || n <= 0) return undefined;
  if (!Object.values(sort).every((d) => isNumeric(d) && (toNumber(d) === 1 || toNumber(d) === -1))) return undefined;
  return { sort, limit: n };
}

/** The first `limit` documents in the sort's order: as read when the plan walked an index in that order, else a top-k sort. */
export function applySortLimit(docs: Doc[], plan: QueryPlan, sl: SortLimit, strCmp: StringComparator | undefined): Doc[] {
  if (plan.sorted) return docs.length > sl.limit ? docs.slice(0, sl.limit) : docs;
  return sortTopK(docs, sl.sort, sl.limit, strCmp);
}

/** `countDocuments()`'s result from the collection's size or an index's key count, or undefined when documents must be read. */
export function countFromIndex(coll: Collection, filter: Doc, group: { field: string; id: unknown }, strCmp: StringComparator | undefined, hint: unknown): Doc[] | undefined {
  const counted = coll.countWithoutReading(filter, { collation: strCmp, hint });
  if (!counted) return undefined;
  return counted.n === 0 ? [] : [{ _id: group.id, [group.field]: counted.n }];
}

// ---- explain: the stages above the plan's scan ------------------------------------------------------

/** What a find or count asks beyond its filter, for explain's stages. */
export interface ReadShape {
  sort?: Doc | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
  count?: boolean;
  /** A count answered without reading documents: the collection's size, or an index's keys. */
  counted?: { n: number; indexName?: string } | undefined;
}

export function readShape(command: string, body: Doc): ReadShape {
  const num = (v: unknown): number | undefined => (isNumeric(v) ? Math.abs(toNumber(v)) : undefined);
  if (command === 'find') return { sort: isPlainObject(body.sort) ? body.sort : undefined, skip: num(body.skip), limit: num(body.limit) };
  if (command === 'count') return { count: true, skip: num(body.skip), limit: num(body.limit) };
  return {};
}

/**
 * mongod's stages over the scan: COUNT over COUNT_SCAN (or RECORD_STORE_FAST_COUNT), SORT with
 * its limitAmount when no index gives the order, LIMIT and SKIP when one does.
 */
export function shapedStage(base: Doc, plan: QueryPlan | undefined, coll: Collection | undefined, shape: ReadShape): Doc {
  if (shape.count) {
    if (shape.counted && shape.counted.indexName === undefined) return { stage: 'RECORD_STORE_FAST_COUNT' };
    if (shape.counted && coll) {
      const index = coll.indexes.get(shape.counted.indexName as string);
      return {
        stage: 'COUNT',
        inputStage: {
          stage: 'COUNT_SCAN',
          keyPattern: index?.spec.key ?? {},
          indexName: shape.counted.indexName,
          isMultiKey: false,
          isUnique: index?.unique ?? false,
          isSparse: index?.sparse ?? false,
          direction: 'forward',
        },
      };
    }
    return { stage: 'COUNT', inputStage: base };
  }
  let stage = base;
  const skip = shape.skip ?? 0;
  const limit = shape.limit ?? 0;
  const sorted = shape.sort !== undefined && Object.keys(shape.sort).length > 0;
  if (sorted && !plan?.sorted) {
    stage = { stage: 'SORT', sortPattern: shape.sort, memLimit: 104857600, ...(limit > 0 ? { limitAmount: skip + limit } : {}), type: 'simple', inputStage: stage };
    if (skip > 0) stage = { stage: 'SKIP', skipAmount: skip, inputStage: stage };
    return stage;
  }
  if (skip > 0) stage = { stage: 'SKIP', skipAmount: skip, inputStage: stage };
  if (limit > 0) stage = { stage: 'LIMIT', limitAmount: limit, inputStage: stage };
  return stage;
}

// ---- $bucket of plain sums by date, without the general expression engine --------------------------

type Summand = { field: string; one: true } | { field: string; path: string };

/** `{$sum: 1}`, `{$count: {}}` or `{$sum: '$field'}` (a top-level field), else undefined. */
function summand(field: string, acc: unknown): Summand | undefined {
  if (!isPlainObject(acc) || Object.keys(acc).length !== 1) return undefined;
  if (isPlainObject(acc.$count) && Object.keys(acc.$count).length === 0) return { field, one: true };
  const arg = acc.$sum;
  if (isNumeric(arg) && toNumber(arg) === 1) return { field, one: true };
  if (typeof arg === 'string' && /^\$[^$.]+$/.test(arg)) return { field, path: arg.slice(1) };
  return undefined;
}

/**
 * The first stage of `stages` when it is a `$bucket` of dates by one top-level field, without a
 * default, whose outputs are plain `$sum`s (the analytics' trends): one pass with a binary search
 * per document. Undefined when the stage needs the general engine (then it runs there, errors
 * included: a value outside the boundaries without a default fails there as in mongod).
 */
export function plainBucket(docs: Doc[], stage: Doc | undefined): Doc[] | undefined {
  const bucket = stage?.$bucket;
  if (!isPlainObject(bucket) || bucket.default !== undefined || typeof bucket.groupBy !== 'string' || !/^\$[^$.]+$/.test(bucket.groupBy)) return undefined;
  const bounds = bucket.boundaries;
  if (!Array.isArray(bounds) || bounds.length < 2 || !bounds.every((b) => b instanceof Date)) return undefined;
  const edges = bounds.map((b) => b.getTime());
  for (let i = 1; i < edges.length; i++) if (!((edges[i] as number) > (edges[i - 1] as number))) return undefined;
  const output = isPlainObject(bucket.output) ? bucket.output : { count: { $sum: 1 } };
  const sums: Summand[] = [];
  for (const [field, acc] of Object.entries(output)) {
    const s = summand(field, acc);
    if (!s) return undefined;
    sums.push(s);
  }
  const path = bucket.groupBy.slice(1);
  const rows: (Doc | undefined)[] = [];
  for (const doc of docs) {
    const v = doc[path];
    if (!(v instanceof Date)) return undefined;
    const t = v.getTime();
    if (t < (edges[0] as number) || t >= (edges[edges.length - 1] as number)) return undefined;
    let lo = 0;
    let hi = edges.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((edges[mid] as number) <= t) lo = mid;
      else hi = mid;
    }
    let row = rows[lo];
    if (!row) {
      row = { _id: bounds[lo] };
      for (const s of sums) row[s.field] = 0;
      rows[lo] = row;
    }
    for (const s of sums) {
      if ('one' in s) row[s.field] = (row[s.field] as number) + 1;
      else if (typeof doc[s.path] === 'number') row[s.field] = (row[s.field] as number) + (doc[s.path] as number);
    }
  }
  return rows.filter((r): r is Doc => r !== undefined);
}
