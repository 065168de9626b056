/** aggregate and explain: pipelines run through mingo after an index-aware leading $match. */
import { Collection } from './collection.js';
import { collationOf, collationOrDefault, collectionName } from './command-args.js';
import type { CommandContext } from './context.js';
import { ErrorCode, StoreError, toStoreError } from './errors.js';
import { runPipeline } from './mingo.js';
import type { QueryPlan } from './planner.js';
import { checkSearchStages, geoNearInput, withTextScores } from './search-pipeline.js';
import { explainSpecialStage } from './search-explain.js';
import { bsonTag, cloneValue, icuLocale, isNumeric, isPlainObject, toInt, toNumber, typeName, valueKey, type Collation, type Doc } from './values.js';
import { ObjectId } from 'bson';
import { parseMerge, writeMerge } from './merge.js';
import { setField } from './own.js';
import { applySortLimit, countFromIndex, plainBucket, readShape, shapedStage, sortLimitAt, type ReadShape, type SortLimit } from './pipeline-reads.js';

// ---- aggregate -----------------------------------------------------------------------------------------

const UNSUPPORTED_STAGES = new Set(['$out', '$merge', '$changeStream', '$currentOp', '$listSessions', '$search', '$indexStats', '$planCutoff']);
const KNOWN_STAGES = new Set([
  '$addFields', '$bucket', '$bucketAuto', '$collStats', '$count', '$densify', '$documents', '$facet', '$fill', '$geoNear', '$graphLookup', '$group',
  '$limit', '$lookup', '$match', '$project', '$redact', '$replaceRoot', '$replaceWith', '$sample', '$set', '$setWindowFields', '$skip',
  '$sort', '$sortByCount', '$unionWith', '$unset', '$unwind',
]);

function validatePipeline(pipeline: unknown[]): Doc[] {
  const stages = pipeline.map((stage) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new StoreError(40323, 'A pipeline stage specification object must contain exactly one field.');
    }
    const name = Object.keys(stage)[0] as string;
    if (UNSUPPORTED_STAGES.has(name)) throw new StoreError(ErrorCode.CommandNotSupported, `${name} is not supported by the embedded store`);
    if (!KNOWN_STAGES.has(name)) throw new StoreError(40324, `Unrecognized pipeline stage name: '${name}'`);
    return stage;
  });
  checkSearchStages(stages);
  return stages;
}

/** Converts numeric wrappers (Long, Decimal128, integral Double) to JS numbers for mingo's arithmetic. */
function numify(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(numify);
  const tag = bsonTag(v);
  if (tag === 'Long' || tag === 'Double' || tag === 'Int32' || tag === 'Decimal128') return toNumber(v);
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) setField(out, k, numify(v[k]));
  return out;
}

/**
 * An expression that only picks values out of documents (field paths, `$$ROOT`/`$$CURRENT`, literals,
 * inclusion flags, objects of those) and computes nothing: its result holds the stored values as they are.
 */
function picksOnly(expr: unknown): boolean {
  if (expr === null || typeof expr !== 'object') return typeof expr !== 'string' || !expr.startsWith('$$') || /^\$\$(ROOT|CURRENT)(\.|$)/.test(expr);
  if (Array.isArray(expr)) return false;
  if (!isPlainObject(expr)) return true;
  const keys = Object.keys(expr);
  if (keys.length === 1 && keys[0] === '$literal') return true;
  return keys.every((k) => !k.startsWith('$') && picksOnly(expr[k]));
}

/**
 * Stages that move, filter, order or reshape documents without computing on their values. A pipeline
 * made only of these keeps every BSON type (Long, Decimal128...) as mongod does, so it skips the
 * conversion to JS numbers that mingo's arithmetic needs (a dump through `$unionWith` of `$$ROOT`
 * would otherwise turn Decimal128 19.99 into a double and round a Long past 2^53).
 */
