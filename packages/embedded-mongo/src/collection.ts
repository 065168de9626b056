/**
 * One collection: records keyed by _id, its secondary indexes, and the write primitives
 * (insert / replace / remove) that keep indexes, unique constraints, transaction locks and the
 * journal in step. Documents are immutable once stored: an update builds a new document and
 * swaps it in, so cursors, snapshots and undo logs can hold plain references.
 */
import { calculateObjectSize } from 'bson';
import { ErrorCode, StoreError } from './errors.js';
import { Index, sameKeys, type Rec } from './indexes.js';
import { countByIndex, isIndexableScalar, planQuery, type QueryPlan } from './planner.js';
import { compileFilter, type Predicate } from './query.js';
import { formatKeyValue } from './format.js';
import { mentionsSpecialOperator, planSpecial } from './special-plan.js';
import { textIndexOf, textPredicate, type TextState } from './text/text-plan.js';
import { bsonTag, toInt, valueKey, type Doc, type StringComparator } from './values.js';
import type { ChangeRecord } from './change-log.js';

/** A journal record: the effect of a write, replayable without re-running the command. */
export type JournalOp =
  | { op: 'put'; db: string; coll: string; doc: Doc }
  | { op: 'del'; db: string; coll: string; id: unknown }
  | { op: 'createColl'; db: string; coll: string; options: Doc }
  | { op: 'dropColl'; db: string; coll: string }
  | { op: 'createIndex'; db: string; coll: string; spec: Doc }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'dropDb'; db: string }
  | { op: 'setOptions'; db: string; coll: string; options: Doc };

/** Per-command write bookkeeping: the journal ops to persist and, inside a transaction, undo steps. */
export interface WriteContext {
  txn?: object | undefined;
  ops: JournalOp[];
  undo?: (() => void)[] | undefined;
  /** Records locked by the transaction (released on commit/abort). */
  locked?: Set<{ coll: Collection; rec: Rec }> | undefined;
  /** What the writes changed, for change streams (moved to the change log at commit). */
  changes?: ChangeRecord[] | undefined;
}

export const ID_INDEX_NAME = '_id_';

let nextSeq = 1;

export class Collection {
  readonly records = new Map<string, Rec>();
  readonly indexes = new Map<string, Index>();
  /** Records write-locked by an open transaction (their `before` is what others still see). */
  readonly dirty = new Set<Rec>();
  /** Set once a stored value needs numeric unwrapping before mingo sees it (Long, Decimal128, Double). */
  hasNumericWrappers = false;

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Doc = {},
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get count(): number {
    return this.records.size;
  }

  // ---- reads ---------------------------------------------------------------------------------

  /** The version of a record a reader in `txn` (or outside any transaction) may see. */
  static visible(rec: Rec, txn: object | undefined): Doc | null {
    if (rec.txn === undefined || rec.txn === txn) return rec.doc;
    return rec.before ?? null;
  }

  /** Every document visible to `txn`, in natural (insertion) order. */
  allDocs(txn?: object): Doc[] {
    const out: Doc[] = [];
    if (this.dirty.size === 0) {
      for (const rec of this.records.values()) if (rec.doc) out.push(rec.doc);
      return out;
    }
    for (const rec of this.records.values()) {
      const d = Collection.visible(rec, txn);
      if (d) out.push(d);
    }
    for (const rec of this.dirty) {
      if (rec.doc === null) {
        const d = Collection.visible(rec, txn);
        if (d) out.push(d);
      }
    }
    return out;
  }

  /**
   * How many documents match `filter`, when the answer needs no document read: the collection's
   * size for an empty filter, else an index's key count (COUNT_SCAN). Undefined otherwise, and while
   * transactions hold uncommitted versions.
   */
  countWithoutReading(filter: Doc, opts: { collation?: StringComparator | undefined; hint?: unknown } = {}): { n: number; indexName?: string } | undefined {
    if (this.dirty.size > 0) return undefined;
    if (Object.keys(filter).length === 0 && opts.hint === undefined) return { n: this.count };
    const found = countByIndex(this, filter, opts.collation !== undefined, opts.hint);
    return found ? { n: found.count, indexName: found.index.name } : undefined;
  }

