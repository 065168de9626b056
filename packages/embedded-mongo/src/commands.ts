/**
 * Command dispatch and the administrative commands (handshake, namespaces, indexes, status).
 * Turns any thrown error into mongod's error reply and ties commands to transactions.
 */
import { hostname } from 'node:os';
import { Long } from 'bson';
import type { WriteContext } from './collection.js';
import type { CommandContext, CommandHandler, StoreRuntime } from './context.js';
import { aggregateCommand, explainCommand } from './aggregate.js';
import { collectionName } from './command-args.js';
import { countCommand, distinctCommand, findCommand, getMoreCommand, killCursorsCommand } from './reads.js';
import { deleteCommand, findAndModifyCommand, insertCommand, updateCommand } from './writes.js';
import { validateDbName } from './engine.js';
import { changeStreamGetMore, isChangeStreamPipeline, killChangeStreamCursors, openChangeStream } from './change-streams.js';
import { BadValueError, codeName, ErrorCode, StoreError, toStoreError } from './errors.js';
import { compileFilter } from './query.js';
import { isPlainObject, toInt, valueKey, type Doc } from './values.js';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE } from './wire.js';
import { setField } from './own.js';
import { mentionsWhere } from './where.js';
import { checkValidationOptions } from './validation.js';

export const SERVER_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21;

function helloReply(ctx: CommandContext): Doc {
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

function buildInfo(): Doc {
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded',
    modules: [],
    allocator: 'system',
    javascriptEngine: 'none',
    sysInfo: 'deprecated',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['embedded'],
    ok: 1,
  };
}

function listDatabases(ctx: CommandContext): Doc {
  const filter = isPlainObject(ctx.body.filter) ? compileFilter(ctx.body.filter) : undefined;
  const databases: Doc[] = [];
  let total = 0;
  for (const [name, colls] of ctx.rt.engine.dbs) {
    let docs = 0;
    for (const c of colls.values()) docs += c.count;
    const sizeOnDisk = docs * 256 + colls.size * 4096;
    const entry: Doc = { name, sizeOnDisk, empty: docs === 0 };
    if (filter && !filter(entry)) continue;
    total += sizeOnDisk;
    databases.push(ctx.body.nameOnly === true ? { name } : entry);
  }
  databases.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return ctx.body.nameOnly === true ? { databases, ok: 1 } : { databases, totalSize: total, totalSizeMb: Math.round(total / 1048576), ok: 1 };
}

/** The `create` options mongod checks before it creates anything. */
function validateCreateOptions(options: Doc): void {
  checkValidationOptions(options);
  if (options.capped === true) {
    if (options.size === undefined) throw new StoreError(ErrorCode.InvalidOptions, "the 'size' field is required when 'capped' is true");
    if (!(toInt(options.size) > 0)) throw new StoreError(ErrorCode.BadValue, "BSON field 'size' value must be >= 1, actual value '" + String(toInt(options.size)) + "'");
  } else if (options.size !== undefined || options.max !== undefined) {
    if (options.capped !== undefined) throw new StoreError(ErrorCode.InvalidOptions, "the 'capped' field needs to be true when either the 'size' or 'max' fields are present");
  }
  if (options.timeseries !== undefined) {
    if (!isPlainObject(options.timeseries) || typeof options.timeseries.timeField !== 'string') {
      throw new StoreError(40414, "BSON field 'timeseries.timeField' is missing but a required field");
    }
    if (options.capped === true) throw new StoreError(ErrorCode.InvalidOptions, 'Time-series collections cannot be capped');
  }
}

const COLLMOD_FIELDS = new Set(['collMod', 'validator', 'validationLevel', 'validationAction', 'index', 'lsid', 'comment', '$db', 'writeConcern', '$clusterTime', '$readPreference']);

