/**
 * CRUD command handlers: insert, find, getMore, killCursors, update, delete, findAndModify, count,
 * distinct, aggregate and explain, with mongod's reply shapes (`writeErrors` per statement, cursor
 * documents with Long ids, `lastErrorObject`...). Each statement mutates synchronously and queues
 * its journal ops before anything awaits, so the journal order always matches memory order.
 */
import { calculateObjectSize, ObjectId } from 'bson';
import type { Collection, WriteContext } from './collection.js';
import type { CommandContext } from './context.js';
import { BadValueError, ErrorCode, StoreError, toStoreError } from './errors.js';
import { runPipeline } from './mingo.js';
import { collectValues, splitPath } from './paths.js';
import type { QueryPlan } from './planner.js';
import { compileProjection } from './projection.js';
import { compileFilter } from './query.js';
import { sortDocuments } from './sort.js';
import { compileUpdate, upsertSeed } from './update.js';
import {
  bsonTag,
  cloneValue,
  collationComparator,
  compareValues,
  isNumeric,
  isPlainObject,
  toInt,
  toNumber,
  typeName,
  valueKey,
  type Collation,
  type Doc,
  type StringComparator,
} from './values.js';
import { MAX_BSON_OBJECT_SIZE } from './wire.js';

const CONFLICT_RETRY_MS = 5;
const CONFLICT_WAIT_LIMIT_MS = 30_000;

export function collectionName(ctx: CommandContext): string {
  const v = ctx.body[ctx.name];
  if (typeof v !== 'string') {
    throw new StoreError(ErrorCode.InvalidNamespace, `collection name has invalid type ${typeName(v)}`);
  }
  if (v.length === 0) throw new StoreError(ErrorCode.InvalidNamespace, `Invalid namespace specified '${ctx.db}.'`);
  return v;
}

function objectField(ctx: CommandContext, field: string, value: unknown = ctx.body[field]): Doc | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) {
    throw new StoreError(ErrorCode.TypeMismatch, `BSON field '${ctx.name}.${field}' is the wrong type '${typeName(value)}', expected type 'object'`);
  }
  return value;
}

function nonNegative(ctx: CommandContext, field: string): number | undefined {
  const v = ctx.body[field];
  if (v === undefined || v === null) return undefined;
  if (!isNumeric(v)) {
    throw new StoreError(ErrorCode.TypeMismatch, `BSON field '${ctx.name}.${field}' is the wrong type '${typeName(v)}', expected types '[long, int, decimal, double]'`);
  }
  const n = toInt(v);
  if (n < 0) throw new StoreError(51024, `BSON field '${field}' value must be >= 0, actual value '${n}'`);
  return n;
}

export function collationOf(raw: unknown): StringComparator | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) throw new StoreError(ErrorCode.TypeMismatch, "BSON field 'collation' is the wrong type, expected type 'object'");
  if (typeof raw.locale !== 'string') throw new StoreError(40414, "BSON field 'collation.locale' is missing but a required field");
  try {
    return collationComparator(raw as unknown as Collation);
  } catch {
    throw new BadValueError(`Field 'locale' is invalid in: ${JSON.stringify(raw)}`);
  }
}

