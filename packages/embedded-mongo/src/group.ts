/**
 * Native `$group` for the common shapes (field-path or constant keys; $sum/$avg/$min/$max/$first/
 * $last/$push/$addToSet/$count over field paths or constants). mingo evaluates a full expression
 * tree per document and accumulator, ~10x slower over 100k documents; anything outside these
 * shapes still goes to mingo.
 */
import { compareValues, isNumeric, isPlainObject, toNumber, valueKey, type Doc } from './values.js';
import { fieldReader, setField } from './own.js';

type Getter = (doc: Doc) => unknown;

interface Accumulator {
  field: string;
  op: string;
  get: Getter;
  constant: number | undefined;
}

interface GroupState {
  id: unknown;
  values: unknown[];
}

function isFieldPath(v: unknown): v is string {
  return typeof v === 'string' && v.startsWith('$') && !v.startsWith('$$') && v.length > 1;
}

/** Aggregation path semantics: arrays along the path map to arrays of the sub-values. */
function pathGetter(path: string): Getter {
  const parts = path.slice(1).split('.');
  // Compiled per command and used within it synchronously (see fieldReader).
  const readers = parts.map(fieldReader);
  if (parts.length === 1) return readers[0] as Getter;
  const walk = (cur: unknown, i: number): unknown => {
    if (i === parts.length) return cur;
    if (Array.isArray(cur)) {
      const out: unknown[] = [];
      for (const el of cur) {
        const v = isPlainObject(el) ? walk((readers[i] as Getter)(el), i + 1) : undefined;
        if (v !== undefined) out.push(v);
      }
      return out;
    }
    if (isPlainObject(cur)) return walk((readers[i] as Getter)(cur), i + 1);
    return undefined;
  };
  return (doc) => walk(doc, 0);
}

function isConstant(v: unknown): boolean {
  if (typeof v === 'string') return !v.startsWith('$');
  return v === null || typeof v === 'number' || typeof v === 'boolean';
}

function keyGetter(spec: unknown): Getter | undefined {
  if (isFieldPath(spec)) return pathGetter(spec);
  if (isConstant(spec)) return () => spec;
  if (isPlainObject(spec)) {
    const entries = Object.entries(spec);
    if (entries.length === 0 || entries.some(([k, v]) => k.startsWith('$') || !(isFieldPath(v) || isConstant(v)))) return undefined;
    const getters = entries.map(([k, v]) => [k, isFieldPath(v) ? pathGetter(v) : () => v] as const);
    return (doc) => {
      const out: Doc = {};
      for (const [k, g] of getters) {
        const v = g(doc);
        if (v !== undefined) setField(out, k, v);
      }
      return out;
    };
  }
  return undefined;
}

/** Aggregation truthiness: false, null, missing and numeric zero are false. */
function truthy(v: unknown): boolean {
  if (v === false || v === null || v === undefined) return false;
  if (typeof v === 'number') return v !== 0;
  if (isNumeric(v)) return toNumber(v) !== 0;
  return true;
}

/** Raised inside a compiled expression when mongod would fail: the general evaluator then runs and reports it. */
class NeedsFullEvaluator extends Error {}

/** Aggregation equality: missing only equals missing (it sorts before null in expressions). */
function aggEquals(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return compareValues(a, b) === 0;
}

/**
 * A getter for the small expressions funnels count with: field paths, literals, `$cond`, `$eq`,
 * `$ne`, `$ifNull`, `$in`, `$and`, `$or`, `$not`. Undefined for anything else.
 */
function exprGetter(expr: unknown): Getter | undefined {
  if (isFieldPath(expr)) return pathGetter(expr);
  if (isConstant(expr)) return () => expr;
  if (!isPlainObject(expr)) return undefined;
  const keys = Object.keys(expr);
  const op = keys[0];
  if (keys.length !== 1 || op === undefined) return undefined;
  const raw = expr[op];
  if (op === '$literal') return isConstant(raw) || Array.isArray(raw) ? () => raw : undefined;
  if (op === '$cond' && isPlainObject(raw)) return exprGetter({ $cond: [raw.if, raw.then, raw.else] });
  const args = Array.isArray(raw) ? raw : [raw];
  if (args.length === 1 && Array.isArray(args[0]) && op === '$in') return undefined;
  const getters: Getter[] = [];
  for (const a of args) {
    const g = Array.isArray(a) ? (a.every(isConstant) ? (): unknown => a : undefined) : exprGetter(a);
    if (!g) return undefined;
    getters.push(g);
  }
  const [g0, g1, g2] = getters as [Getter, Getter, Getter];
  switch (op) {
    case '$cond':
      return args.length === 3 ? (doc) => (truthy(g0(doc)) ? g1(doc) : g2(doc)) : undefined;
    case '$eq':
      return args.length === 2 ? (doc) => aggEquals(g0(doc), g1(doc)) : undefined;
    case '$ne':
      return args.length === 2 ? (doc) => !aggEquals(g0(doc), g1(doc)) : undefined;
    case '$ifNull':
      return args.length === 2
        ? (doc) => {
            const v = g0(doc);
            return v === null || v === undefined ? g1(doc) : v;
          }
        : undefined;
    case '$in':
      return args.length === 2
        ? (doc) => {
            const list = g1(doc);
            if (!Array.isArray(list)) throw new NeedsFullEvaluator();
            const v = g0(doc);
            return list.some((x) => aggEquals(v, x));
          }
        : undefined;
    case '$and':
      return (doc) => getters.every((g) => truthy(g(doc)));
    case '$or':
      return (doc) => getters.some((g) => truthy(g(doc)));
    case '$not':
      return args.length === 1 ? (doc) => !truthy(g0(doc)) : undefined;
    default:
      return undefined;
  }
}

