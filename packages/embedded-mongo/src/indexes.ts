/**
 * Secondary indexes: ordered (key tuple, record) entries in a SortedList. Supports single-field and
 * compound keys, multikey (array) values, unique and sparse options, partial filters, and the
 * equality / range scans the planner asks for. Key direction only matters for listIndexes: every
 * index is stored ascending, and results are re-sorted in memory anyway.
 */
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { collectValues, hasArrayOnPath, splitPath } from './paths.js';
import { compileFilter, type Predicate } from './query.js';
import { SortedList, type Position, type Probe } from './sorted-list.js';
import { GeoKeys } from './geo/geo-index.js';
import { isTextIndexKey, normalizeTextSpec, TextKeys } from './text/text-index.js';
import { bsonTag, compareValues, isNumeric, isPlainObject, toNumber, typeRank, valueKey, type Doc } from './values.js';
import { setField } from './own.js';

/** One stored document. The object identity is what index entries point at. */
export interface Rec {
  /** Current version as seen by the owning transaction (or everyone); null once deleted in a transaction. */
  doc: Doc | null;
  readonly seq: number;
  /** Transaction holding this record's write lock, if any. */
  txn?: object | undefined;
  /** Committed version while `txn` is set (null: inserted by that transaction). */
  before?: Doc | null | undefined;
}

interface Entry {
  key: unknown[];
  rec: Rec;
}

export interface IndexField {
  path: string;
  parts: string[];
  dir: unknown;
}

/** Bounds on one key component: values of one canonical type bracket between low and high. */
export interface RangeBounds {
  rank: number;
  low?: unknown;
  lowInclusive: boolean;
  high?: unknown;
  highInclusive: boolean;
}

const SPECIAL_INDEX_TYPES = new Set(['text', '2d', '2dsphere', 'geoHaystack', 'hashed', 'columnstore']);

/** Whether two key lists (from keysOf) are identical, i.e. an update leaves this index untouched. */
export function sameKeys(a: unknown[][], b: unknown[][]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as unknown[];
    const y = b[i] as unknown[];
    if (compareTuples(x, y, x.length) !== 0) return false;
  }
  return true;
}

