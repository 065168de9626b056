/**
 * Change streams: the `$changeStream` aggregation stage and the tailable, awaiting cursor it opens.
 * `aggregate` with `$changeStream` first returns a cursor positioned at "now" (or after a resume
 * token, or at an operation time); each `getMore` returns the events committed since, waiting up to
 * `maxTimeMS` (default one second, as mongod's awaitData) when there are none yet. Every reply
 * carries a `postBatchResumeToken`, so the driver can resume where the batch ended.
 *
 * Events follow mongod 7.0's shape and field order: `_id` (the resume token `{ _data }`),
 * `operationType`, `clusterTime`, `wallTime`, `fullDocument`, `ns`, `documentKey`, and for updates
 * `updateDescription` (`updatedFields`, `removedFields`, `truncatedArrays`), then the looked-up
 * `fullDocument` with `fullDocument: 'updateLookup'`. A collection stream ends with `invalidate`
 * after its collection (or database) is dropped; a database stream after its database is dropped.
 * Stages after `$changeStream` may reshape events ($match, $project, $addFields/$set, $unset,
 * $replaceRoot/$replaceWith, $redact), but not the resume token.
 */
import { randomBytes } from 'node:crypto';
import { Long, type Timestamp } from 'bson';
import { OP_INDEX_HIGH, positionOf, type ChangeEntry } from './change-log.js';
import { Collection } from './collection.js';
import type { CommandContext } from './context.js';
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { runPipeline } from './mingo.js';
import { bsonTag, isPlainObject, toInt, valueKey, type Doc } from './values.js';

const ALLOWED_STAGES = new Set(['$match', '$project', '$addFields', '$set', '$unset', '$replaceRoot', '$replaceWith', '$redact']);
const CHANGE_STREAM_OPTIONS = new Set(['fullDocument', 'fullDocumentBeforeChange', 'resumeAfter', 'startAfter', 'startAtOperationTime', 'allChangesForCluster', 'showExpandedEvents']);
const INTERNAL_DBS = new Set(['admin', 'config', 'local']);
const DEFAULT_AWAIT_MS = 1000;
const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
/** Resume tokens: '82', cluster time (16 hex), index in the commit (5 hex), then 0 or 1 for invalidate. */
const TOKEN = /^82([0-9A-F]{16})([0-9A-F]{5})([01])$/;

interface StreamCursor {
  id: bigint;
  ns: string;
  db: string;
  /** Undefined for a database or cluster stream. */
  coll: string | undefined;
  cluster: boolean;
  /** Position of the last event considered (delivered or filtered out). */
  after: bigint;
  lookup: boolean;
  pipeline: Doc[];
  lastUsed: number;
}

/** Open change-stream cursors of one store, apart from the ordinary ones (cursors.ts). */
export class ChangeStreamCursors {
  readonly open = new Map<bigint, StreamCursor>();

  owns(idValue: unknown): boolean {
    const id = cursorIdOf(idValue);
    return id !== undefined && this.open.has(id);
  }