function writeConflictError(): StoreError {
  return new StoreError(
    ErrorCode.WriteConflict,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    {},
    ['TransientTransactionError'],
  );
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Runs one write statement synchronously. Outside a transaction a WriteConflict (the target is
 * locked by an open transaction) means "wait for it", as mongod blocks such writes; only then
 * does the command yield, after queueing its journal ops so the journal keeps memory order.
 * Without conflicts a whole command runs without yielding and becomes a single journal frame.
 */
function runStatement<T>(ctx: CommandContext, wctx: WriteContext, pending: Promise<void>[], fn: () => T): T | Promise<T> {
  try {
    return fn();
  } catch (err) {
    const e = toStoreError(err);
    if (e.code !== ErrorCode.WriteConflict || ctx.txn) throw e;
    return retryAfterConflict(ctx, wctx, pending, fn, Date.now());
  }
}

async function retryAfterConflict<T>(ctx: CommandContext, wctx: WriteContext, pending: Promise<void>[], fn: () => T, started: number): Promise<T> {
  for (;;) {
    queueCommit(ctx, wctx, pending);
    await sleep(CONFLICT_RETRY_MS);
    try {
      const result = fn();
      queueCommit(ctx, wctx, pending);
      return result;
    } catch (err) {
      const e = toStoreError(err);
      if (e.code !== ErrorCode.WriteConflict || Date.now() - started > CONFLICT_WAIT_LIMIT_MS) throw e;
    }
  }
}

function queueCommit(ctx: CommandContext, wctx: WriteContext, pending: Promise<void>[]): void {
  if (ctx.txn) return;
  const p = ctx.rt.commit(wctx);
  if (p) pending.push(p);
}

/**
 * Per-statement error for the reply's writeErrors. A write conflict inside a transaction is instead
 * a command-level error carrying TransientTransactionError, so drivers retry the transaction.
 */
function writeErrorOf(ctx: CommandContext, index: number, err: unknown): Doc {
  const e = toStoreError(err);
  if (ctx.txn && e.code === ErrorCode.WriteConflict) throw e;
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

/** Fails the transaction on a write error, as mongod does; the client must retry it whole. */
function failTransaction(ctx: CommandContext): void {
  if (ctx.txn && ctx.txn.state === 'active') ctx.rt.txns.abort(ctx.txn);
}

/** Validates a document for insertion and puts _id first (generating an ObjectId if missing). */
function prepareInsert(raw: unknown): Doc {
  if (!isPlainObject(raw)) throw new BadValueError('document to insert must be an object');
  let doc = raw;
  if (doc._id === undefined) {
    doc = { _id: new ObjectId(), ...doc };
  } else if (Object.keys(doc)[0] !== '_id') {
    const { _id, ...rest } = doc;
    doc = { _id, ...rest };
  }
  validateId(doc._id);
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw new StoreError(ErrorCode.BSONObjectTooLarge, `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`);
  }
  return doc;
}

function validateId(id: unknown): void {
  if (Array.isArray(id)) throw new StoreError(ErrorCode.InvalidIdField, `The '_id' value cannot be of type array`);
  if (id instanceof RegExp || bsonTag(id) === 'BSONRegExp') throw new StoreError(ErrorCode.InvalidIdField, `The '_id' value cannot be of type regex`);
  if (isPlainObject(id)) {
    for (const k of Object.keys(id)) {
      if (k.startsWith('$')) throw new StoreError(ErrorCode.DollarPrefixedFieldName, `_id fields may not contain '$'-prefixed fields: ${k} is not valid for storage.`);
    }
  }
}

function checkUpdatedSize(doc: Doc): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw new StoreError(ErrorCode.Location17419, `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`);
  }
}

// ---- insert ------------------------------------------------------------------------------------

export async function insertCommand(ctx: CommandContext): Promise<Doc> {
  const name = collectionName(ctx);
  const docs = ctx.body.documents;
  if (!Array.isArray(docs)) throw new StoreError(40414, "BSON field 'insert.documents' is missing but a required field");
  const ordered = ctx.body.ordered !== false;
  const wctx = ctx.writeContext();
  const pending: Promise<void>[] = [];
  const coll = ctx.rt.engine.ensureCollection(ctx.db, name, wctx);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < docs.length; i++) {
    try {
      const doc = prepareInsert(docs[i]);
      const inserted = runStatement(ctx, wctx, pending, () => coll.insert(doc, wctx));
      // Awaiting only when the statement had to wait keeps a conflict-free command unyielding.
      if (inserted instanceof Promise) await inserted;
      n++;
    } catch (err) {
      writeErrors.push(writeErrorOf(ctx, i, err));
      if (ordered) break;
    }
  }
  ctx.rt.stats.opcounters.insert += docs.length;
  queueCommit(ctx, wctx, pending);
  await Promise.all(pending);
  if (writeErrors.length > 0) failTransaction(ctx);
  return writeErrors.length > 0 ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
}

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
  const queryLimit = !sorted && limit > 0 ? skip + limit : undefined;
  const { matches, plan } = coll.query(filter, {
    txn: ctx.txn,
    collation: opts.collation,
    hint: opts.hint,
    ...(queryLimit !== undefined ? { limit: queryLimit } : {}),
  });
  let docs = matches.map((m) => m.doc);
  if (sorted) docs = sortDocuments(docs, opts.sort, opts.collation);
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
  const collation = collationOf(ctx.body.collation);
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  const { docs } = runFind(ctx, coll, filter, { sort, skip, limit, collation, hint: ctx.body.hint });
  const project = compileProjection(projection, filter);
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