/** collMod: validator, validationLevel/Action, and an index's `hidden` / `expireAfterSeconds`. */
async function collMod(ctx: CommandContext): Promise<Doc> {
  notInTransaction(ctx);
  const name = collectionName(ctx);
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  if (!coll) throw new StoreError(ErrorCode.NamespaceNotFound, 'ns does not exist');
  for (const k of Object.keys(ctx.body)) {
    if (!COLLMOD_FIELDS.has(k)) throw new StoreError(ErrorCode.InvalidOptions, `unknown option to collMod: ${k}`);
  }
  const options: Doc = { ...coll.options };
  for (const k of ['validator', 'validationLevel', 'validationAction'] as const) {
    if (ctx.body[k] !== undefined) setField(options, k, ctx.body[k]);
  }
  checkValidationOptions(options);
  const reply: Doc = {};
  let indexChange: { name: string; spec: Doc } | undefined;
  const idx = ctx.body.index;
  if (idx !== undefined) {
    if (!isPlainObject(idx)) throw new StoreError(ErrorCode.TypeMismatch, "BSON field 'index' is the wrong type, expected type 'object'");
    const index = [...coll.indexes.values()].find((i) => (typeof idx.name === 'string' ? i.name === idx.name : isPlainObject(idx.keyPattern) && valueKey(i.spec.key) === valueKey(idx.keyPattern)));
    if (!index) throw new StoreError(ErrorCode.IndexNotFound, `cannot find index ${JSON.stringify(idx.name ?? idx.keyPattern)} for ns ${coll.ns}`);
    const spec: Doc = { ...index.spec };
    if (idx.hidden !== undefined) {
      if (typeof idx.hidden !== 'boolean') throw new StoreError(ErrorCode.TypeMismatch, "BSON field 'hidden' is the wrong type, expected type 'bool'");
      reply.hidden_old = index.spec.hidden === true;
      reply.hidden_new = idx.hidden;
      if (idx.hidden) spec.hidden = true;
      else delete spec.hidden;
    }
    if (idx.expireAfterSeconds !== undefined) {
      if (index.spec.expireAfterSeconds === undefined) throw new StoreError(ErrorCode.InvalidOptions, 'no expireAfterSeconds field to update');
      reply.expireAfterSeconds_old = index.spec.expireAfterSeconds;
      reply.expireAfterSeconds_new = idx.expireAfterSeconds;
      spec.expireAfterSeconds = idx.expireAfterSeconds;
    }
    indexChange = { name: index.name, spec };
  }
  const wctx = ctx.writeContext();
  ctx.rt.engine.setCollectionOptions(coll, options, wctx);
  if (indexChange) {
    // Rebuilt with the new options: both steps are journaled, so a restart replays them.
    ctx.rt.engine.dropIndex(coll, indexChange.name, wctx);
    ctx.rt.engine.createIndex(coll, indexChange.spec, wctx);
  }
  await commitNow(ctx, wctx);
  return { ...reply, ok: 1 };
}

async function create(ctx: CommandContext): Promise<Doc> {
  const name = collectionName(ctx);
  if (ctx.body.viewOn !== undefined) throw new StoreError(ErrorCode.CommandNotSupported, 'views are not supported by the embedded store');
  const options: Doc = {};
  for (const [k, v] of Object.entries(ctx.body)) {
    if (k === 'create' || k.startsWith('$') || k === 'lsid' || k === 'txnNumber' || k === 'autocommit' || k === 'startTransaction' || k === 'writeConcern' || k === 'comment') continue;
    setField(options, k, v);
  }
  validateCreateOptions(options);
  const wctx = ctx.writeContext();
  ctx.rt.engine.createCollection(ctx.db, name, options, wctx);
  await commitNow(ctx, wctx);
  return { ok: 1 };
}

async function commitNow(ctx: CommandContext, wctx: WriteContext): Promise<void> {
  if (ctx.txn) return;
  await ctx.rt.commit(wctx);
}

function notInTransaction(ctx: CommandContext): void {
  if (ctx.txn) {
    throw new StoreError(ErrorCode.OperationNotSupportedInTransaction, `Cannot run '${ctx.name}' in a multi-document transaction.`);
  }
}

async function drop(ctx: CommandContext): Promise<Doc> {
  notInTransaction(ctx);
  const name = collectionName(ctx);
  const wctx = ctx.writeContext();
  const dropped = ctx.rt.engine.dropCollection(ctx.db, name, wctx);
  await commitNow(ctx, wctx);
  // Since 7.0 dropping a missing collection succeeds.
  return dropped ? { nIndexesWas: dropped.indexes.size + 1, ns: dropped.ns, ok: 1 } : { ok: 1 };
}

async function dropDatabase(ctx: CommandContext): Promise<Doc> {
  notInTransaction(ctx);
  const wctx = ctx.writeContext();
  ctx.rt.engine.dropDatabase(ctx.db, wctx);
  await commitNow(ctx, wctx);
  return { dropped: ctx.db, ok: 1 };
}

