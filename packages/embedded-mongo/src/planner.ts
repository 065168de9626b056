/**
 * Query planning: picks the index (or the _id map) that narrows a filter to the fewest candidate
 * records. Candidates are always re-checked by the full matcher, so the bounds only need to be a
 * superset of the true matches; anything subtle (null, regex, arrays, $or) falls back to a scan.
 */
import type { SpecialPlan } from './special-plan.js';
import type { Index, RangeBounds, Rec } from './indexes.js';
import { bsonTag, compareValues, isNumeric, isPlainObject, toNumber, typeRank, valueKey, type Doc } from './values.js';

export interface QueryPlan {
  /** null: full collection scan. Read once, in order; a range scan is read lazily, so a limit stops it early. */
  recs: Iterable<Rec> | null;
  indexName: string | null;
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN' | 'EOF';
  keysExamined: number;
  docsExamined: number;
  nReturned: number;
  /** Geo or text plans (special-plan.ts): the index, the parsed query, distances. */
  special?: SpecialPlan | undefined;
  /** Set when `recs` come in the order the query asked for (an index-ordered scan): no sort stage follows. */
  sorted?: { direction: 'forward' | 'backward' } | undefined;
  /** The index bounds are the whole filter (no other predicate, one key per document): matches need no re-check. */
  exact?: boolean | undefined;
}

/** The order a find or aggregate wants: its sort and, with a limit, how many matches it needs. */
export interface QueryOrder {
  sort: Doc;
  need?: number | undefined;
}

interface FieldConds {
  /** Candidate equality values ($eq or $in); undefined when the field has none. */
  eq?: unknown[];
  range?: RangeBounds;
  /** The range came from `$elemMatch`: one array element meets both bounds, so they stay tight on a multikey index. */
  oneElement?: boolean;
}

/** The bounds of an `$elemMatch` holding only comparisons of one type (`{ $gte: 'ab', $lt: 'ac' }`), else undefined. */
function elemMatchRange(arg: Doc): RangeBounds | undefined {
  let range: RangeBounds | undefined;
  for (const [op, v] of Object.entries(arg)) {
    if (!(op === '$gt' || op === '$gte' || op === '$lt' || op === '$lte') || !isIndexableScalar(v)) return undefined;
    const rank = typeRank(v);
    if (range && range.rank !== rank) return undefined;
    range ??= { rank, lowInclusive: true, highInclusive: true };
    if (op === '$gt' || op === '$gte') {
      range.low = v;
      range.lowInclusive = op === '$gte';
    } else {
      range.high = v;
      range.highInclusive = op === '$lte';
    }
  }
  return range;
}

/** Values usable as exact index keys: scalars whose equality is plain BSON equality. */
export function isIndexableScalar(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'number') return !Number.isNaN(v);
  if (typeof v === 'string' || typeof v === 'boolean') return true;
  if (v instanceof Date) return true;
  if (Array.isArray(v) || v instanceof RegExp || isPlainObject(v)) return false;
  const tag = bsonTag(v);
  return tag !== undefined && tag !== 'BSONRegExp' && tag !== 'MinKey' && tag !== 'MaxKey' && tag !== 'DBRef' && tag !== 'Code';
}

function collectConds(filter: Doc, out: Map<string, FieldConds>): void {
  for (const [key, expr] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(expr)) {
      for (const sub of expr) if (isPlainObject(sub)) collectConds(sub, out);
      continue;
    }
    if (key.startsWith('$')) continue;
    const conds = out.get(key) ?? {};
    if (isPlainObject(expr) && Object.keys(expr).some((k) => k.startsWith('$'))) {
      for (const [op, arg] of Object.entries(expr)) {
        if (op === '$eq' && isIndexableScalar(arg)) conds.eq = [arg];
        else if (op === '$in' && Array.isArray(arg) && arg.length > 0 && arg.every(isIndexableScalar)) {
          if (!conds.eq || conds.eq.length > arg.length) conds.eq = arg;
        } else if ((op === '$gt' || op === '$gte' || op === '$lt' || op === '$lte') && isIndexableScalar(arg) && !conds.oneElement) {
          const rank = typeRank(arg);
          const r: RangeBounds = conds.range && conds.range.rank === rank ? conds.range : { rank, lowInclusive: true, highInclusive: true };
          if (op === '$gt' || op === '$gte') {
            r.low = arg;
            r.lowInclusive = op === '$gte';
          } else {
            r.high = arg;
            r.highInclusive = op === '$lte';
          }
          conds.range = r;
        } else if (op === '$elemMatch' && isPlainObject(arg) && !conds.range) {
          const r = elemMatchRange(arg);
          if (r) {
            conds.range = r;
            conds.oneElement = true;
          }
        }
      }
    } else if (isIndexableScalar(expr)) {
      conds.eq = [expr];
    }
    if (conds.eq || conds.range) out.set(key, conds);
  }
}