// ---- update ----------------------------------------------------------------------------------------

interface UpdateStatementResult {
  n: number;
  nModified: number;
  upsertedId?: unknown;
  value?: { before: Doc | null; after: Doc | null };
}

function lockCheck(ctx: CommandContext, coll: Collection, recs: { rec: import('./indexes.js').Rec }[]): void {
  for (const m of recs) if (coll.isLockedFor(m.rec, ctx.txn)) throw writeConflictError();
}

/** Executes one update statement (also the core of findAndModify). */
function executeUpdate(
  ctx: CommandContext,
  wctx: WriteContext,
  name: string,
  stmt: { q: Doc; u: unknown; multi: boolean; upsert: boolean; arrayFilters?: unknown[] | undefined; collation?: StringComparator | undefined; sort?: Doc | undefined },
): UpdateStatementResult {
  const compiled = compileUpdate(stmt.u, { query: stmt.q, arrayFilters: stmt.arrayFilters, collation: stmt.collation });
  if (stmt.multi && compiled.kind === 'replacement') {
    throw new StoreError(ErrorCode.FailedToParse, 'multi update is not supported for replacement-style update');
  }
  let coll = ctx.rt.engine.getCollection(ctx.db, name);
  let matches: { rec: import('./indexes.js').Rec; doc: Doc }[] = [];
  if (coll) {
    if (stmt.sort && Object.keys(stmt.sort).length > 0) {
      const all = coll.query(stmt.q, { txn: ctx.txn, collation: stmt.collation }).matches;
      const byDoc = new Map(all.map((m) => [m.doc, m] as const));
      const sorted = sortDocuments(all.map((m) => m.doc), stmt.sort, stmt.collation);
      matches = sorted.slice(0, stmt.multi ? undefined : 1).map((d) => byDoc.get(d) as { rec: import('./indexes.js').Rec; doc: Doc });
    } else {
      matches = coll.query(stmt.q, { txn: ctx.txn, collation: stmt.collation, ...(stmt.multi ? {} : { limit: 1 }) }).matches;
    }
  }
  if (matches.length > 0 && coll) {
    lockCheck(ctx, coll, matches);
    let nModified = 0;
    let first: { before: Doc | null; after: Doc | null } | undefined;
    for (const m of matches) {
      const r = compiled.apply(m.doc, false);
      if (r.modified) {
        checkUpdatedSize(r.doc);
        coll.replace(m.rec, r.doc, wctx);
        nModified++;
      }
      first ??= { before: m.doc, after: r.modified ? r.doc : m.doc };
    }
    return { n: matches.length, nModified, ...(first ? { value: first } : {}) };
  }
  if (!coll) compileFilter(stmt.q, { collation: stmt.collation });
  if (!stmt.upsert) return { n: 0, nModified: 0 };
  const seed = upsertSeed(stmt.q);
  let doc = compiled.apply(seed, true).doc;
  doc = prepareInsert(doc);
  coll ??= ctx.rt.engine.ensureCollection(ctx.db, name, wctx);
  coll.insert(doc, wctx);
  return { n: 1, nModified: 0, upsertedId: doc._id, value: { before: null, after: doc } };
}