  /**
   * Matching records (with the version visible to `txn`), using an index when the filter allows.
   * `limit` stops early when no sort is needed, or when an index returns them in the `sort` asked
   * for (the plan says `sorted`); otherwise the caller sorts.
   */
  query(
    filter: Doc,
    opts: { txn?: object | undefined; collation?: StringComparator | undefined; limit?: number; predicate?: Predicate; hint?: unknown; sort?: Doc | undefined } = {},
  ): { matches: { rec: Rec; doc: Doc }[]; plan: QueryPlan } {
    const idOnly = this.idLookup(filter, opts);
    if (idOnly) return idOnly;
    const txn = opts.txn;
    let pred: Predicate;
    let plan: QueryPlan;
    if (mentionsSpecialOperator(filter)) {
      const textKeys = textIndexOf(this.indexes.values())?.text;
      const textState: TextState = {};
      pred = opts.predicate ?? compileFilter(filter, { collation: opts.collation, text: textKeys ? textPredicate(textKeys, textState) : undefined });
      const visible = (rec: Rec): Doc | null => Collection.visible(rec, txn);
      plan =
        planSpecial(filter, { ns: this.ns, indexes: this.indexes.values(), hint: opts.hint, limit: opts.limit, visible, accept: pred, textState }) ??
        planQuery(this, filter, opts.collation !== undefined, opts.hint);
    } else {
      pred = opts.predicate ?? compileFilter(filter, { collation: opts.collation });
      // Uncommitted versions of other transactions are read after the plan's records: no order then.
      const order = opts.sort && this.dirty.size === 0 ? { sort: opts.sort, need: opts.limit } : undefined;
      plan = planQuery(this, filter, opts.collation !== undefined, opts.hint, order);
    }
    const limit = opts.limit && opts.limit > 0 && (!opts.sort || plan.sorted) ? opts.limit : Infinity;
    const matches: { rec: Rec; doc: Doc }[] = [];
    // Plain loops (no per-query closure): this runs for every find, update and delete.
    // Exact index bounds need no re-check, unless another transaction's uncommitted keys are indexed.
    const exact = plan.exact === true && this.dirty.size === 0 && !opts.predicate;
    for (const rec of plan.recs ?? this.records.values()) {
      plan.docsExamined++;
      const doc = Collection.visible(rec, txn);
      if (doc && (exact || pred(doc))) matches.push({ rec, doc });
      if (matches.length >= limit) break;
    }
    if (this.dirty.size > 0 && matches.length < limit) {
      // Records locked by another transaction may be indexed under their uncommitted keys.
      const seen = new Set(matches.map((m) => m.rec));
      for (const rec of this.dirty) {
        if (seen.has(rec) || (rec.txn === txn && rec.doc !== null)) continue;
        if (plan.recs === null && rec.doc !== null) continue;
        plan.docsExamined++;
        const doc = Collection.visible(rec, txn);
        if (doc && pred(doc)) matches.push({ rec, doc });
        if (matches.length >= limit) break;
      }
    }
    plan.nReturned = matches.length;
    return { matches, plan };
  }

  /** Fast path for the most common query of all, `{_id: <scalar>}`: one map lookup, no compilation. */
  private idLookup(
    filter: Doc,
    opts: { txn?: object | undefined; collation?: StringComparator | undefined; predicate?: Predicate; hint?: unknown },
  ): { matches: { rec: Rec; doc: Doc }[]; plan: QueryPlan } | undefined {
    if (opts.predicate || opts.hint !== undefined || this.dirty.size > 0) return undefined;
    let keys = 0;
    for (const k of Object.keys(filter)) {
      if (k !== '_id' || ++keys > 1) return undefined;
    }
    const id = filter._id;
    // A collated string _id may equal other spellings: leave that to the general path.
    if (keys !== 1 || !isIndexableScalar(id) || (opts.collation && typeof id === 'string')) return undefined;
    const rec = this.records.get(valueKey(id));
    const doc = rec?.doc;
    const matches = rec && doc ? [{ rec, doc }] : [];
    const plan: QueryPlan = { recs: rec ? [rec] : [], indexName: ID_INDEX_NAME, stage: 'IDHACK', keysExamined: 1, docsExamined: matches.length, nReturned: matches.length };
    return { matches, plan };
  }

  // ---- writes --------------------------------------------------------------------------------

  private checkLock(rec: Rec, ctx: WriteContext): void {
    if (rec.txn !== undefined && rec.txn !== ctx.txn) throw writeConflict();
  }

  /** True when a write by `ctx` to this record would conflict with another transaction. */
  isLockedFor(rec: Rec, txn: object | undefined): boolean {
    return rec.txn !== undefined && rec.txn !== txn;
  }

  private lock(rec: Rec, ctx: WriteContext, before: Doc | null): void {
    if (ctx.txn === undefined || rec.txn === ctx.txn) return;
    rec.txn = ctx.txn;
    rec.before = before;
    this.dirty.add(rec);
    ctx.locked?.add({ coll: this, rec });
  }

  /** Releases a transaction's lock on commit (its changes become the committed version). */
  release(rec: Rec): void {
    rec.txn = undefined;
    rec.before = undefined;
    this.dirty.delete(rec);
  }

