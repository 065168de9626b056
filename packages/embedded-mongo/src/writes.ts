/**
 * Write commands: insert, update, delete and findAndModify, with mongod's reply shapes (`n`,
 * `nModified`, `upserted`, per-statement `writeErrors`, `lastErrorObject`). Each command mutates
 * synchronously and queues its journal ops before anything awaits, so the journal order always
 * matches memory order.
 */
import { calculateObjectSize, ObjectId } from 'bson';
import type { Collection, WriteContext } from './collection.js';
import { collationOf, collationOrDefault, collectionName, objectField } from './command-args.js';
import type { CommandContext } from './context.js';
import { BadValueError, ErrorCode, StoreError, toStoreError } from './errors.js';
import type { Rec } from './indexes.js';
import { compileProjection } from './projection.js';
import { compileFilter } from './query.js';
import { runFind } from './reads.js';
import { sortDocuments } from './sort.js';
import { compileUpdate, upsertSeed } from './update.js';
import { bsonTag, isPlainObject, toInt, typeName, type Doc, type StringComparator } from './values.js';
import { MAX_BSON_OBJECT_SIZE } from './wire.js';
import { validateWrite } from './validation.js';

const CONFLICT_RETRY_MS = 5;
const CONFLICT_WAIT_LIMIT_MS = 30_000;

export function writeConflictError(): StoreError {
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
export function prepareInsert(raw: unknown): Doc {
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
      validateWrite(coll, doc, null, ctx.body.bypassDocumentValidation === true);
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

// ---- update ----------------------------------------------------------------------------------------

interface UpdateStatementResult {
  n: number;
  nModified: number;
  upsertedId?: unknown;
  value?: { before: Doc | null; after: Doc | null };
}

function lockCheck(ctx: CommandContext, coll: Collection, recs: { rec: Rec }[]): void {
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
  let matches: { rec: Rec; doc: Doc }[] = [];
  if (coll) {
    if (stmt.sort && Object.keys(stmt.sort).length > 0) {
      const all = coll.query(stmt.q, { txn: ctx.txn, collation: stmt.collation }).matches;
      const byDoc = new Map(all.map((m) => [m.doc, m] as const));
      const sorted = sortDocuments(all.map((m) => m.doc), stmt.sort, stmt.collation);
      matches = sorted.slice(0, stmt.multi ? undefined : 1).map((d) => byDoc.get(d) as { rec: Rec; doc: Doc });
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
        validateWrite(coll, r.doc, m.doc, ctx.body.bypassDocumentValidation === true);
        coll.replace(m.rec, r.doc, wctx, compiled.kind === 'replacement' ? 'replace' : 'update');
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
  validateWrite(coll, doc, null, ctx.body.bypassDocumentValidation === true);
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
        collation: collationOf(collationOrDefault(raw.collation, ctx.rt.engine.getCollection(ctx.db, name))),
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
      const collation = collationOf(collationOrDefault(raw.collation, ctx.rt.engine.getCollection(ctx.db, name)));
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
  const collation = collationOf(collationOrDefault(b.collation, ctx.rt.engine.getCollection(ctx.db, name)));
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