async function createIndexes(ctx: CommandContext): Promise<Doc> {
  const name = collectionName(ctx);
  const specs = ctx.body.indexes;
  if (!Array.isArray(specs) || specs.length === 0) {
    throw new StoreError(ErrorCode.BadValue, 'Must specify at least one index to create');
  }
  const wctx = ctx.writeContext();
  const engine = ctx.rt.engine;
  const existed = engine.getCollection(ctx.db, name);
  const coll = existed ?? engine.ensureCollection(ctx.db, name, wctx);
  const before = coll.indexes.size + 1;
  let created = 0;
  try {
    for (const spec of specs) if (engine.createIndex(coll, spec, wctx)) created++;
  } finally {
    await commitNow(ctx, wctx);
  }
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size + 1,
    createdCollectionAutomatically: !existed,
  };
  if (created === 0) reply.note = 'all indexes already exist';
  reply.ok = 1;
  return reply;
}

function listIndexes(ctx: CommandContext): Doc {
  const name = collectionName(ctx);
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  if (!coll) throw new StoreError(ErrorCode.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const batchSize = isPlainObject(ctx.body.cursor) && ctx.body.cursor.batchSize !== undefined ? toInt(ctx.body.cursor.batchSize) : undefined;
  const batch = ctx.rt.cursors.create(`${ctx.db}.${name}`, coll.indexSpecs(), undefined, batchSize);
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns: batch.ns }, ok: 1 };
}

async function dropIndexes(ctx: CommandContext): Promise<Doc> {
  notInTransaction(ctx);
  const name = collectionName(ctx);
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  if (!coll) throw new StoreError(ErrorCode.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size + 1;
  const target = ctx.body.index;
  let names: string[];
  if (target === '*') {
    names = [...coll.indexes.keys()];
  } else if (typeof target === 'string') {
    names = [target];
  } else if (Array.isArray(target)) {
    names = target.map(String);
  } else if (isPlainObject(target)) {
    const match = [...coll.indexes.values()].find((i) => JSON.stringify(i.spec.key) === JSON.stringify(target));
    if (!match) {
      if (JSON.stringify(target) === JSON.stringify({ _id: 1 })) throw new StoreError(ErrorCode.InvalidOptions, 'cannot drop _id index');
      throw new StoreError(ErrorCode.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
    }
    names = [match.name];
  } else {
    throw new StoreError(ErrorCode.TypeMismatch, "BSON field 'dropIndexes.index' is the wrong type");
  }
  for (const n of names) {
    if (n === '_id_') throw new StoreError(ErrorCode.InvalidOptions, 'cannot drop _id index');
    if (!coll.indexes.has(n)) throw new StoreError(ErrorCode.IndexNotFound, `index not found with name [${n}]`);
  }
  const wctx = ctx.writeContext();
  for (const n of names) ctx.rt.engine.dropIndex(coll, n, wctx);
  await commitNow(ctx, wctx);
  return { nIndexesWas, ok: 1 };
}

function listCollections(ctx: CommandContext): Doc {
  const filter = isPlainObject(ctx.body.filter) ? compileFilter(ctx.body.filter) : undefined;
  const nameOnly = ctx.body.nameOnly === true;
  const docs: Doc[] = [];
  for (const coll of ctx.rt.engine.collections(ctx.db)) {
    const type = coll.options.timeseries !== undefined ? 'timeseries' : 'collection';
    const full: Doc = {
      name: coll.name,
      type,
      options: coll.options,
      info: { readOnly: false },
      idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
    };
    if (filter && !filter(full)) continue;
    docs.push(nameOnly ? { name: coll.name, type } : full);
  }
  const batch = ctx.rt.cursors.create(`${ctx.db}.$cmd.listCollections`, docs, undefined, undefined);
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns: batch.ns }, ok: 1 };
}