  private duplicateError(index: Index, dup: { key: unknown[]; rec: Rec }, ctx: WriteContext | undefined): StoreError {
    // The key belongs to another transaction's uncommitted write: wait/retry rather than fail for good.
    if (ctx && dup.rec.txn !== undefined && dup.rec.txn !== ctx.txn) return writeConflict();
    const key = dup.key;
    const keyPattern: Doc = {};
    const keyValue: Doc = {};
    index.fields.forEach((f, i) => {
      keyPattern[f.path] = f.dir;
      keyValue[f.path] = key[i];
    });
    return new StoreError(
      ErrorCode.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: ${formatKeyValue(keyValue)}`,
      { keyPattern, keyValue },
    );
  }

  private idDuplicateError(id: unknown): StoreError {
    return new StoreError(
      ErrorCode.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${ID_INDEX_NAME} dup key: ${formatKeyValue({ _id: id })}`,
      { keyPattern: { _id: 1 }, keyValue: { _id: id } },
    );
  }

  /**
   * A unique key still held by another transaction's committed image (it changed or deleted that
   * document but has not committed) is taken until that transaction ends: writing it conflicts.
   */
  private checkUncommittedKeys(index: Index, keys: unknown[][], self: Rec | undefined, ctx: WriteContext): void {
    if (!index.unique || this.dirty.size === 0) return;
    for (const d of this.dirty) {
      if (d === self || d.txn === ctx.txn || !d.before) continue;
      const held = index.keysOf(d.before);
      for (const k of keys) {
        if (held.some((h) => sameKeys([h], [k]))) throw writeConflict();
      }
    }
  }

  private noteValues(doc: Doc): void {
    if (!this.hasNumericWrappers && containsNumericWrapper(doc)) this.hasNumericWrappers = true;
  }

  /** Inserts a document that already has an _id. */
  insert(doc: Doc, ctx: WriteContext): Rec {
    const key = valueKey(doc._id);
    const existing = this.records.get(key);
    if (existing) {
      this.checkLock(existing, ctx);
      throw this.idDuplicateError(doc._id);
    }
    // Every key is computed (and checked) before anything changes, so a failure leaves no trace.
    if (this.dirty.size > 0) {
      // Re-using the _id of a document another transaction deleted (not yet committed) conflicts.
      for (const d of this.dirty) {
        if (d.doc === null && d.txn !== ctx.txn && d.before && valueKey(d.before._id) === key) throw writeConflict();
      }
    }
    const keys: unknown[][][] = [];
    for (const index of this.indexes.values()) {
      const k = index.keysOf(doc);
      const dup = index.findDuplicateKey(k, undefined);
      if (dup) throw this.duplicateError(index, dup, ctx);
      this.checkUncommittedKeys(index, k, undefined, ctx);
      keys.push(k);
    }
    const rec: Rec = { doc, seq: nextSeq++ };
    this.records.set(key, rec);
    let i = 0;
    for (const index of this.indexes.values()) index.addKeys(rec, doc, keys[i++] as unknown[][]);
    this.noteValues(doc);
    this.lock(rec, ctx, null);
    ctx.ops.push({ op: 'put', db: this.db, coll: this.name, doc });
    (ctx.changes ??= []).push({ kind: 'insert', db: this.db, coll: this.name, doc });
    ctx.undo?.push(() => this.unlinkRecord(rec));
    if (this.options.capped === true) this.enforceCap(rec, ctx);
    return rec;
  }

  /**
   * A capped collection keeps insertion order and drops its oldest documents once it holds more
   * than `size` bytes or `max` documents (the deletions are journaled, so a restart agrees).
   */
  private enforceCap(inserted: Rec, ctx: WriteContext): void {
    if (ctx.txn !== undefined) {
      throw new StoreError(ErrorCode.OperationNotSupportedInTransaction, `Collection '${this.ns}' is a capped collection. Writes in transactions are not allowed on capped collections.`);
    }
    const maxBytes = toInt(this.options.size, 0);
    const maxDocs = toInt(this.options.max, 0);
    let bytes = 0;
    for (const r of this.records.values()) if (r.doc) bytes += calculateObjectSize(r.doc);
    for (const r of this.records.values()) {
      const overSize = maxBytes > 0 && bytes > maxBytes;
      const overCount = maxDocs > 0 && this.records.size > maxDocs;
      if (!overSize && !overCount) break;
      if (r === inserted || !r.doc) continue;
      bytes -= calculateObjectSize(r.doc);
      this.remove(r, ctx);
    }
  }