function reshapesOnly(stages: Doc[]): boolean {
  return stages.every((stage) => {
    const [name] = Object.keys(stage);
    const spec = name === undefined ? undefined : stage[name];
    switch (name) {
      case '$limit':
      case '$skip':
      case '$unset':
        return true;
      case '$project':
      case '$set':
      case '$addFields':
        return picksOnly(spec);
      case '$replaceWith':
        return picksOnly(spec);
      case '$replaceRoot':
        return isPlainObject(spec) && picksOnly(spec.newRoot);
      case '$unionWith':
        if (typeof spec === 'string') return true;
        return isPlainObject(spec) && (spec.pipeline === undefined || (Array.isArray(spec.pipeline) && reshapesOnly(spec.pipeline as Doc[])));
      default:
        return false;
    }
  });
}

function isCountGroup(stage: Doc | undefined): { field: string; id: unknown } | undefined {
  const g = stage?.$group;
  if (!isPlainObject(g)) return undefined;
  const keys = Object.keys(g);
  if (keys.length !== 2 || !('_id' in g)) return undefined;
  if (typeof g._id === 'string' || isPlainObject(g._id) || Array.isArray(g._id)) return undefined;
  const field = keys.find((k) => k !== '_id') as string;
  const acc = g[field];
  if (!isPlainObject(acc) || Object.keys(acc).length !== 1 || !isNumeric(acc.$sum) || toNumber(acc.$sum) !== 1) return undefined;
  return { field, id: g._id };
}

export function runAggregate(ctx: CommandContext, collName: string | undefined, rawPipeline: unknown[], collation: Collation | undefined): Doc[] {
  const pipeline = validatePipeline(rawPipeline);
  const strCmp = collationOf(collation);
  const coll = collName === undefined ? undefined : ctx.rt.engine.getCollection(ctx.db, collName);
  let input: Doc[];
  let rest = pipeline;
  let plan: QueryPlan | undefined;
  const first = pipeline[0];
  if (first && '$collStats' in first) {
    // Compass asks for collection statistics this way; sizes are estimates (no storage engine pages here).
    if (!coll) throw new StoreError(ErrorCode.NamespaceNotFound, `Collection [${ctx.db}.${collName ?? ''}] not found.`);
    const count = coll.count;
    const size = count * 256;
    input = [
      {
        ns: coll.ns,
        host: ctx.rt.host,
        localTime: new Date(),
        storageStats: { size, count, avgObjSize: count ? 256 : 0, storageSize: size, nindexes: coll.indexes.size + 1, totalIndexSize: 0, indexSizes: {} },
        count: { count },
      },
    ];
    rest = pipeline.slice(1);
  } else if (first && '$documents' in first) {
    input = [];
  } else if (first && '$geoNear' in first) {
    input = geoNearInput(first, coll ? { ns: coll.ns, indexes: coll.indexes.values(), visible: (rec) => Collection.visible(rec, ctx.txn) } : undefined);
    rest = pipeline.slice(1);
  } else if (!coll) {
    input = [];
  } else if (first && isPlainObject(first.$match)) {
    // Leading $match runs through the planner so it can use indexes.
    // The command's `hint` applies to this leading $match, as in mongod.
    const group = pipeline.length === 2 ? isCountGroup(pipeline[1]) : undefined;
    const counted = group ? countFromIndex(coll, first.$match, group, strCmp, ctx.body.hint) : undefined;
    if (counted) return counted;
    const sl = sortLimitAt(pipeline, 1);
    const result = coll.query(first.$match, { txn: ctx.txn, collation: strCmp, hint: ctx.body.hint, ...(sl ? { sort: sl.sort, limit: sl.limit } : {}) });
    input = result.matches.map((m) => m.doc);
    plan = result.plan;
    rest = pipeline.slice(1);
    if (sl && !plan.special) {
      input = applySortLimit(input, plan, sl, strCmp);
      rest = pipeline.slice(3);
    }
  } else if (sortLimitAt(pipeline, 0)) {
    const sl = sortLimitAt(pipeline, 0) as SortLimit;
    const result = coll.query({}, { txn: ctx.txn, collation: strCmp, hint: ctx.body.hint, sort: sl.sort, limit: sl.limit });
    input = applySortLimit(result.matches.map((m) => m.doc), result.plan, sl, strCmp);
    rest = pipeline.slice(2);
  } else {
    input = coll.allDocs(ctx.txn);
  }
  // countDocuments() is $match + $group {_id: 1, n: {$sum: 1}}: answer it without materialising groups.
  const countGroup = rest.length === 1 ? isCountGroup(rest[0]) : undefined;
  if (countGroup) return input.length === 0 ? [] : [{ _id: countGroup.id, [countGroup.field]: input.length }];
  if (rest.length === 0) return input;
  // Plain sums and counts by date buckets: one pass, not the general engine.
  const grouped = !plan?.special && !coll?.hasNumericWrappers ? plainBucket(input, rest[0]) : undefined;
  if (grouped) {
    input = grouped;
    rest = rest.slice(1);
    if (rest.length === 0) return input;
  }
  const scored = withTextScores(plan, input, rest);
  input = scored.input;
  rest = scored.rest;
  const keepTypes = reshapesOnly(rest);
  if (coll?.hasNumericWrappers && !keepTypes) input = input.map((d) => numify(d) as Doc);
  return scored.strip(runPipeline(input, rest, {
    collation,
    variables: isPlainObject(ctx.body.let) ? ctx.body.let : undefined,
    resolveCollection: (name) => {
      const other = ctx.rt.engine.getCollection(ctx.db, name);
      const docs = other?.allDocs(ctx.txn) ?? [];
      return other?.hasNumericWrappers && !keepTypes ? docs.map((d) => numify(d) as Doc) : docs;
    },
  }));
}