  add(cursor: Omit<StreamCursor, 'id'>): StreamCursor {
    const now = Date.now();
    for (const [id, c] of this.open) if (now - c.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(id);
    let id = 0n;
    while (id === 0n || this.open.has(id)) id = randomBytes(8).readBigUInt64LE() & 0x7fffffffffffffffn;
    const state = { ...cursor, id };
    this.open.set(id, state);
    return state;
  }
}

function cursorIdOf(v: unknown): bigint | undefined {
  if (v instanceof Long) return v.toBigInt();
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  if (typeof v === 'bigint') return v;
  return undefined;
}

export function isChangeStreamPipeline(pipeline: unknown): boolean {
  return Array.isArray(pipeline) && isPlainObject(pipeline[0]) && Object.prototype.hasOwnProperty.call(pipeline[0], '$changeStream');
}

export function encodeToken(pos: bigint, invalidate = false): Doc {
  const time = (pos >> 20n).toString(16).toUpperCase().padStart(16, '0');
  const op = (pos & BigInt(OP_INDEX_HIGH)).toString(16).toUpperCase().padStart(5, '0');
  return { _data: `82${time}${op}${invalidate ? '1' : '0'}` };
}

function decodeToken(token: unknown, option: string): { pos: bigint; invalidate: boolean } {
  const data = isPlainObject(token) ? token._data : undefined;
  const m = typeof data === 'string' ? TOKEN.exec(data) : null;
  if (!m) throw new StoreError(ErrorCode.BadValue, `Bad resume token: _data of ${option} must be a resume token this store issued`);
  return { pos: (BigInt(`0x${m[1] as string}`) << 20n) | BigInt(`0x${m[2] as string}`), invalidate: m[3] === '1' };
}

function historyLost(): StoreError {
  return new StoreError(ErrorCode.ChangeStreamHistoryLost, 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.');
}

/** Where a new stream starts, from its options; checks the history still holds that point. */
function startPosition(ctx: CommandContext, spec: Doc): bigint {
  const given = ['resumeAfter', 'startAfter', 'startAtOperationTime'].filter((k) => spec[k] !== undefined);
  if (given.length > 1) throw new StoreError(40674, 'Only one type of resume option is allowed, but multiple were found.');
  const log = ctx.rt.changes;
  let pos: bigint;
  if (spec.resumeAfter !== undefined || spec.startAfter !== undefined) {
    const option = spec.resumeAfter !== undefined ? 'resumeAfter' : 'startAfter';
    const token = decodeToken(spec[option], option);
    if (token.invalidate && option === 'resumeAfter') {
      throw new StoreError(ErrorCode.InvalidResumeToken, "Attempting to resume a change stream using 'resumeAfter' is not allowed from an invalidate notification.");
    }
    pos = token.pos;
  } else if (spec.startAtOperationTime !== undefined) {
    const at = spec.startAtOperationTime;
    if (bsonTag(at) !== 'Timestamp') throw new StoreError(ErrorCode.TypeMismatch, "BSON field '$changeStream.startAtOperationTime' is the wrong type, expected type 'timestamp'");
    pos = positionOf(at as Timestamp, 0) - 1n;
  } else {
    return log.highWaterMark();
  }
  const floor = log.historyFloor;
  if (floor === undefined || pos < floor) throw historyLost();
  return pos;
}

function checkSpec(spec: unknown): Doc {
  if (!isPlainObject(spec)) throw new StoreError(ErrorCode.TypeMismatch, "the $changeStream stage must be specified as an object, e.g. { $changeStream: {} }");
  for (const k of Object.keys(spec)) {
    if (!CHANGE_STREAM_OPTIONS.has(k)) throw new StoreError(40415, `BSON field '$changeStream.${k}' is an unknown field.`);
  }
  const full = spec.fullDocument ?? 'default';
  if (full !== 'default' && full !== 'updateLookup') {
    if (full === 'whenAvailable' || full === 'required') {
      throw new StoreError(ErrorCode.CommandNotSupported, `fullDocument: '${full}' needs post-images, which the embedded store does not keep; use 'updateLookup'`);
    }
    throw new BadValueError(`Enumeration value '${String(full)}' for field '$changeStream.fullDocument' is not a valid value.`);
  }
  const before = spec.fullDocumentBeforeChange ?? 'off';
  if (before !== 'off') throw new StoreError(ErrorCode.CommandNotSupported, 'fullDocumentBeforeChange needs pre-images, which the embedded store does not keep');
  return spec;
}

/** `aggregate` whose pipeline starts with `$changeStream`: opens the stream's cursor. */
export function openChangeStream(ctx: CommandContext): Doc {
  if (ctx.txn) throw new StoreError(ErrorCode.OperationNotSupportedInTransaction, 'Operation not permitted in transaction :: caused by :: $changeStream cannot run in a multi-document transaction');
  const pipeline = ctx.body.pipeline as Doc[];
  const spec = checkSpec(pipeline[0]?.$changeStream);
  const stages = pipeline.slice(1).map((stage) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) throw new StoreError(40323, 'A pipeline stage specification object must contain exactly one field.');
    const name = Object.keys(stage)[0] as string;
    if (name === '$changeStream') throw new StoreError(40602, '$changeStream is only valid as the first stage in a pipeline.');
    if (!ALLOWED_STAGES.has(name)) throw new StoreError(ErrorCode.IllegalOperation, `${name} is not permitted in a $changeStream pipeline`);
    return stage;
  });
  const target = ctx.body.aggregate;
  const cluster = spec.allChangesForCluster === true;
  if (cluster && ctx.db !== 'admin') throw new StoreError(ErrorCode.InvalidOptions, "$changeStream may only be run on the 'admin' database if allChangesForCluster: true");
  if (!cluster && ctx.db === 'admin') throw new StoreError(ErrorCode.InvalidOptions, "$changeStream may not be opened on the internal admin database");
  const coll = typeof target === 'string' ? target : undefined;
  if (coll === undefined && target !== 1 && !(bsonTag(target) !== undefined && Number(target) === 1)) {
    throw new StoreError(ErrorCode.InvalidNamespace, '{aggregate: 1} is the only numeric form of a database-wide aggregate');
  }
  const cursorOpt = ctx.body.cursor;
  if (!isPlainObject(cursorOpt)) throw new StoreError(ErrorCode.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  ctx.rt.changes.activate();
  const after = startPosition(ctx, spec);
  const ns = coll === undefined ? `${ctx.db}.$cmd.aggregate` : `${ctx.db}.${coll}`;
  const cursor = ctx.rt.changeStreams.add({ ns, db: ctx.db, coll, cluster, after, lookup: spec.fullDocument === 'updateLookup', pipeline: stages, lastUsed: Date.now() });
  const batchSize = cursorOpt.batchSize === undefined ? DEFAULT_FIRST_BATCH : toInt(cursorOpt.batchSize);
  const { events, token } = nextEvents(ctx, cursor, batchSize);
  ctx.rt.stats.opcounters.command++;
  return {
    cursor: { firstBatch: events, postBatchResumeToken: token, id: liveId(ctx, cursor), ns },
    operationTime: ctx.rt.changes.currentTimestamp(),
    ok: 1,
  };
}

/** `getMore` on a change stream: the events since the last batch, waiting for some if none. */
export async function changeStreamGetMore(ctx: CommandContext): Promise<Doc> {
  const id = cursorIdOf(ctx.body.getMore) as bigint;
  const cursor = ctx.rt.changeStreams.open.get(id);
  if (!cursor) throw new StoreError(ErrorCode.CursorNotFound, `cursor id ${id.toString()} not found`);
  const ns = `${ctx.db}.${String(ctx.body.collection)}`;
  if (ns !== cursor.ns) {
    throw new StoreError(ErrorCode.Unauthorized, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`);
  }
  const batchSize = ctx.body.batchSize === undefined ? Number.MAX_SAFE_INTEGER : Math.max(1, toInt(ctx.body.batchSize));
  const waitMs = ctx.body.maxTimeMS === undefined ? DEFAULT_AWAIT_MS : Math.max(0, toInt(ctx.body.maxTimeMS));
  const deadline = Date.now() + waitMs;
  let next = nextEvents(ctx, cursor, batchSize);
  while (next.events.length === 0 && ctx.rt.changeStreams.open.has(id)) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    await ctx.rt.changes.waitForChange(left);
    if (!ctx.rt.changeStreams.open.has(id)) break;
    next = nextEvents(ctx, cursor, batchSize);
  }
  ctx.rt.stats.opcounters.getmore++;
  return { cursor: { nextBatch: next.events, postBatchResumeToken: next.token, id: liveId(ctx, cursor), ns: cursor.ns }, ok: 1 };
}

/** `killCursors`: change-stream cursors are closed here, the others by `rest`. */
export function killChangeStreamCursors(ctx: CommandContext, rest: (ctx: CommandContext) => Doc): Doc {
  const ids = ctx.body.cursors;
  if (!Array.isArray(ids) || !ids.some((v) => ctx.rt.changeStreams.owns(v))) return rest(ctx);
  const mine = ids.filter((v) => ctx.rt.changeStreams.owns(v));
  for (const v of mine) ctx.rt.changeStreams.open.delete(cursorIdOf(v) as bigint);
  const others = ids.filter((v) => !ctx.rt.changeStreams.owns(v) && !mine.includes(v));
  const reply = others.length > 0 ? rest({ ...ctx, body: { ...ctx.body, cursors: others } }) : { cursorsKilled: [], cursorsNotFound: [], cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  return { ...reply, cursorsKilled: [...mine.map((v) => Long.fromBigInt(cursorIdOf(v) as bigint)), ...(reply.cursorsKilled as Long[])] };
}

function liveId(ctx: CommandContext, cursor: StreamCursor): Long {
  return Long.fromBigInt(ctx.rt.changeStreams.open.has(cursor.id) ? cursor.id : 0n);
}

/** Whether a stream sees an entry, and whether that entry ends it (drop of what it watches). */
function relevance(cursor: StreamCursor, entry: ChangeEntry): { sees: boolean; invalidates: boolean } {
  const c = entry.change;
  if (cursor.cluster) return { sees: !INTERNAL_DBS.has(c.db), invalidates: false };
  if (c.db !== cursor.db) return { sees: false, invalidates: false };
  if (cursor.coll !== undefined) {
    const sees = c.coll === cursor.coll;
    return { sees, invalidates: sees && c.kind === 'drop' };
  }
  if (c.coll?.startsWith('system.')) return { sees: false, invalidates: false };
  return { sees: true, invalidates: c.kind === 'dropDatabase' };
}

/**
 * Up to `batchSize` events after the cursor's position, through the stream's own stages; moves the
 * cursor past every entry it looked at and returns the batch's resume token.
 */
function nextEvents(ctx: CommandContext, cursor: StreamCursor, batchSize: number): { events: Doc[]; token: Doc } {
  cursor.lastUsed = Date.now();
  const floor = ctx.rt.changes.historyFloor;
  if (floor !== undefined && cursor.after < floor) {
    ctx.rt.changeStreams.open.delete(cursor.id);
    throw historyLost();
  }
  const events: Doc[] = [];
  let invalidated = false;
  let lastToken: Doc | undefined;
  for (const entry of ctx.rt.changes.after(cursor.after)) {
    if (events.length >= batchSize) break;
    cursor.after = entry.pos;
    const { sees, invalidates } = relevance(cursor, entry);
    if (!sees) continue;
    const raw = eventOf(ctx, cursor, entry);
    const shaped = cursor.pipeline.length === 0 ? [raw] : runPipeline([raw], cursor.pipeline, { resolveCollection: () => [] });
    const token = raw._id as Doc;
    for (const out of shaped) {
      if (!isPlainObject(out._id) || valueKey(out._id) !== valueKey(token)) {
        ctx.rt.changeStreams.open.delete(cursor.id);
        throw new StoreError(ErrorCode.ChangeStreamFatalError, 'Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. Modifying the _id field of an event makes it impossible to resume the stream from that point. Only transformations that retain the unmodified _id field are allowed.');
      }
      events.push(out);
      lastToken = token;
    }
    if (invalidates) {
      const token = encodeToken(entry.pos, true);
      events.push({ _id: token, operationType: 'invalidate', clusterTime: entry.ts, wallTime: entry.wallTime });
      lastToken = token;
      invalidated = true;
      break;
    }
  }
  if (invalidated) ctx.rt.changeStreams.open.delete(cursor.id);
  // A full batch ends at its last event; otherwise everything up to now has been looked at.
  const caughtUp = events.length < batchSize && !invalidated;
  if (caughtUp) {
    const hwm = ctx.rt.changes.highWaterMark();
    if (hwm > cursor.after) cursor.after = hwm;
  }
  return { events, token: caughtUp || !lastToken ? encodeToken(cursor.after) : lastToken };
}

/** One entry as mongod's change event document. */
function eventOf(ctx: CommandContext, cursor: StreamCursor, entry: ChangeEntry): Doc {
  const c = entry.change;
  const event: Doc = { _id: encodeToken(entry.pos), operationType: c.kind, clusterTime: entry.ts, wallTime: entry.wallTime };
  const ns: Doc = c.coll === undefined ? { db: c.db } : { db: c.db, coll: c.coll };
  switch (c.kind) {
    case 'insert':
    case 'replace':
      event.fullDocument = c.doc;
      event.ns = ns;
      event.documentKey = { _id: c.doc?._id };
      break;
    case 'update': {
      event.ns = ns;
      event.documentKey = { _id: c.doc?._id };
      event.updateDescription = updateDescription(c.before ?? {}, c.doc ?? {});
      if (cursor.lookup) event.fullDocument = currentVersion(ctx, c.db, c.coll, c.doc?._id);
      break;
    }
    case 'delete':
      event.ns = ns;
      event.documentKey = { _id: c.before?._id };
      break;
    case 'drop':
    case 'dropDatabase':
      event.ns = ns;
      break;
  }
  return event;
}

/** `fullDocument: 'updateLookup'`: the document as committed now (null once deleted). */
function currentVersion(ctx: CommandContext, db: string, coll: string | undefined, id: unknown): Doc | null {
  const collection = coll === undefined ? undefined : ctx.rt.engine.getCollection(db, coll);
  const rec = collection?.records.get(valueKey(id));
  return rec ? Collection.visible(rec, undefined) : null;
}

/**
 * What an update changed, as dotted paths: fields set (new or changed), fields removed, and arrays
 * cut shorter. Computed from the two versions, so a sub-document rewritten whole by `$set` is
 * reported by the paths that changed within it.
 */
export function updateDescription(before: Doc, after: Doc): Doc {
  const updatedFields: Doc = {};
  const removedFields: string[] = [];
  const truncatedArrays: Doc[] = [];
  const same = (a: unknown, b: unknown): boolean => a === b || valueKey(a) === valueKey(b);
  const diff = (from: Doc, to: Doc, prefix: string): void => {
    for (const k of Object.keys(from)) if (!Object.prototype.hasOwnProperty.call(to, k)) removedFields.push(prefix + k);
    for (const k of Object.keys(to)) {
      const a = from[k];
      const b = to[k];
      const path = prefix + k;
      if (!Object.prototype.hasOwnProperty.call(from, k)) updatedFields[path] = b;
      else if (same(a, b)) continue;
      else if (isPlainObject(a) && isPlainObject(b) && bsonTag(a) === undefined && bsonTag(b) === undefined) diff(a, b, `${path}.`);
      else if (Array.isArray(a) && Array.isArray(b)) diffArray(a, b, path);
      else updatedFields[path] = b;
    }
  };
  const diffArray = (from: unknown[], to: unknown[], path: string): void => {
    if (to.length < from.length) truncatedArrays.push({ field: path, newSize: to.length });
    to.forEach((b, i) => {
      const a = from[i];
      if (i >= from.length) updatedFields[`${path}.${i}`] = b;
      else if (same(a, b)) return;
      else if (isPlainObject(a) && isPlainObject(b) && bsonTag(a) === undefined && bsonTag(b) === undefined) diff(a, b, `${path}.${i}.`);
      else updatedFields[`${path}.${i}`] = b;
    });
  };
  diff(before, after, '');
  return { updatedFields, removedFields, truncatedArrays };
}