function compareTuples(a: unknown[], b: unknown[], n: number): number {
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * Key tuples whose hash key (valueKey) is exact: equal under MongoDB's comparison exactly when
 * their valueKeys are equal. Numbers are left out (Decimal128/Long/double spellings of one value).
 */
function hashable(key: unknown[]): boolean {
  for (const v of key) {
    if (typeof v === 'string' || typeof v === 'boolean' || v instanceof Date) continue;
    if (bsonTag(v) === 'ObjectId') continue;
    return false;
  }
  return true;
}

function hashKey(key: unknown[]): string {
  if (key.length === 1) return valueKey(key[0]);
  // Length-prefixed parts: joining with a separator would let ['a\0sb', 'c'] and ['a', 'b\0sc']
  // (strings may contain NUL) spell the same hash key, a false duplicate.
  let out = '';
  for (const v of key) {
    const k = valueKey(v);
    out += `${k.length}:${k}`;
  }
  return out;
}

function entryVsPrefix(e: Entry, prefix: unknown[]): number {
  return compareTuples(e.key, prefix, prefix.length);
}

export class Index {
  readonly name: string;
  readonly spec: Doc;
  readonly fields: IndexField[];
  readonly unique: boolean;
  readonly sparse: boolean;
  /** Other special index types (hashed, ...) are accepted so apps start, but never used or maintained. */
  readonly metadataOnly: boolean;
  /** 2dsphere / 2d indexes: keys are geo cells (geo/geo-index.ts). */
  readonly geo: GeoKeys | undefined;
  /** Text indexes: keys are stemmed terms (text/text-index.ts). */
  readonly text: TextKeys | undefined;
  private readonly partial: Predicate | undefined;
  multikey = false;
  /**
   * Unique indexes also hash every key to its records (normally one; more only while transactions
   * hold uncommitted versions), so `findOne({email})` and duplicate checks cost one map probe
   * instead of a binary search whose ~17 comparisons each miss the CPU cache at 100k entries.
   */
  private readonly byKey: Map<string, Rec[]> | undefined;
  private readonly entries = new SortedList<Entry>((a, b) => {
    const c = compareTuples(a.key, b.key, a.key.length);
    return c !== 0 ? c : a.rec.seq - b.rec.seq;
  });

  constructor(spec: Doc) {
    const key = spec.key;
    if (!isPlainObject(key) || Object.keys(key).length === 0) throw new StoreError(ErrorCode.CannotCreateIndex, 'Index keys cannot be empty.');
    this.spec = spec;
    this.name = String(spec.name);
    this.fields = Object.entries(key).map(([path, dir]) => {
      if (path === '' || (path.startsWith('$') && !(path === '$**' && dir === 'text')) || path.split('.').some((p) => p === '')) {
        throw new StoreError(ErrorCode.CannotCreateIndex, `Index key contains an illegal field name: ${path}`);
      }
      if (!(isNumeric(dir) && toNumber(dir) !== 0) && !(typeof dir === 'string' && SPECIAL_INDEX_TYPES.has(dir))) {
        throw new StoreError(ErrorCode.CannotCreateIndex, `Values in the index key pattern can only be numbers or strings, got ${JSON.stringify(dir)}`);
      }
      return { path, parts: splitPath(path), dir };
    });
    const special = this.fields.some((f) => typeof f.dir === 'string');
    this.text = special && isTextIndexKey(key) ? new TextKeys(spec) : undefined;
    this.geo = special && !this.text && this.fields.some((f) => f.dir === '2dsphere' || f.dir === '2d') ? new GeoKeys(this.fields, spec) : undefined;
    this.metadataOnly = special && !this.text && !this.geo;
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.partial = isPlainObject(spec.partialFilterExpression) ? compileFilter(spec.partialFilterExpression) : undefined;
    this.byKey = this.unique && !this.metadataOnly && !this.special ? new Map() : undefined;
  }

  /** Geo and text indexes: the planner only uses them for their own operators. */
  get special(): boolean {
    return this.geo !== undefined || this.text !== undefined;
  }

  /** Distinct key tuples for a document ([] when a sparse/partial index skips it). */
  keysOf(doc: Doc): unknown[][] {
    if (this.metadataOnly) return [];
    if (this.partial && !this.partial(doc)) return [];
    if (this.geo) return this.geo.keysOf(doc);
    if (this.text) return this.text.keysOf(doc);
    const perField = this.fields.map((f) => collectValues(doc, f.parts));
    if (this.sparse && perField.every((vals) => vals.length === 1 && vals[0] === undefined)) return [];
    if (this.fields.length === 1) {
      const vals = perField[0] as unknown[];
      if (vals.length === 1) return [[vals[0] ?? null]];
      const seen = new Set<string>();
      const out: unknown[][] = [];
      for (const v of vals) {
        const k = valueKey(v ?? null);
        if (!seen.has(k)) {
          seen.add(k);
          out.push([v ?? null]);
        }
      }
      return out;
    }
    const arrayFields = this.fields.filter((f) => hasArrayOnPath(doc, f.parts));
    if (arrayFields.length > 1) {
      throw new StoreError(
        ErrorCode.CannotIndexParallelArrays,
        `cannot index parallel arrays [${arrayFields[1]?.path ?? ''}] [${arrayFields[0]?.path ?? ''}]`,
      );
    }
    let tuples: unknown[][] = [[]];
    for (const vals of perField) {
      const next: unknown[][] = [];
      for (const t of tuples) for (const v of vals) next.push([...t, v ?? null]);
      tuples = next;
    }
    if (tuples.length === 1) return tuples;
    const seen = new Set<string>();
    return tuples.filter((t) => {
      const k = hashKey(t);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }

  add(rec: Rec, doc: Doc): void {
    this.addKeys(rec, doc, this.keysOf(doc));
  }

  /** Adds precomputed keys (see keysOf) for a record. */
  addKeys(rec: Rec, doc: Doc, keys: unknown[][]): void {
    this.noteMultikey(doc, keys);
    for (const key of keys) {
      this.entries.insert({ key, rec });
      this.hashRec(key, rec);
    }
  }

  /**
   * Adds the precomputed keys of many records at once (an index built over a collection): one sort
   * instead of one ordered insert per key. Unique indexes check each key against the ones before it,
   * so they are built record by record (`addKeys`).
   */
  addAllKeys(batch: readonly { rec: Rec; doc: Doc; keys: unknown[][] }[]): void {
    const entries: Entry[] = [];
    for (const { rec, doc, keys } of batch) {
      this.noteMultikey(doc, keys);
      for (const key of keys) {
        entries.push({ key, rec });
        this.hashRec(key, rec);
      }
    }
    this.entries.insertAll(entries);
  }

  /** An array among a document's indexed values makes the index multikey (for good). */
  private noteMultikey(doc: Doc, keys: unknown[][]): void {
    if (!this.multikey && (keys.length > 1 || (keys.length === 1 && this.fields.some((f) => hasArrayOnPath(doc, f.parts))))) this.multikey = true;
  }

  /** A unique index's hashed key: the record joins the key's list. */
  private hashRec(key: unknown[], rec: Rec): void {
    if (!this.byKey) return;
    const k = hashKey(key);
    const list = this.byKey.get(k);
    if (list) list.push(rec);
    else this.byKey.set(k, [rec]);
  }

  remove(rec: Rec, doc: Doc): void {
    this.removeKeys(rec, this.keysOf(doc));
  }

  removeKeys(rec: Rec, keys: unknown[][]): void {
    for (const key of keys) {
      this.entries.remove({ key, rec });
      if (this.byKey) {
        const k = hashKey(key);
        const list = this.byKey.get(k);
        const at = list ? list.indexOf(rec) : -1;
        if (list && at >= 0) {
          if (list.length === 1) this.byKey.delete(k);
          else list.splice(at, 1);
        }
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The first key of `keys` that another record already holds in this unique index, and that record. */
  findDuplicateKey(keys: unknown[][], self: Rec | undefined): { key: unknown[]; rec: Rec } | undefined {
    if (!this.unique) return undefined;
    for (const key of keys) {
      if (this.byKey && hashable(key)) {
        const holder = this.byKey.get(hashKey(key))?.find((r) => r !== self && r.doc !== null);
        if (holder) return { key, rec: holder };
        continue;
      }
      let holder: Rec | undefined;
      const n = key.length;
      this.entries.forEachFrom(
        (e) => compareTuples(e.key, key, n),
        (e) => {
          if (compareTuples(e.key, key, n) !== 0) return false;
          if (e.rec !== self && e.rec.doc !== null) {
            holder = e.rec;
            return false;
          }
          return true;
        },
      );
      if (holder) return { key, rec: holder };
    }
    return undefined;
  }

  /** Records whose key starts with `prefix` (an equality lookup), in key order. */
  lookup(prefix: unknown[], out: Rec[]): void {
    if (this.byKey && prefix.length === this.fields.length && hashable(prefix)) {
      const list = this.byKey.get(hashKey(prefix));
      if (list) {
        if (list.length === 1) out.push(list[0] as Rec);
        else out.push(...[...list].sort((a, b) => a.seq - b.seq));
      }
      return;
    }
    const found: Entry[] = [];
    const { start, end } = this.span(prefix, undefined);
    this.entries.collectBetween(start, end, found);
    for (const e of found) out.push(e.rec);
  }

  /** Entries (full key and record) whose key starts with `prefix`: text indexes keep term scores in the key. */
  lookupKeys(prefix: unknown[], visit: (key: unknown[], rec: Rec) => void): void {
    const found: Entry[] = [];
    this.entries.collectEqual(prefix, entryVsPrefix, found);
    for (const e of found) visit(e.key, e.rec);
  }

  /** Records whose key starts with `prefix` and (optionally) whose next component is within `range`. */
  scan(prefix: unknown[], range: RangeBounds | undefined, visit: (rec: Rec) => void): void {
    const { from, inRange } = this.bounds(prefix, range);
    this.entries.forEachFrom(from, (e) => {
      if (!inRange(e)) return false;
      visit(e.rec);
      return true;
    });
  }

  /** The records of `scan`, read lazily: a find with a limit and no sort stops reading the index early. */
  *scanLazily(prefix: unknown[], range: RangeBounds | undefined): Generator<Rec, void, undefined> {
    // Both ends found by binary search: no comparison per entry read.
    const { start, end } = this.span(prefix, range);
    for (const e of this.entries.between(start, end, false)) yield e.rec;
  }

  /** Where the entries under `prefix` (and within `range` on the next component) start and end. */
  private span(prefix: unknown[], range: RangeBounds | undefined): { start: Position; end: Position } {
    const n = prefix.length;
    const prefixCmp = (e: Entry): number => compareTuples(e.key, prefix, n);
    const { from } = this.bounds(prefix, range);
    // The first entry past the bounds: everything up to and including the high bound sorts before it.
    const past: Probe<Entry> = (e) => {
      const c = prefixCmp(e);
      if (c !== 0 || !range) return c > 0 ? 1 : -1;
      const tr = typeRank(e.key[n]) - range.rank;
      if (tr !== 0) return tr;
      if (range.high === undefined) return -1;
      const c2 = compareValues(e.key[n], range.high);
      if (c2 === 0) return range.highInclusive ? -1 : 0;
      return c2;
    };
    const start = this.entries.seek(from);
    const end = this.entries.seek(past);
    return { start, end: this.entries.rank(end) < this.entries.rank(start) ? start : end };
  }

  /** How many entries lie under `prefix` and within `range`, without reading them (a COUNT_SCAN). */
  countRange(prefix: unknown[], range: RangeBounds | undefined): number {
    const { start, end } = this.span(prefix, range);
    return this.entries.rank(end) - this.entries.rank(start);
  }

  /** The records under `prefix` and within `range`, in key order (or its reverse), read lazily: an index-ordered scan. */
  *scanOrdered(prefix: unknown[], range: RangeBounds | undefined, reverse: boolean): Generator<Rec, void, undefined> {
    const { start, end } = this.span(prefix, range);
    for (const e of this.entries.between(start, end, reverse)) yield e.rec;
  }

  /** `scanOrdered` with each record's key. */
  scanOrderedKeys(prefix: unknown[], range: RangeBounds | undefined, reverse: boolean): Generator<{ key: unknown[]; rec: Rec }, void, undefined> {
    const { start, end } = this.span(prefix, range);
    return this.entries.between(start, end, reverse);
  }

  private bounds(prefix: unknown[], range: RangeBounds | undefined): { from: Probe<Entry>; inRange: (e: Entry) => boolean } {
    const n = prefix.length;
    const prefixCmp = (e: Entry): number => compareTuples(e.key, prefix, n);
    let from: Probe<Entry> = prefixCmp;
    let inRange: (e: Entry) => boolean = (e) => prefixCmp(e) === 0;
    if (range) {
      from = (e) => {
        const c = prefixCmp(e);
        if (c !== 0) return c;
        const v = e.key[n];
        const tr = typeRank(v) - range.rank;
        if (tr !== 0) return tr;
        if (range.low === undefined) return 0;
        const c2 = compareValues(v, range.low);
        if (c2 === 0) return range.lowInclusive ? 0 : -1;
        return c2;
      };
      inRange = (e) => {
        if (prefixCmp(e) !== 0) return false;
        const v = e.key[n];
        if (typeRank(v) !== range.rank) return false;
        if (range.high === undefined) return true;
        const c = compareValues(v, range.high);
        return c < 0 || (c === 0 && range.highInclusive);
      };
    }
    return { from, inRange };
  }

  clear(): void {
    this.entries.clear();
    this.byKey?.clear();
    this.multikey = false;
  }
}

/** Validates a createIndexes spec and fills in MongoDB's defaults (v: 2, generated name). */
export function normalizeIndexSpec(raw: unknown): Doc {
  if (!isPlainObject(raw)) throw new BadValueError('index specification must be an object');
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) {
    throw new StoreError(ErrorCode.CannotCreateIndex, "Error in specification { } :: caused by :: The 'key' field must be a non-empty object");
  }
  const name = typeof raw.name === 'string' && raw.name.length > 0 ? raw.name : defaultIndexName(key);
  const spec: Doc = { v: 2, key, name };
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'key' || k === 'name' || k === 'v' || k === 'ns' || k === 'background') continue;
    setField(spec, k, v);
  }
  if (spec.unique === false) delete spec.unique;
  if (spec.sparse === false) delete spec.sparse;
  if (isTextIndexKey(key)) return normalizeTextSpec(spec);
  if (Object.values(key).includes('2dsphere') && spec['2dsphereIndexVersion'] === undefined) spec['2dsphereIndexVersion'] = 3;
  return spec;
}

export function defaultIndexName(key: Doc): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}_${isNumeric(v) ? String(toNumber(v)) : String(v)}`)
    .join('_');
}