/** Where a trailing `$out` writes: `'coll'` or `{ db, coll }`. */
function outTarget(ctx: CommandContext, spec: unknown): { db: string; coll: string } {
  if (typeof spec === 'string' && spec.length > 0) return { db: ctx.db, coll: spec };
  if (isPlainObject(spec) && typeof spec.coll === 'string' && spec.coll.length > 0) {
    return { db: typeof spec.db === 'string' ? spec.db : ctx.db, coll: spec.coll };
  }
  throw new StoreError(ErrorCode.FailedToParse, `$out requires a string or an object argument, but found ${typeName(spec)}`);
}

/**
 * `$out`: replaces the target collection's documents with the pipeline's results (its indexes
 * stay), in one journaled write. Duplicate `_id`s are refused before anything changes.
 */
async function writeOut(ctx: CommandContext, docs: Doc[], target: { db: string; coll: string }): Promise<Doc> {
  if (ctx.txn) throw new StoreError(ErrorCode.OperationNotSupportedInTransaction, '$out cannot be used in a transaction');
  const prepared = docs.map((d) => (d._id === undefined ? { _id: new ObjectId(), ...d } : d));
  const seen = new Set<string>();
  for (const d of prepared) {
    const k = valueKey(d._id);
    if (seen.has(k)) throw new StoreError(ErrorCode.DuplicateKey, `E11000 duplicate key error collection: ${target.db}.${target.coll} index: _id_ dup key: { _id: ${JSON.stringify(String(d._id))} }`);
    seen.add(k);
  }
  const wctx = ctx.writeContext();
  const coll = ctx.rt.engine.ensureCollection(target.db, target.coll, wctx);
  for (const rec of [...coll.records.values()]) coll.remove(rec, wctx);
  for (const d of prepared) coll.insert(cloneValue(d), wctx);
  await ctx.rt.commit(wctx);
  return emptyCursor(ctx);
}

/** `$out` and `$merge` write the results somewhere; either must be the last stage. */
function finalWriteStage(pipeline: unknown[]): { name: '$out' | '$merge'; arg: unknown } | undefined {
  for (let i = 0; i < pipeline.length; i++) {
    const stage = pipeline[i];
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (name !== '$out' && name !== '$merge') continue;
    if (i !== pipeline.length - 1) throw new StoreError(40601, `${name} can only be the final stage in the pipeline`);
    return { name, arg: (stage as Doc)[name] };
  }
  return undefined;
}

function emptyCursor(ctx: CommandContext): Doc {
  const batch = ctx.rt.cursors.create(`${ctx.db}.${String(ctx.body.aggregate)}`, [], undefined, undefined);
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns: batch.ns }, ok: 1 };
}