const OPS = new Set(['$sum', '$avg', '$min', '$max', '$first', '$last', '$push', '$addToSet', '$count']);

function compile(spec: Doc): { key: Getter; accs: Accumulator[] } | undefined {
  const key = keyGetter(spec._id);
  if (!key) return undefined;
  const accs: Accumulator[] = [];
  for (const [field, acc] of Object.entries(spec)) {
    if (field === '_id') continue;
    if (!isPlainObject(acc)) return undefined;
    const ops = Object.keys(acc);
    const op = ops[0];
    if (ops.length !== 1 || op === undefined || !OPS.has(op)) return undefined;
    const arg = acc[op];
    if (op === '$count') {
      if (!isPlainObject(arg) || Object.keys(arg).length > 0) return undefined;
      accs.push({ field, op: '$sum', get: () => 1, constant: 1 });
    } else if (isFieldPath(arg)) {
      accs.push({ field, op, get: pathGetter(arg), constant: undefined });
    } else if (typeof arg === 'number' && (op === '$sum' || op === '$avg')) {
      accs.push({ field, op, get: () => arg, constant: arg });
    } else if (op === '$sum' && isPlainObject(arg)) {
      // A computed summand ({$cond: [...]}: the funnels' "reached this step" flags).
      const get = exprGetter(arg);
      if (!get) return undefined;
      accs.push({ field, op, get, constant: undefined });
    } else {
      return undefined;
    }
  }
  return { key, accs };
}

function finish(op: string, values: unknown[]): unknown {
  switch (op) {
    case '$sum': {
      let total = 0;
      for (const v of values) if (isNumeric(v)) total += toNumber(v);
      return total;
    }
    case '$avg': {
      let total = 0;
      let n = 0;
      for (const v of values) {
        if (isNumeric(v)) {
          total += toNumber(v);
          n++;
        }
      }
      return n === 0 ? null : total / n;
    }
    case '$min':
    case '$max': {
      let best: unknown;
      for (const v of values) {
        if (v === null || v === undefined) continue;
        if (best === undefined || (op === '$min' ? compareValues(v, best) < 0 : compareValues(v, best) > 0)) best = v;
      }
      return best ?? null;
    }
    case '$first':
      return values.length > 0 ? (values[0] ?? null) : null;
    case '$last':
      return values.length > 0 ? (values[values.length - 1] ?? null) : null;
    case '$push':
      return values.filter((v) => v !== undefined);
    case '$addToSet': {
      const seen = new Set<string>();
      const out: unknown[] = [];
      for (const v of values) {
        if (v === undefined) continue;
        const k = valueKey(v);
        if (!seen.has(k)) {
          seen.add(k);
          out.push(v);
        }
      }
      return out;
    }
    default:
      return null;
  }
}

/** Groups documents natively, or returns undefined when the spec needs mingo's full evaluator. */
export function fastGroup(docs: Doc[], spec: unknown): Doc[] | undefined {
  if (!isPlainObject(spec) || !('_id' in spec)) return undefined;
  const compiled = compile(spec);
  if (!compiled) return undefined;
  try {
    return groupWith(docs, compiled);
  } catch (err) {
    if (err instanceof NeedsFullEvaluator) return undefined;
    throw err;
  }
}

function groupWith(docs: Doc[], compiled: { key: Getter; accs: Accumulator[] }): Doc[] {
  const { key, accs } = compiled;
  const groups = new Map<string, GroupState & { counts: number[]; sums: number[] }>();
  for (const doc of docs) {
    const id = key(doc) ?? null;
    const k = typeof id === 'string' ? 's' + id : valueKey(id);
    let g = groups.get(k);
    if (!g) {
      g = { id, values: accs.map(() => []), counts: accs.map(() => 0), sums: accs.map(() => 0) };
      groups.set(k, g);
    }
    for (let i = 0; i < accs.length; i++) {
      const acc = accs[i] as Accumulator;
      if (acc.op === '$sum' || acc.op === '$avg') {
        // Running totals: no per-group value arrays for the commonest accumulators.
        const v = acc.get(doc);
        if (typeof v === 'number' || isNumeric(v)) {
          g.sums[i] = (g.sums[i] ?? 0) + toNumber(v);
          g.counts[i] = (g.counts[i] ?? 0) + 1;
        }
      } else {
        (g.values[i] as unknown[]).push(acc.get(doc));
      }
    }
  }
  const out: Doc[] = [];
  for (const g of groups.values()) {
    const row: Doc = { _id: g.id };
    accs.forEach((acc, i) => {
      // setField: an output field may be called __proto__, as in mongod.
      if (acc.op === '$sum') setField(row, acc.field, g.sums[i] ?? 0);
      else if (acc.op === '$avg') setField(row, acc.field, (g.counts[i] ?? 0) === 0 ? null : (g.sums[i] ?? 0) / (g.counts[i] ?? 1));
      else setField(row, acc.field, finish(acc.op, g.values[i] as unknown[]));
    });
    out.push(row);
  }
  return out;
}