export async function updateCommand(ctx: CommandContext): Promise<Doc> {
  const name = collectionName(ctx);
  const updates = ctx.body.updates;
  if (!Array.isArray(updates)) throw new StoreError(40414, "BSON field 'update.updates' is missing but a required field");
  const ordered = ctx.body.ordered !== false;
  const wctx = ctx.writeContext();
  const pending: Promise<void>[] = [];
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (let i = 0; i < updates.length; i++) {
    const raw: unknown = updates[i];
    try {
      if (!isPlainObject(raw)) throw new BadValueError('update statement must be an object');
      const q = raw.q === undefined ? {} : raw.q;
      if (!isPlainObject(q)) throw new StoreError(ErrorCode.TypeMismatch, `BSON field 'update.updates.q' is the wrong type '${typeName(q)}', expected type 'object'`);
      if (raw.u === undefined) throw new StoreError(40414, "BSON field 'update.updates.u' is missing but a required field");
      const stmt = {
        q,
        u: raw.u,
        multi: raw.multi === true,
        upsert: raw.upsert === true,
        arrayFilters: Array.isArray(raw.arrayFilters) ? raw.arrayFilters : undefined,
        collation: collationOf(raw.collation),
        sort: isPlainObject(raw.sort) ? raw.sort : undefined,
      };
      const pr = runStatement(ctx, wctx, pending, () => executeUpdate(ctx, wctx, name, stmt));
      const r = pr instanceof Promise ? await pr : pr;
      n += r.n;
      nModified += r.nModified;
      if (r.upsertedId !== undefined) upserted.push({ index: i, _id: r.upsertedId });
    } catch (err) {
      writeErrors.push(writeErrorOf(ctx, i, err));
      if (ordered) break;
    }
  }
  ctx.rt.stats.opcounters.update += updates.length;
  queueCommit(ctx, wctx, pending);
  await Promise.all(pending);
  if (writeErrors.length > 0) failTransaction(ctx);
  const reply: Doc = { n, nModified };
  if (upserted.length > 0) reply.upserted = upserted;
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
}

// ---- delete ----------------------------------------------------------------------------------------

export async function deleteCommand(ctx: CommandContext): Promise<Doc> {
  const name = collectionName(ctx);
  const deletes = ctx.body.deletes;
  if (!Array.isArray(deletes)) throw new StoreError(40414, "BSON field 'delete.deletes' is missing but a required field");
  const ordered = ctx.body.ordered !== false;
  const wctx = ctx.writeContext();
  const pending: Promise<void>[] = [];
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < deletes.length; i++) {
    const raw: unknown = deletes[i];
    try {
      if (!isPlainObject(raw)) throw new BadValueError('delete statement must be an object');
      const q = raw.q === undefined ? {} : raw.q;
      if (!isPlainObject(q)) throw new StoreError(ErrorCode.TypeMismatch, `BSON field 'delete.deletes.q' is the wrong type '${typeName(q)}', expected type 'object'`);
      const limit = toInt(raw.limit, 0);
      if (limit !== 0 && limit !== 1) throw new StoreError(ErrorCode.FailedToParse, `The limit field in delete objects must be 0 or 1. Got ${limit}`);
      const collation = collationOf(raw.collation);
      const removed = runStatement(ctx, wctx, pending, () => {
        const coll = ctx.rt.engine.getCollection(ctx.db, name);
        if (!coll) {
          compileFilter(q, { collation });
          return 0;
        }
        const { matches } = coll.query(q, { txn: ctx.txn, collation, ...(limit === 1 ? { limit: 1 } : {}) });
        lockCheck(ctx, coll, matches);
        for (const m of matches) coll.remove(m.rec, wctx);
        return matches.length;
      });
      n += removed instanceof Promise ? await removed : removed;
    } catch (err) {
      writeErrors.push(writeErrorOf(ctx, i, err));
      if (ordered) break;
    }
  }
  ctx.rt.stats.opcounters.delete += deletes.length;
  queueCommit(ctx, wctx, pending);
  await Promise.all(pending);
  if (writeErrors.length > 0) failTransaction(ctx);
  return writeErrors.length > 0 ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
}

// ---- findAndModify ---------------------------------------------------------------------------------