export async function aggregateCommand(ctx: CommandContext): Promise<Doc> {
  const target = ctx.body.aggregate;
  const collName = typeof target === 'string' ? target : undefined;
  if (collName === undefined && !(isNumeric(target) && toNumber(target) === 1)) {
    throw new StoreError(ErrorCode.InvalidNamespace, `collection name has invalid type ${typeName(target)}`);
  }
  const fullPipeline = ctx.body.pipeline;
  if (!Array.isArray(fullPipeline)) throw new StoreError(ErrorCode.TypeMismatch, "'pipeline' option must be specified as an array");
  if (ctx.body.explain === true) return explainAggregate(ctx, collName, fullPipeline);
  const writeStage = finalWriteStage(fullPipeline);
  const out = writeStage?.name === '$out' ? outTarget(ctx, writeStage.arg) : undefined;
  const merge = writeStage?.name === '$merge' ? parseMerge(ctx, writeStage.arg) : undefined;
  const pipeline = writeStage ? fullPipeline.slice(0, -1) : fullPipeline;
  const cursorOpt = ctx.body.cursor;
  if (!isPlainObject(cursorOpt)) {
    throw new StoreError(ErrorCode.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const rawCollation = collationOrDefault(ctx.body.collation, collName === undefined ? undefined : ctx.rt.engine.getCollection(ctx.db, collName));
  const collation = isPlainObject(rawCollation) ? ({ ...rawCollation, locale: icuLocale(String(rawCollation.locale)) } as unknown as Collation) : undefined;
  collationOf(collation);
  let docs: Doc[];
  try {
    docs = runAggregate(ctx, collName, pipeline, collation);
  } catch (err) {
    const e = toStoreError(err);
    if (e.code === ErrorCode.InternalError) throw new StoreError(ErrorCode.BadValue, e.message);
    throw e;
  }
  if (out) return writeOut(ctx, docs, out);
  if (merge) {
    await writeMerge(ctx, docs, merge);
    return emptyCursor(ctx);
  }
  const batchSize = cursorOpt.batchSize === undefined ? undefined : toInt(cursorOpt.batchSize);
  const ns = `${ctx.db}.${collName ?? '$cmd.aggregate'}`;
  const batch = ctx.rt.cursors.create(ns, docs, undefined, batchSize);
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns: batch.ns }, ok: 1 };
}

// ---- explain -----------------------------------------------------------------------------------------------

function planStage(plan: QueryPlan | undefined, coll: Collection | undefined, filter: Doc, shape?: ReadShape): Doc {
  const base = baseStage(plan, coll, filter);
  return shape ? shapedStage(base, plan, coll, shape) : base;
}

function baseStage(plan: QueryPlan | undefined, coll: Collection | undefined, filter: Doc): Doc {
  if (!plan) return { stage: 'EOF' };
  if (plan.special) return explainSpecialStage(plan.special, filter);
  if (plan.stage === 'IDHACK') return { stage: 'IDHACK' };
  if (plan.stage === 'IXSCAN' && plan.indexName && coll) {
    const index = coll.indexes.get(plan.indexName);
    return {
      stage: 'FETCH',
      filter,
      inputStage: {
        stage: 'IXSCAN',
        keyPattern: index?.spec.key ?? {},
        indexName: plan.indexName,
        isMultiKey: index?.multikey ?? false,
        isUnique: index?.unique ?? false,
        isSparse: index?.sparse ?? false,
        direction: plan.sorted?.direction ?? 'forward',
      },
    };
  }
  return { stage: 'COLLSCAN', filter, direction: 'forward' };
}

function explainReply(ctx: CommandContext, ns: string, filter: Doc, plan: QueryPlan | undefined, coll: Collection | undefined, command: Doc, started: number, shape?: ReadShape): Doc {
  const stage = planStage(plan, coll, filter, shape);
  return {
    explainVersion: '1',
    queryPlanner: {
      namespace: ns,
      indexFilterSet: false,
      parsedQuery: filter,
      planCacheShapeHash: '0',
      winningPlan: stage,
      rejectedPlans: [],
    },
    executionStats: {
      executionSuccess: true,
      nReturned: plan?.nReturned ?? 0,
      executionTimeMillis: Date.now() - started,
      totalKeysExamined: plan?.keysExamined ?? 0,
      totalDocsExamined: plan?.docsExamined ?? 0,
      executionStages: stage,
    },
    command,
    serverInfo: { host: ctx.rt.host, version: '7.0.0', gitVersion: 'embedded' },
    ok: 1,
  };
}