function serverStatus(ctx: CommandContext): Doc {
  const { stats } = ctx.rt;
  const uptimeMillis = Date.now() - stats.startedAt;
  const mem = process.memoryUsage();
  return {
    host: ctx.rt.host,
    version: SERVER_VERSION,
    process: 'mongod',
    pid: Long.fromNumber(process.pid),
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis: Long.fromNumber(uptimeMillis),
    uptimeEstimate: Long.fromNumber(Math.floor(uptimeMillis / 1000)),
    localTime: new Date(),
    connections: { current: stats.connectionsCurrent, available: 1000, totalCreated: stats.connectionsTotal, active: stats.connectionsCurrent },
    opcounters: { ...stats.opcounters },
    opLatencies: Object.fromEntries(
      Object.entries(stats.opLatencies).map(([k, v]) => [k, { latency: Long.fromNumber(v.latency), ops: Long.fromNumber(v.ops) }]),
    ),
    mem: { bits: 64, resident: Math.round(mem.rss / 1048576), virtual: Math.round(mem.rss / 1048576), supported: true },
    metrics: { cursor: { open: { total: ctx.rt.cursors.open } } },
    transactions: { currentActive: ctx.rt.txns.activeCount },
    storageEngine: { name: 'embedded', supportsCommittedReads: true, persistent: ctx.rt.persistent },
    ok: 1,
  };
}

function dbStats(ctx: CommandContext): Doc {
  const colls = ctx.rt.engine.collections(ctx.db);
  let objects = 0;
  let indexes = 0;
  for (const c of colls) {
    objects += c.count;
    indexes += c.indexes.size + 1;
  }
  return { db: ctx.db, collections: colls.length, views: 0, objects, avgObjSize: 0, dataSize: 0, storageSize: 0, indexes, indexSize: 0, ok: 1 };
}