export async function findAndModifyCommand(ctx: CommandContext): Promise<Doc> {
  const name = collectionName(ctx);
  const b = ctx.body;
  const query = objectField(ctx, 'query') ?? {};
  const sort = objectField(ctx, 'sort');
  const fields = objectField(ctx, 'fields');
  const remove = b.remove === true;
  const returnNew = b.new === true;
  const upsert = b.upsert === true;
  const hasUpdate = b.update !== undefined && b.update !== null;
  if (remove && hasUpdate) throw new StoreError(ErrorCode.FailedToParse, 'Cannot specify both an update and remove=true');
  if (!remove && !hasUpdate) throw new StoreError(ErrorCode.FailedToParse, 'Either an update or remove=true must be specified');
  if (remove && returnNew) throw new StoreError(ErrorCode.FailedToParse, "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document");
  if (remove && upsert) throw new StoreError(ErrorCode.FailedToParse, 'Cannot specify both upsert=true and remove=true');
  const collation = collationOf(b.collation);
  const project = compileProjection(fields, query);
  const wctx = ctx.writeContext();
  const pending: Promise<void>[] = [];
  const shape = (d: Doc | null): Doc | null => (d && project ? project(d) : d);
  try {
    if (remove) {
      const pending1 = runStatement(ctx, wctx, pending, () => {
        const coll = ctx.rt.engine.getCollection(ctx.db, name);
        const { docs } = runFind(ctx, coll, query, { sort, limit: 1, collation });
        const doc = docs[0];
        if (!coll || !doc) return null;
        const match = coll.query({ _id: doc._id }, { txn: ctx.txn, limit: 1 }).matches[0];
        if (!match) return null;
        lockCheck(ctx, coll, [match]);
        coll.remove(match.rec, wctx);
        return doc;
      });
      const result = pending1 instanceof Promise ? await pending1 : pending1;
      ctx.rt.stats.opcounters.delete++;
      queueCommit(ctx, wctx, pending);
      await Promise.all(pending);
      return { lastErrorObject: { n: result ? 1 : 0 }, value: shape(result), ok: 1 };
    }
    const pr = runStatement(ctx, wctx, pending, () =>
      executeUpdate(ctx, wctx, name, {
        q: query,
        u: b.update,
        multi: false,
        upsert,
        arrayFilters: Array.isArray(b.arrayFilters) ? b.arrayFilters : undefined,
        collation,
        sort,
      }),
    );
    const r = pr instanceof Promise ? await pr : pr;
    ctx.rt.stats.opcounters.update++;
    queueCommit(ctx, wctx, pending);
    await Promise.all(pending);
    const lastErrorObject: Doc = { n: r.n, updatedExisting: r.n > 0 && r.upsertedId === undefined };
    if (r.upsertedId !== undefined) lastErrorObject.upserted = r.upsertedId;
    const value = r.value ? (returnNew ? r.value.after : r.value.before) : null;
    return { lastErrorObject, value: shape(value), ok: 1 };
  } catch (err) {
    failTransaction(ctx);
    throw err;
  }
}

// ---- count / distinct --------------------------------------------------------------------------------

export function countCommand(ctx: CommandContext): Doc {
  const name = collectionName(ctx);
  const query = objectField(ctx, 'query') ?? {};
  const skip = nonNegative(ctx, 'skip') ?? 0;
  const limit = Math.abs(toInt(ctx.body.limit, 0));
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  ctx.rt.stats.opcounters.command++;
  if (!coll) {
    compileFilter(query);
    return { n: 0, ok: 1 };
  }
  let n: number;
  if (Object.keys(query).length === 0 && coll.dirty.size === 0) n = coll.count;
  else n = coll.query(query, { txn: ctx.txn, collation: collationOf(ctx.body.collation) }).matches.length;
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
  const collation = collationOf(ctx.body.collation);
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
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

// ---- aggregate -----------------------------------------------------------------------------------------

const UNSUPPORTED_STAGES = new Set(['$out', '$merge', '$changeStream', '$currentOp', '$listSessions', '$search', '$geoNear', '$indexStats', '$planCutoff']);
const KNOWN_STAGES = new Set([
  '$addFields', '$bucket', '$bucketAuto', '$collStats', '$count', '$densify', '$documents', '$facet', '$fill', '$graphLookup', '$group',
  '$limit', '$lookup', '$match', '$project', '$redact', '$replaceRoot', '$replaceWith', '$sample', '$set', '$setWindowFields', '$skip',
  '$sort', '$sortByCount', '$unionWith', '$unset', '$unwind',
]);

function validatePipeline(pipeline: unknown[]): Doc[] {
  return pipeline.map((stage) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new StoreError(40323, 'A pipeline stage specification object must contain exactly one field.');
    }
    const name = Object.keys(stage)[0] as string;
    if (UNSUPPORTED_STAGES.has(name)) throw new StoreError(ErrorCode.CommandNotSupported, `${name} is not supported by the embedded store`);
    if (!KNOWN_STAGES.has(name)) throw new StoreError(40324, `Unrecognized pipeline stage name: '${name}'`);
    return stage;
  });
}