function isStringish(v: unknown): boolean {
  return typeof v === 'string' || bsonTag(v) === 'BSONSymbol';
}

/**
 * What the planner reads of a collection: its records by `_id` key and its indexes. A structural
 * type, so the planner does not import the collection module that calls it.
 */
export interface PlannableCollection {
  readonly records: ReadonlyMap<string, Rec>;
  readonly indexes: ReadonlyMap<string, Index>;
}

export function planQuery(coll: PlannableCollection, filter: Doc, hasCollation: boolean, hint?: unknown, order?: QueryOrder): QueryPlan {
  const plan: QueryPlan = { recs: null, indexName: null, stage: 'COLLSCAN', keysExamined: 0, docsExamined: 0, nReturned: 0 };
  const conds = new Map<string, FieldConds>();
  collectConds(filter, conds);
  if (hasCollation) {
    // Indexes hold binary-ordered strings; collated string predicates cannot use them.
    for (const [k, c] of conds) {
      if (c.eq?.some(isStringish) || (c.range && (isStringish(c.range.low) || isStringish(c.range.high)))) conds.delete(k);
    }
  }
  const ordered = order && !hasCollation ? orderedCandidate(coll, conds, order.sort, hint) : undefined;
  if (conds.size === 0) return ordered ? orderedPlan(plan, ordered, filter) : plan;

  const idConds = conds.get('_id');
  if (idConds?.eq && hint === undefined) {
    const recs: Rec[] = [];
    const seen = new Set<string>();
    for (const v of idConds.eq) {
      const k = valueKey(v);
      if (seen.has(k)) continue;
      seen.add(k);
      plan.keysExamined++;
      const rec = coll.records.get(k);
      if (rec) recs.push(rec);
    }
    plan.recs = recs;
    plan.indexName = '_id_';
    plan.stage = 'IDHACK';
    return plan;
  }

  let best: { index: Index; eqLen: number; range: boolean; score: number } | undefined;
  for (const index of coll.indexes.values()) {
    // A hidden index (collMod / createIndexes `hidden: true`) is kept up to date but never planned.
    if (index.metadataOnly || index.special || index.spec.partialFilterExpression !== undefined || index.spec.hidden === true) continue;
    if (typeof hint === 'string' && hint !== index.name) continue;
    let eqLen = 0;
    let combos = 1;
    for (const f of index.fields) {
      const c = conds.get(f.path);
      if (!c?.eq) break;
      combos *= c.eq.length;
      eqLen++;
    }
    const next = index.fields[eqLen];
    const range = next !== undefined && conds.get(next.path)?.range !== undefined;
    if (eqLen === 0 && !range) continue;
    if (combos > 1000) continue;
    const full = eqLen === index.fields.length;
    const score = eqLen * 10 + (range ? 5 : 0) + (full && index.unique ? 100 : 0) - Math.log10(combos);
    if (!best || score > best.score) best = { index, eqLen, range, score };
  }
  if (!best) return ordered ? orderedPlan(plan, ordered, filter) : plan;
  if (ordered && preferOrdered(best.index, best.eqLen, best.range, conds, ordered, order?.need)) return orderedPlan(plan, ordered, filter);

  const { index, eqLen } = best;
  const prefixes = eqPrefixes(index, eqLen, conds);
  const rangeConds = best.range ? conds.get((index.fields[eqLen] as { path: string }).path) : undefined;
  let range = rangeConds?.range;
  if (range && index.multikey && !rangeConds?.oneElement && range.low !== undefined && range.high !== undefined) {
    // On a multikey index, different array elements may satisfy each bound: keep one side only.
    range = { rank: range.rank, low: range.low, lowInclusive: range.lowInclusive, highInclusive: true };
  }
  let recs: Rec[] = [];
  if (!range && prefixes.length === 1) {
    // One equality prefix (the common `{field: value}`): a direct lookup, deduplicated only when
    // a multikey index can list a record under several keys sharing the prefix.
    index.lookup(prefixes[0] as unknown[], recs);
    plan.keysExamined = recs.length;
    if (index.multikey && recs.length > 1) recs = [...new Set(recs)];
    plan.recs = recs;
    plan.indexName = index.name;
    plan.stage = 'IXSCAN';
    plan.exact = boundsAreFilter(filter, index, eqLen, false, hasCollation);
    return plan;
  }
  plan.recs = scanRecords(index, prefixes, range, plan);
  plan.indexName = index.name;
  plan.stage = 'IXSCAN';
  plan.exact = boundsAreFilter(filter, index, eqLen, range !== undefined, hasCollation);
  return plan;
}

