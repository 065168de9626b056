/** Read commands: find, getMore, killCursors, count and distinct. */
import type { Collection } from './collection.js';
import { collationOf, collationOrDefault, collectionName, nonNegative, objectField } from './command-args.js';
import type { CommandContext } from './context.js';
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { collectValues, splitPath } from './paths.js';
import type { QueryPlan } from './planner.js';
import { compileProjection } from './projection.js';
import { compileFilter } from './query.js';
import { sortDocuments, sortTopK } from './sort.js';
import { hasMeta, QueryMeta, sortWithMeta, splitMetaProjection, withMetaFields } from './search-meta.js';
import { compareValues, toInt, typeName, valueKey, type Doc, type StringComparator } from './values.js';

// ---- find / getMore / killCursors ----------------------------------------------------------------

interface FindOptions {
  sort?: Doc | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
  collation?: StringComparator | undefined;
  hint?: unknown;
}

/** Matching documents (visible to the command's transaction) after sort/skip/limit. */
export function runFind(ctx: CommandContext, coll: Collection | undefined, filter: Doc, opts: FindOptions): { docs: Doc[]; plan: QueryPlan | undefined } {
  if (!coll) {
    // Still reject malformed filters/sorts, as mongod does for a missing collection.
    compileFilter(filter, { collation: opts.collation });
    if (opts.sort) sortDocuments([], opts.sort);
    return { docs: [], plan: undefined };
  }
  const skip = opts.skip ?? 0;
  const limit = opts.limit ?? 0;
  const sorted = opts.sort !== undefined && Object.keys(opts.sort).length > 0;
  const queryLimit = limit > 0 ? skip + limit : undefined;
  const { matches, plan } = coll.query(filter, {
    txn: ctx.txn,
    collation: opts.collation,
    hint: opts.hint,
    ...(sorted && !hasMeta(opts.sort) ? { sort: opts.sort } : {}),
    ...(queryLimit !== undefined && (!sorted || !hasMeta(opts.sort)) ? { limit: queryLimit } : {}),
  });
  let docs = matches.map((m) => m.doc);
  if (sorted && hasMeta(opts.sort)) docs = sortWithMeta(docs, opts.sort as Doc, new QueryMeta(plan), opts.collation);
  else if (sorted && !plan.sorted) docs = queryLimit !== undefined ? sortTopK(docs, opts.sort, queryLimit, opts.collation) : sortDocuments(docs, opts.sort, opts.collation);
  if (skip > 0 || limit > 0) docs = docs.slice(skip, limit > 0 ? skip + limit : undefined);
  return { docs, plan };
}

export function findCommand(ctx: CommandContext): Doc {
  const name = collectionName(ctx);
  const filter = objectField(ctx, 'filter') ?? {};
  const sort = objectField(ctx, 'sort');
  const projection = objectField(ctx, 'projection');
  const skip = nonNegative(ctx, 'skip');
  let limit = ctx.body.limit === undefined || ctx.body.limit === null ? undefined : toInt(ctx.body.limit);
  let singleBatch = ctx.body.singleBatch === true;
  if (limit !== undefined && limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const batchSize = nonNegative(ctx, 'batchSize');
  if (ctx.body.tailable === true) throw new BadValueError('tailable cursors are not supported by the embedded store');
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  const collation = collationOf(collationOrDefault(ctx.body.collation, coll));
  const { docs, plan } = runFind(ctx, coll, filter, { sort, skip, limit, collation, hint: ctx.body.hint });
  // $meta fields (text score, near distance) come from the plan, the rest is an ordinary projection.
  const meta = splitMetaProjection(projection);
  const plain = compileProjection(meta.rest, filter);
  const project = meta.fields.length === 0 ? plain : withMetaFields(plain, meta.fields, new QueryMeta(plan));
  ctx.rt.stats.opcounters.query++;
  const firstBatchSize = limit && limit > 0 && (batchSize === undefined || batchSize > limit) ? limit : batchSize;
  const batch = ctx.rt.cursors.create(`${ctx.db}.${name}`, docs, project, firstBatchSize, singleBatch);
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns: batch.ns }, ok: 1 };
}

export function getMoreCommand(ctx: CommandContext): Doc {
  const coll = ctx.body.collection;
  if (typeof coll !== 'string') throw new StoreError(40414, "BSON field 'getMore.collection' is missing but a required field");
  const batchSize = nonNegative(ctx, 'batchSize');
  ctx.rt.stats.opcounters.getmore++;
  const batch = ctx.rt.cursors.getMore(ctx.body.getMore, `${ctx.db}.${coll}`, batchSize);
  return { cursor: { nextBatch: batch.docs, id: batch.id, ns: batch.ns }, ok: 1 };
}

export function killCursorsCommand(ctx: CommandContext): Doc {
  collectionName(ctx);
  const ids = ctx.body.cursors;
  if (!Array.isArray(ids)) throw new StoreError(40414, "BSON field 'killCursors.cursors' is missing but a required field");
  const { killed, notFound } = ctx.rt.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

// ---- count / distinct --------------------------------------------------------------------------------

export function countCommand(ctx: CommandContext): Doc {
  const name = collectionName(ctx);
  const query = objectField(ctx, 'query') ?? {};
  const skip = nonNegative(ctx, 'skip') ?? 0;
  const limit = Math.abs(toInt(ctx.body.limit, 0));
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  if (!coll) {
    compileFilter(query);
    return { n: 0, ok: 1 };
  }
  const collation = collationOf(collationOrDefault(ctx.body.collation, coll));
  const hint = ctx.body.hint;
  // The collection's size, or an index's key count (COUNT_SCAN), when no document needs reading.
  const n0 = coll.countWithoutReading(query, { collation, hint })?.n;
  let n = n0 ?? coll.query(query, { txn: ctx.txn, collation, hint }).matches.length;
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
}

export function distinctCommand(ctx: CommandContext): Doc {
  const name = collectionName(ctx);
  const key = ctx.body.key;
  if (typeof key !== 'string') throw new StoreError(ErrorCode.TypeMismatch, `BSON field 'distinct.key' is the wrong type '${typeName(key)}', expected type 'string'`);
  if (key.length === 0) throw new StoreError(ErrorCode.FailedToParse, 'FieldPath cannot be constructed with empty string');
  const query = objectField(ctx, 'query') ?? {};
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  const collation = collationOf(collationOrDefault(ctx.body.collation, coll));
  const { docs } = runFind(ctx, coll, query, { collation });
  const parts = splitPath(key);
  const seen = new Map<string, unknown>();
  const values: unknown[] = [];
  for (const doc of docs) {
    for (const v of collectValues(doc, parts)) {
      if (v === undefined) continue;
      const k = collation && typeof v === 'string' ? undefined : valueKey(v);
      if (k !== undefined) {
        if (seen.has(k)) continue;
        seen.set(k, v);
      } else if (values.some((x) => typeof x === 'string' && collation?.(x, v as string) === 0)) {
        continue;
      }
      values.push(v);
    }
  }
  values.sort((a, b) => compareValues(a, b, collation));
  return { values, ok: 1 };
}