function collStats(ctx: CommandContext): Doc {
  const name = collectionName(ctx);
  const coll = ctx.rt.engine.getCollection(ctx.db, name);
  if (!coll) throw new StoreError(ErrorCode.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  return { ns: coll.ns, count: coll.count, size: 0, storageSize: 0, nindexes: coll.indexes.size + 1, ok: 1 };
}

async function commitTransaction(ctx: CommandContext): Promise<Doc> {
  if (!ctx.txn) throw new StoreError(ErrorCode.InvalidOptions, 'commitTransaction must be run within a transaction');
  await ctx.rt.txns.commit(ctx.txn);
  return { ok: 1 };
}

function abortTransaction(ctx: CommandContext): Doc {
  if (!ctx.txn) throw new StoreError(ErrorCode.InvalidOptions, 'abortTransaction must be run within a transaction');
  ctx.rt.txns.abort(ctx.txn);
  return { ok: 1 };
}

const HANDLERS: Record<string, CommandHandler> = {
  hello: helloReply,
  isMaster: helloReply,
  ismaster: helloReply,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  endSessions: (ctx) => {
    ctx.rt.txns.endSessions(Array.isArray(ctx.body.endSessions) ? ctx.body.endSessions : []);
    return { ok: 1 };
  },
  listDatabases,
  insert: insertCommand,
  find: findCommand,
  getMore: (ctx) => (ctx.rt.changeStreams.owns(ctx.body.getMore) ? changeStreamGetMore(ctx) : getMoreCommand(ctx)),
  killCursors: (ctx) => killChangeStreamCursors(ctx, killCursorsCommand),
  update: updateCommand,
  delete: deleteCommand,
  findAndModify: findAndModifyCommand,
  findandmodify: findAndModifyCommand,
  count: countCommand,
  distinct: distinctCommand,
  aggregate: (ctx) => (isChangeStreamPipeline(ctx.body.pipeline) && ctx.body.explain !== true ? openChangeStream(ctx) : aggregateCommand(ctx)),
  create,
  collMod,
  drop,
  dropDatabase,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  listCollections,
  serverStatus,
  explain: explainCommand,
  dbStats,
  collStats,
  commitTransaction,
  abortTransaction,
  whatsmyuri: (ctx) => ({ you: ctx.remote, ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  getParameter: (ctx) => ctx.rt.parameters.getCommand(ctx.body),
  setParameter: (ctx) => {
    if (ctx.db !== 'admin') throw new StoreError(ErrorCode.Unauthorized, 'setParameter may only be run against the admin database.');
    return ctx.rt.parameters.setCommand(ctx.body);
  },
  getCmdLineOpts: () => ({ argv: ['embedded'], parsed: {}, ok: 1 }),
  hostInfo: (ctx) => ({ system: { currentTime: new Date(), hostname: ctx.rt.host, numCores: 1 }, os: { type: process.platform }, extra: {}, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  listCommands: () => ({ commands: Object.fromEntries(Object.keys(HANDLERS).map((k) => [k, { help: '' }])), ok: 1 }),
  getLastError: () => ({ n: 0, err: null, ok: 1 }),
  logout: () => ({ ok: 1 }),
};

/** Commands that may run inside a transaction without being "the" transaction statement. */
const TXN_EXEMPT = new Set(['hello', 'isMaster', 'ismaster', 'ping', 'buildInfo', 'buildinfo', 'endSessions']);

function errorReply(err: unknown): Doc {
  const e = toStoreError(err);
  const reply: Doc = { ok: 0, errmsg: e.message, code: e.code, codeName: codeName(e.code), ...e.extra };
  if (e.labels.length > 0) reply.errorLabels = e.labels;
  return reply;
}

export function hostName(): string {
  try {
    return hostname();
  } catch {
    return 'localhost';
  }
}

/**
 * Runs one command document against the store; never throws (errors become error replies).
 * Synchronous commands (find, count, hello...) answer synchronously, so the connection can reply
 * without a round of promise ticks; commands that wait (journal fsync, locks) return a promise.
 */
export function runCommand(rt: StoreRuntime, db: string, body: Doc, connectionId: number, remote: string): Doc | Promise<Doc> {
  const name = Object.keys(body)[0] ?? '';
  const handler = Object.prototype.hasOwnProperty.call(HANDLERS, name) ? HANDLERS[name] : undefined;
  if (!handler) {
    return errorReply(new StoreError(ErrorCode.CommandNotFound, `no such command: '${name}'`));
  }
  let txn: CommandContext['txn'];
  try {
    if (name !== 'hello' && name !== 'isMaster' && name !== 'ismaster') validateDbName(db);
    if (body.autocommit === false && !TXN_EXEMPT.has(name)) txn = rt.txns.forCommand(body, name);
    else if (name === 'commitTransaction' || name === 'abortTransaction') {
      throw new StoreError(ErrorCode.InvalidOptions, `${name} must be run within a transaction`);
    }
    if (!rt.scripting && mentionsWhere(body)) throw new BadValueError('no globalScriptEngine in $where parsing');
  } catch (err) {
    return errorReply(err);
  }
  const ctx: CommandContext = { rt, db, body, name, txn, connectionId, remote, writeContext };
  if (name !== 'getMore' && name !== 'insert' && name !== 'update' && name !== 'delete' && name !== 'find') rt.stats.opcounters.command++;
  const started = performance.now();
  let result: Doc | Promise<Doc>;
  try {
    result = handler(ctx);
  } catch (err) {
    return failed(ctx, started, err);
  }
  if (result instanceof Promise) {
    return result.then(
      (reply) => finished(ctx, started, reply),
      (err: unknown) => failed(ctx, started, err),
    );
  }
  return finished(ctx, started, result);
}

/** A write context bound to the command's transaction when there is one (called as ctx.writeContext()). */
function writeContext(this: CommandContext): WriteContext {
  return this.txn ? this.txn.ctx : { ops: [] };
}

function finished(ctx: CommandContext, started: number, reply: Doc): Doc {
  const bucket = ctx.rt.stats.opLatencies[LATENCY_CLASS[ctx.name] ?? (ctx.txn ? 'transactions' : 'commands')];
  bucket.latency += Math.round((performance.now() - started) * 1000);
  bucket.ops++;
  return reply;
}

function failed(ctx: CommandContext, started: number, err: unknown): Doc {
  const e = toStoreError(err);
  const { txn, name } = ctx;
  if (txn && txn.state === 'active' && name !== 'commitTransaction' && name !== 'abortTransaction') {
    // Any failed statement aborts the whole transaction on mongod; the client retries it whole.
    ctx.rt.txns.abort(txn);
    if (e.code === ErrorCode.WriteConflict && !e.labels.includes('TransientTransactionError')) e.labels.push('TransientTransactionError');
  }
  return finished(ctx, started, errorReply(e));
}

const LATENCY_CLASS: Record<string, 'reads' | 'writes'> = {
  find: 'reads',
  getMore: 'reads',
  aggregate: 'reads',
  count: 'reads',
  distinct: 'reads',
  insert: 'writes',
  update: 'writes',
  delete: 'writes',
  findAndModify: 'writes',
  findandmodify: 'writes',
};