/** Converts numeric wrappers (Long, Decimal128, integral Double) to JS numbers for mingo's arithmetic. */
function numify(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(numify);
  const tag = bsonTag(v);
  if (tag === 'Long' || tag === 'Double' || tag === 'Int32' || tag === 'Decimal128') return toNumber(v);
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k in v) out[k] = numify(v[k]);
  return out;
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
  } else if (!coll) {
    input = [];
  } else if (first && isPlainObject(first.$match)) {
    // Leading $match runs through the planner so it can use indexes.
    input = coll.query(first.$match, { txn: ctx.txn, collation: strCmp }).matches.map((m) => m.doc);
    rest = pipeline.slice(1);
  } else {
    input = coll.allDocs(ctx.txn);
  }
  // countDocuments() is $match + $group {_id: 1, n: {$sum: 1}}: answer it without materialising groups.
  const countGroup = rest.length === 1 ? isCountGroup(rest[0]) : undefined;
  if (countGroup) return input.length === 0 ? [] : [{ _id: countGroup.id, [countGroup.field]: input.length }];
  if (rest.length === 0) return input;
  if (coll?.hasNumericWrappers) input = input.map((d) => numify(d) as Doc);
  return runPipeline(input, rest, {
    collation,
    variables: isPlainObject(ctx.body.let) ? ctx.body.let : undefined,
    resolveCollection: (name) => {
      const other = ctx.rt.engine.getCollection(ctx.db, name);
      const docs = other?.allDocs(ctx.txn) ?? [];
      return other?.hasNumericWrappers ? docs.map((d) => numify(d) as Doc) : docs;
    },
  });
}

export function aggregateCommand(ctx: CommandContext): Doc {
  const target = ctx.body.aggregate;
  const collName = typeof target === 'string' ? target : undefined;
  if (collName === undefined && !(isNumeric(target) && toNumber(target) === 1)) {
    throw new StoreError(ErrorCode.InvalidNamespace, `collection name has invalid type ${typeName(target)}`);
  }
  const pipeline = ctx.body.pipeline;
  if (!Array.isArray(pipeline)) throw new StoreError(ErrorCode.TypeMismatch, "'pipeline' option must be specified as an array");
  if (ctx.body.explain === true) return explainAggregate(ctx, collName, pipeline);
  const cursorOpt = ctx.body.cursor;
  if (!isPlainObject(cursorOpt)) {
    throw new StoreError(ErrorCode.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const collation = isPlainObject(ctx.body.collation) ? (ctx.body.collation as unknown as Collation) : undefined;
  collationOf(collation);
  let docs: Doc[];
  try {
    docs = runAggregate(ctx, collName, pipeline, collation);
  } catch (err) {
    const e = toStoreError(err);
    if (e.code === ErrorCode.InternalError) throw new StoreError(ErrorCode.BadValue, e.message);
    throw e;
  }
  ctx.rt.stats.opcounters.command++;
  const batchSize = cursorOpt.batchSize === undefined ? undefined : toInt(cursorOpt.batchSize);
  const ns = `${ctx.db}.${collName ?? '$cmd.aggregate'}`;
  const batch = ctx.rt.cursors.create(ns, docs, undefined, batchSize);
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns: batch.ns }, ok: 1 };
}

// ---- explain -----------------------------------------------------------------------------------------------

function planStage(plan: QueryPlan | undefined, coll: Collection | undefined, filter: Doc): Doc {
  if (!plan) return { stage: 'EOF' };
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
        direction: 'forward',
      },
    };
  }
  return { stage: 'COLLSCAN', filter, direction: 'forward' };
}

function explainReply(ctx: CommandContext, ns: string, filter: Doc, plan: QueryPlan | undefined, coll: Collection | undefined, command: Doc, started: number): Doc {
  const stage = planStage(plan, coll, filter);
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
  const plan = coll ? coll.query(filter, { txn: ctx.txn }).plan : undefined;
  const cursorStage = explainReply(ctx, `${ctx.db}.${collName ?? ''}`, filter, plan, coll, ctx.body, started);
  return {
    explainVersion: '1',
    stages: [{ $cursor: { queryPlanner: cursorStage.queryPlanner, executionStats: cursorStage.executionStats } }, ...pipeline.slice(isPlainObject(first) && first.$match ? 1 : 0)],
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
  const collation = collationOf(inner.collation);
  const plan = coll ? coll.query(filter, { txn: ctx.txn, collation, hint: inner.hint }).plan : undefined;
  return explainReply(ctx, `${ctx.db}.${collName}`, filter, plan, coll, inner, started);
}

export { cloneValue };