/** Every combination of the equality values of the index's first `eqLen` fields (the index prefixes to read). */
function eqPrefixes(index: Index, eqLen: number, conds: ReadonlyMap<string, { eq?: unknown[] }>): unknown[][] {
  let prefixes: unknown[][] = [[]];
  for (let i = 0; i < eqLen; i++) {
    const vals = conds.get((index.fields[i] as { path: string }).path)?.eq ?? [];
    const next: unknown[][] = [];
    for (const p of prefixes) for (const v of vals) next.push([...p, v]);
    prefixes = next;
  }
  return prefixes;
}

/** The records under the prefixes and range, each once, counting the keys read into the plan as they are read. */
function* scanRecords(index: Index, prefixes: unknown[][], range: RangeBounds | undefined, plan: QueryPlan): Generator<Rec, void, undefined> {
  const seen = new Set<Rec>();
  for (const prefix of prefixes) {
    for (const rec of index.scanLazily(prefix, range)) {
      plan.keysExamined++;
      if (!seen.has(rec)) {
        seen.add(rec);
        yield rec;
      }
    }
  }
}

// ---- index-ordered scans ---------------------------------------------------------------------------

interface OrderedCandidate {
  index: Index;
  prefix: unknown[];
  range: RangeBounds | undefined;
  /** Walk the stored (ascending) entries from the end. */
  reverse: boolean;
  /** The direction mongod reports: forward when the walk follows the index's own key directions. */
  direction: 'forward' | 'backward';
  /** Runs of equal keys come out in record order reversed by the walk; flipped back to mongod's order. */
  flipTies: boolean;
  /** Entries within the prefix and range. */
  size: number;
}

/** A plain sort spec (`{a: 1, b: -1}`) as paths and directions; undefined for `$meta` keys or anything else. */
function plainSort(sort: Doc): { path: string; dir: number }[] | undefined {
  const out: { path: string; dir: number }[] = [];
  for (const [path, dir] of Object.entries(sort)) {
    const n = isNumeric(dir) ? toNumber(dir) : NaN;
    if (n !== 1 && n !== -1) return undefined;
    out.push({ path, dir: n });
  }
  return out;
}

function sign(dir: unknown): number {
  return Number(dir) < 0 ? -1 : 1;
}

/**
 * The index that returns the matches already in the sort's order, as mongod would pick it: the
 * sort's fields follow the index's leading equality fields in index order, all in the index's
 * directions or all reversed. Indexes that may skip documents (sparse, partial) or hold arrays
 * (multikey: a document sorts by its smallest or largest element) are not used for order.
 */
function orderedCandidate(coll: PlannableCollection, conds: Map<string, FieldConds>, sort: Doc, hint: unknown): OrderedCandidate | undefined {
  const wanted = plainSort(sort);
  if (!wanted || wanted.length === 0) return undefined;
  let found: OrderedCandidate | undefined;
  for (const index of coll.indexes.values()) {
    if (index.metadataOnly || index.special || index.multikey || index.sparse || index.spec.partialFilterExpression !== undefined || index.spec.hidden === true) continue;
    if (typeof hint === 'string' && hint !== index.name) continue;
    if (isPlainObject(hint)) continue;
    const prefix: unknown[] = [];
    for (const f of index.fields) {
      const eq = conds.get(f.path)?.eq;
      if (eq?.length !== 1) break;
      prefix.push(eq[0]);
    }
    const eqPaths = new Set(index.fields.slice(0, prefix.length).map((f) => f.path));
    const rest = wanted.filter((w) => !eqPaths.has(w.path));
    if (rest.length === 0 || rest.length > index.fields.length - prefix.length) continue;
    const trailing = index.fields.slice(prefix.length);
    const indexDir = sign((trailing[0] as { dir: unknown }).dir);
    if (trailing.some((f) => sign(f.dir) !== indexDir)) continue;
    const sortDir = (rest[0] as { dir: number }).dir;
    if (rest.some((w, i) => w.dir !== sortDir || w.path !== (trailing[i] as { path: string }).path)) continue;
    const rangeConds = conds.get((trailing[0] as { path: string }).path);
    const range = rangeConds?.range && !rangeConds.eq ? rangeConds.range : undefined;
    const size = index.countRange(prefix, range);
    const candidate: OrderedCandidate = {
      index,
      prefix,
      range,
      reverse: sortDir < 0,
      direction: sortDir === indexDir ? 'forward' : 'backward',
      flipTies: indexDir < 0,
      size,
    };
    if (!found || size < found.size) found = candidate;
  }
  return found;
}