  /** Swaps in a new version of a record (same _id); `kind` is what a change stream reports. */
  replace(rec: Rec, doc: Doc, ctx: WriteContext, kind: 'update' | 'replace' = 'update'): void {
    this.checkLock(rec, ctx);
    const old = rec.doc;
    if (old === null) throw new StoreError(ErrorCode.InternalError, 'replace of a deleted record');
    this.reindex(rec, old, doc, ctx);
    rec.doc = doc;
    this.noteValues(doc);
    this.lock(rec, ctx, old);
    ctx.ops.push({ op: 'put', db: this.db, coll: this.name, doc });
    (ctx.changes ??= []).push({ kind, db: this.db, coll: this.name, doc, before: old });
    ctx.undo?.push(() => {
      const cur = rec.doc;
      if (cur) this.reindex(rec, cur, old, undefined);
      rec.doc = old;
    });
  }

  /**
   * Moves a record's index entries from `from` to `to`, touching only indexes whose keys change
   * (most updates leave every index alone) and checking unique ones before changing anything.
   */
  private reindex(rec: Rec, from: Doc, to: Doc, ctx: WriteContext | undefined): void {
    const changes: { index: Index; oldKeys: unknown[][]; newKeys: unknown[][] }[] = [];
    for (const index of this.indexes.values()) {
      if (index.metadataOnly) continue;
      const oldKeys = index.keysOf(from);
      const newKeys = index.keysOf(to);
      if (sameKeys(oldKeys, newKeys)) continue;
      // Undo (ctx undefined) restores a previous state and must never fail.
      if (ctx) {
        const dup = index.findDuplicateKey(newKeys, rec);
        if (dup) throw this.duplicateError(index, dup, ctx);
        this.checkUncommittedKeys(index, newKeys, rec, ctx);
      }
      changes.push({ index, oldKeys, newKeys });
    }
    for (const c of changes) {
      c.index.removeKeys(rec, c.oldKeys);
      c.index.addKeys(rec, to, c.newKeys);
    }
  }

  remove(rec: Rec, ctx: WriteContext): void {
    this.checkLock(rec, ctx);
    const old = rec.doc;
    if (old === null) return;
    this.lock(rec, ctx, old);
    this.unlinkRecord(rec);
    if (ctx.txn !== undefined) {
      rec.doc = null;
      this.dirty.add(rec);
    }
    ctx.ops.push({ op: 'del', db: this.db, coll: this.name, id: old._id });
    (ctx.changes ??= []).push({ kind: 'delete', db: this.db, coll: this.name, before: old });
    ctx.undo?.push(() => {
      rec.doc = old;
      this.records.set(valueKey(old._id), rec);
      for (const index of this.indexes.values()) index.add(rec, old);
    });
  }

  private unlinkRecord(rec: Rec): void {
    const doc = rec.doc;
    if (!doc) return;
    const key = valueKey(doc._id);
    if (this.records.get(key) === rec) this.records.delete(key);
    for (const index of this.indexes.values()) index.remove(rec, doc);
  }

  /** Builds an index over the existing documents; fails (leaving nothing behind) on duplicates. */
  addIndex(index: Index): void {
    try {
      if (index.unique) {
        // Each key is checked against the records before it.
        for (const rec of this.records.values()) {
          const doc = rec.doc;
          if (!doc) continue;
          const keys = index.keysOf(doc);
          const dup = index.findDuplicateKey(keys, rec);
          if (dup) throw this.duplicateError(index, dup, undefined);
          index.addKeys(rec, doc, keys);
        }
      } else {
        const batch: { rec: Rec; doc: Doc; keys: unknown[][] }[] = [];
        for (const rec of this.records.values()) {
          const doc = rec.doc;
          if (doc) batch.push({ rec, doc, keys: index.keysOf(doc) });
        }
        index.addAllKeys(batch);
      }
    } catch (err) {
      index.clear();
      throw err;
    }
    this.indexes.set(index.name, index);
  }

  /** Index specs as listIndexes reports them, _id first. */
  indexSpecs(): Doc[] {
    return [{ v: 2, key: { _id: 1 }, name: ID_INDEX_NAME }, ...[...this.indexes.values()].map((i) => i.spec)];
  }
}

function writeConflict(): StoreError {
  return new StoreError(
    ErrorCode.WriteConflict,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    {},
    ['TransientTransactionError'],
  );
}

function containsNumericWrapper(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  const tag = bsonTag(v);
  if (tag !== undefined) return tag === 'Long' || tag === 'Double' || tag === 'Decimal128' || tag === 'Int32';
  if (Array.isArray(v)) return v.some(containsNumericWrapper);
  if (v instanceof Date || v instanceof RegExp) return false;
  for (const k of Object.keys(v)) if (containsNumericWrapper((v as Doc)[k])) return true;
  return false;
}