function explainAggregate(ctx: CommandContext, collName: string | undefined, pipeline: unknown[]): Doc {
  const started = Date.now();
  const coll = collName === undefined ? undefined : ctx.rt.engine.getCollection(ctx.db, collName);
  const first = pipeline[0];
  const filter = isPlainObject(first) && isPlainObject(first.$match) ? first.$match : {};
  const matched = isPlainObject(first) && first.$match ? 1 : 0;
  // $sort + $limit after the $match are pushed into the query, as mongod does.
  const sl = sortLimitAt(pipeline.filter(isPlainObject), matched);
  const plan = coll ? coll.query(filter, { txn: ctx.txn, ...(sl ? { sort: sl.sort, limit: sl.limit } : {}) }).plan : undefined;
  const cursorStage = explainReply(ctx, `${ctx.db}.${collName ?? ''}`, filter, plan, coll, ctx.body, started, sl);
  return {
    explainVersion: '1',
    stages: [{ $cursor: { queryPlanner: cursorStage.queryPlanner, executionStats: cursorStage.executionStats } }, ...pipeline.slice(matched + (sl ? 2 : 0))],
    queryPlanner: cursorStage.queryPlanner,
    serverInfo: cursorStage.serverInfo,
    command: ctx.body,
    ok: 1,
  };
}

export function explainCommand(ctx: CommandContext): Doc {
  const inner = ctx.body.explain;
  if (!isPlainObject(inner)) throw new StoreError(ErrorCode.TypeMismatch, "BSON field 'explain.explain' is the wrong type, expected type 'object'");
  const name = Object.keys(inner)[0] ?? '';
  const started = Date.now();
  const innerCtx: CommandContext = { ...ctx, body: { ...inner, $db: ctx.db }, name };
  if (name === 'aggregate') {
    const target = inner.aggregate;
    const pipeline = Array.isArray(inner.pipeline) ? inner.pipeline : [];
    return explainAggregate(innerCtx, typeof target === 'string' ? target : undefined, pipeline);
  }
  const collName = collectionName(innerCtx);
  const coll = ctx.rt.engine.getCollection(ctx.db, collName);
  let filter: Doc = {};
  switch (name) {
    case 'find':
      filter = isPlainObject(inner.filter) ? inner.filter : {};
      break;
    case 'count':
    case 'findAndModify':
    case 'findandmodify':
      filter = isPlainObject(inner.query) ? inner.query : {};
      break;
    case 'distinct':
      filter = isPlainObject(inner.query) ? inner.query : {};
      break;
    case 'update': {
      const u: unknown = Array.isArray(inner.updates) ? inner.updates[0] : undefined;
      filter = isPlainObject(u) && isPlainObject(u.q) ? u.q : {};
      break;
    }
    case 'delete': {
      const d: unknown = Array.isArray(inner.deletes) ? inner.deletes[0] : undefined;
      filter = isPlainObject(d) && isPlainObject(d.q) ? d.q : {};
      break;
    }
    default:
      throw new StoreError(ErrorCode.CommandNotFound, `Explain failed due to unknown command: ${name}`);
  }
  const collation = collationOf(collationOrDefault(inner.collation, coll));
  const shape = readShape(name, inner);
  const sort = shape.sort && Object.keys(shape.sort).length > 0 ? shape.sort : undefined;
  const need = shape.limit !== undefined && shape.limit > 0 ? shape.limit + (shape.skip ?? 0) : undefined;
  const counted = name === 'count' && coll ? coll.countWithoutReading(filter, { collation, hint: inner.hint }) : undefined;
  if (counted) shape.counted = counted;
  const plan = coll ? coll.query(filter, { txn: ctx.txn, collation, hint: inner.hint, ...(sort ? { sort } : {}), ...(need ? { limit: need } : {}) }).plan : undefined;
  return explainReply(ctx, `${ctx.db}.${collName}`, filter, plan, coll, inner, started, shape);
}