/**
 * Whether walking the sort's index beats reading the filter's index and sorting: with a limit the
 * walk stops after about `need` matches, found at the rate the filter's index suggests.
 */
function preferOrdered(index: Index, eqLen: number, range: boolean, conds: Map<string, FieldConds>, ordered: OrderedCandidate, need: number | undefined): boolean {
  if (ordered.index === index && ordered.prefix.length >= eqLen) return true;
  let filtered = 0;
  const prefixes = eqPrefixes(index, eqLen, conds);
  const bounds = range ? conds.get((index.fields[eqLen] as { path: string }).path)?.range : undefined;
  for (const p of prefixes) filtered += index.countRange(p, index.multikey ? undefined : bounds);
  const walk = need === undefined ? ordered.size : Math.min(ordered.size, (need * ordered.size) / Math.max(1, filtered));
  return walk <= filtered;
}

function orderedPlan(plan: QueryPlan, c: OrderedCandidate, filter: Doc): QueryPlan {
  plan.recs = walkInOrder(c, plan);
  plan.indexName = c.index.name;
  plan.stage = 'IXSCAN';
  plan.sorted = { direction: c.direction };
  // No collation here (ordered plans are only made without one).
  plan.exact = boundsAreFilter(filter, c.index, c.prefix.length, c.range !== undefined, false);
  return plan;
}

/** The records in index order, counting keys as they are read; runs of equal keys in mongod's record order. */
function* walkInOrder(c: OrderedCandidate, plan: QueryPlan): Generator<Rec, void, undefined> {
  if (!c.flipTies) {
    for (const rec of c.index.scanOrdered(c.prefix, c.range, c.reverse)) {
      plan.keysExamined++;
      yield rec;
    }
    return;
  }
  // Stored keys tie-break on insertion order ascending; mongod's descending index walks equal keys
  // the other way round, so each run of equal keys is buffered and given back reversed.
  let run: Rec[] = [];
  let runKey: unknown[] | undefined;
  for (const { key, rec } of c.index.scanOrderedKeys(c.prefix, c.range, c.reverse)) {
    plan.keysExamined++;
    if (runKey && !sameKey(runKey, key)) {
      for (let i = run.length - 1; i >= 0; i--) yield run[i] as Rec;
      run = [];
    }
    runKey = key;
    run.push(rec);
  }
  for (let i = run.length - 1; i >= 0; i--) yield run[i] as Rec;
}

function sameKey(a: unknown[], b: unknown[]): boolean {
  for (let i = 0; i < a.length; i++) if (compareValues(a[i], b[i]) !== 0) return false;
  return true;
}

// ---- counts from an index (COUNT_SCAN) ---------------------------------------------------------

const COUNTABLE_OPS = new Set(['$eq', '$in', '$gt', '$gte', '$lt', '$lte']);

