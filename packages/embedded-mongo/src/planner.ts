/**
 * Query planning: picks the index (or the _id map) that narrows a filter to the fewest candidate
 * records. Candidates are always re-checked by the full matcher, so the bounds only need to be a
 * superset of the true matches; anything subtle (null, regex, arrays, $or) falls back to a scan.
 */
import type { SpecialPlan } from './special-plan.js';
import type { Index, RangeBounds, Rec } from './indexes.js';
import { bsonTag, isPlainObject, typeRank, valueKey, type Doc } from './values.js';

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

export function planQuery(coll: PlannableCollection, filter: Doc, hasCollation: boolean, hint?: unknown): QueryPlan {
  const plan: QueryPlan = { recs: null, indexName: null, stage: 'COLLSCAN', keysExamined: 0, docsExamined: 0, nReturned: 0 };
  const conds = new Map<string, FieldConds>();
  collectConds(filter, conds);
  if (hasCollation) {
    // Indexes hold binary-ordered strings; collated string predicates cannot use them.
    for (const [k, c] of conds) {
      if (c.eq?.some(isStringish) || (c.range && (isStringish(c.range.low) || isStringish(c.range.high)))) conds.delete(k);
    }
  }
  if (conds.size === 0) return plan;

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
  if (!best) return plan;

  const { index, eqLen } = best;
  const prefixes: unknown[][] = [[]];
  for (let i = 0; i < eqLen; i++) {
    const vals = conds.get((index.fields[i] as { path: string }).path)?.eq ?? [];
    const nextPrefixes: unknown[][] = [];
    for (const p of prefixes) for (const v of vals) nextPrefixes.push([...p, v]);
    prefixes.splice(0, prefixes.length, ...nextPrefixes);
  }
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
    return plan;
  }
  plan.recs = scanRecords(index, prefixes, range, plan);
  plan.indexName = index.name;
  plan.stage = 'IXSCAN';
  return plan;
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