/** The conditions of a filter made only of equalities, `$in` lists and one-type ranges on plain fields, one entry per field; else undefined. */
function exactConds(filter: Doc, out: Map<string, { eq?: unknown[]; range?: RangeBounds }>): boolean {
  for (const [key, expr] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(expr)) {
      for (const sub of expr) if (!isPlainObject(sub) || !exactConds(sub, out)) return false;
      continue;
    }
    if (key.startsWith('$') || out.has(key)) return false;
    if (isIndexableScalar(expr)) {
      out.set(key, { eq: [expr] });
      continue;
    }
    if (!isPlainObject(expr) || Object.keys(expr).length === 0) return false;
    const c: { eq?: unknown[]; range?: RangeBounds } = {};
    for (const [op, arg] of Object.entries(expr)) {
      if (!COUNTABLE_OPS.has(op)) return false;
      if (op === '$eq' || op === '$in') {
        const vals = op === '$eq' ? [arg] : arg;
        if (c.eq || c.range || !Array.isArray(vals) || vals.length === 0 || !vals.every(isIndexableScalar)) return false;
        const distinct: unknown[] = [];
        for (const v of [...(vals as unknown[])].sort((a, b) => compareValues(a, b))) {
          if (distinct.length === 0 || compareValues(distinct[distinct.length - 1], v) !== 0) distinct.push(v);
        }
        c.eq = distinct;
        continue;
      }
      if (c.eq || !isIndexableScalar(arg)) return false;
      const rank = typeRank(arg);
      const r: RangeBounds = c.range ?? { rank, lowInclusive: true, highInclusive: true };
      if (r.rank !== rank) return false;
      if (op === '$gt' || op === '$gte') {
        if (r.low !== undefined) return false;
        r.low = arg;
        r.lowInclusive = op === '$gte';
      } else {
        if (r.high !== undefined) return false;
        r.high = arg;
        r.highInclusive = op === '$lte';
      }
      c.range = r;
    }
    // NaN sorts below every number in an index but matches no comparison: keep numeric ranges bounded below.
    if (c.range && c.range.rank === typeRank(0) && c.range.low === undefined) return false;
    out.set(key, c);
  }
  return true;
}

/**
 * The number of documents matching `filter` read from an index alone (mongod's COUNT_SCAN), when
 * the filter is exactly an equality prefix (and optionally a range on the next field) of an index
 * that lists every document once; undefined when the documents would have to be read.
 */
export function countByIndex(coll: PlannableCollection, filter: Doc, hasCollation: boolean, hint?: unknown): { count: number; index: Index } | undefined {
  const conds = new Map<string, { eq?: unknown[]; range?: RangeBounds }>();
  if (!exactConds(filter, conds) || conds.size === 0) return undefined;
  if (hasCollation) {
    for (const c of conds.values()) if (c.eq?.some(isStringish) || (c.range && (isStringish(c.range.low) || isStringish(c.range.high)))) return undefined;
  }
  let best: { count: number; index: Index } | undefined;
  for (const index of coll.indexes.values()) {
    if (index.metadataOnly || index.special || index.multikey || index.spec.partialFilterExpression !== undefined || index.spec.hidden === true) continue;
    if (typeof hint === 'string' && hint !== index.name) continue;
    if (isPlainObject(hint)) continue;
    let eqLen = 0;
    while (eqLen < index.fields.length && conds.get((index.fields[eqLen] as { path: string }).path)?.eq) eqLen++;
    const next = index.fields[eqLen];
    const range = next ? conds.get(next.path)?.range : undefined;
    if (eqLen + (range ? 1 : 0) !== conds.size) continue;
    const prefixes = eqPrefixes(index, eqLen, conds);
    if (prefixes.length > 1000) continue;
    let count = 0;
    for (const p of prefixes) count += index.countRange(p, range);
    best = { count, index };
    break;
  }
  return best;
}

/**
 * Whether an index scan with an equality prefix of `eqLen` fields (every value the filter lists)
 * and, with `range`, the filter's range on the next field, returns exactly the filter's matches:
 * the filter holds nothing else and the index lists each document once (not multikey).
 */
function boundsAreFilter(filter: Doc, index: Index, eqLen: number, range: boolean, hasCollation: boolean): boolean {
  if (index.multikey || index.spec.partialFilterExpression !== undefined) return false;
  const conds = new Map<string, { eq?: unknown[]; range?: RangeBounds }>();
  if (!exactConds(filter, conds) || conds.size !== eqLen + (range ? 1 : 0)) return false;
  for (let i = 0; i < eqLen; i++) if (!conds.get((index.fields[i] as { path: string }).path)?.eq) return false;
  if (range) {
    const c = conds.get((index.fields[eqLen] as { path: string }).path);
    if (!c?.range || c.eq) return false;
  }
  if (hasCollation) {
    for (const c of conds.values()) if (c.eq?.some(isStringish) || (c.range && (isStringish(c.range.low) || isStringish(c.range.high)))) return false;
  }
  return true;
}
