/**
 * Filter compiler: turns a MongoDB query document into a predicate with MongoDB's semantics
 * (implicit array traversal, type-bracketed comparisons, null matching missing fields, collation)
 * and MongoDB's error codes for malformed filters. mingo is only used for `$expr` expressions.
 */
import type { Binary } from 'bson';
import { BadValueError } from './errors.js';
import { evaluateExpression } from './expression.js';
import { compileGeoOperator, GEO_OPERATORS, NEAR_MODIFIERS } from './geo/geo-match.js';
import { isIndexKey, splitPath } from './paths.js';
import {
  bsonTag,
  compareValues,
  isNumeric,
  isPlainObject,
  regexParts,
  toNumber,
  TYPE_NUMBERS,
  typeName,
  typeRank,
  valueKey,
  type Doc,
  type StringComparator,
} from './values.js';
import { getField, setField } from './own.js';
import { compileWhere } from './where.js';
import { jsonSchemaPredicate } from './json-schema.js';

export type Predicate = (doc: Doc) => boolean;
type Leaf = (v: unknown) => boolean;

export interface MatchOptions {
  collation?: StringComparator | undefined;
  /** Compiles `$expr`; inside aggregation this carries the pipeline's variables (e.g. $lookup's let). */
  compileExpr?: ((expr: unknown) => Predicate) | undefined;
  /** Compiles `$text` against the collection's text index (absent: there is none). */
  text?: ((arg: unknown) => Predicate) | undefined;
}

const TOP_LEVEL = new Set(['$and', '$or', '$nor', '$expr', '$comment', '$where', '$text', '$jsonSchema']);
/** DBRef field names: `$`-prefixed, yet fields rather than operators (as in mongod's parser). */
const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

export function compileFilter(filter: unknown, opts: MatchOptions = {}): Predicate {
  if (filter === undefined || filter === null) return () => true;
  if (!isPlainObject(filter)) throw new BadValueError('query filter must be an object');
  const preds = compileDocument(filter, opts);
  if (preds.length === 0) return () => true;
  if (preds.length === 1) return preds[0] as Predicate;
  return (doc) => {
    for (const p of preds) if (!p(doc)) return false;
    return true;
  };
}

function compileDocument(filter: Doc, opts: MatchOptions): Predicate[] {
  const preds: Predicate[] = [];
  for (const key of Object.keys(filter)) {
    const expr = filter[key];
    if (key.startsWith('$') && !DBREF_FIELDS.has(key)) {
      if (!TOP_LEVEL.has(key)) {
        throw new BadValueError(`unknown top level operator: ${key}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`);
      }
      const p = compileTopLevel(key, expr, opts);
      if (p) preds.push(p);
      continue;
    }
    preds.push(compileField(key, expr, opts));
  }
  return preds;
}

function compileTopLevel(op: string, expr: unknown, opts: MatchOptions): Predicate | undefined {
  switch (op) {
    case '$comment':
      return undefined;
    case '$and':
    case '$or':
    case '$nor': {
      if (!Array.isArray(expr) || expr.length === 0) throw new BadValueError(`${op} must be a nonempty array`);
      const subs = expr.map((e) => {
        if (!isPlainObject(e)) throw new BadValueError(`${op} argument's entries must be objects`);
        return compileFilter(e, opts);
      });
      if (op === '$and') return (doc) => subs.every((p) => p(doc));
      if (op === '$or') return (doc) => subs.some((p) => p(doc));
      return (doc) => !subs.some((p) => p(doc));
    }
    case '$expr': {
      if (opts.compileExpr) return opts.compileExpr(expr);
      return (doc) => evaluateExpression(doc, expr);
    }
    case '$where':
      return compileWhere(expr);
    case '$jsonSchema':
      return jsonSchemaPredicate(expr);
    case '$text':
      if (opts.text) return opts.text(expr);
      throw new BadValueError('text index required for $text query', 27);
    default:
      throw new BadValueError(`${op} is not supported by the embedded store`);
  }
}

/** MongoDB's aggregation truthiness: false, null, missing and 0 are false. */
export function truthy(v: unknown): boolean {
  if (v === false || v === null || v === undefined) return false;
  if (isNumeric(v)) return toNumber(v) !== 0;
  return true;
}

function isOperatorObject(expr: unknown): expr is Doc {
  if (!isPlainObject(expr)) return false;
  for (const k in expr) return k.startsWith('$') && !DBREF_FIELDS.has(k);
  return false;
}

function compileField(path: string, expr: unknown, opts: MatchOptions): Predicate {
  const parts = splitPath(path);
  if (isRegexValue(expr)) return pathPredicate(parts, regexLeaf(toRegExp(expr)), true);
  if (isOperatorObject(expr)) {
    const preds = compileOperators(parts, expr, opts);
    if (preds.length === 1) return preds[0] as Predicate;
    return (doc) => {
      for (const p of preds) if (!p(doc)) return false;
      return true;
    };
  }
  return pathPredicate(parts, eqLeaf(expr, opts), true);
}

function compileOperators(parts: string[], expr: Doc, opts: MatchOptions): Predicate[] {
  const preds: Predicate[] = [];
  for (const op of Object.keys(expr)) {
    const arg = expr[op];
    if (!op.startsWith('$')) throw new BadValueError(`unknown operator: ${op}`);
    if (op === '$options') {
      if (!('$regex' in expr)) throw new BadValueError('$options needs a $regex');
      continue;
    }
    if (NEAR_MODIFIERS.has(op) && ('$near' in expr || '$nearSphere' in expr)) continue;
    if (GEO_OPERATORS.has(op)) {
      preds.push(compileGeoOperator(parts, op, expr));
      continue;
    }
    if (op === '$regex') {
      const options = expr.$options;
      if (options !== undefined && typeof options !== 'string') throw new BadValueError('$options has to be a string');
      preds.push(pathPredicate(parts, regexLeaf(buildRegex(arg, options)), true));
      continue;
    }
    preds.push(compileOperator(parts, op, arg, opts));
  }
  return preds;
}

function compileOperator(parts: string[], op: string, arg: unknown, opts: MatchOptions): Predicate {
  switch (op) {
    case '$eq':
      return pathPredicate(parts, eqLeaf(arg, opts), true);
    case '$ne': {
      const p = pathPredicate(parts, eqLeaf(arg, opts), true);
      return (doc) => !p(doc);
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return pathPredicate(parts, rangeLeaf(op, arg, opts), true);
    case '$in':
      return pathPredicate(parts, inLeaf(arg, opts), true);
    case '$nin': {
      const p = pathPredicate(parts, inLeaf(arg, opts, '$nin'), true);
      return (doc) => !p(doc);
    }
    case '$exists': {
      const p = pathPredicate(parts, (v) => v !== undefined, false);
      return truthy(arg) ? p : (doc) => !p(doc);
    }
    case '$type':
      return pathPredicate(parts, typeLeaf(arg), true);
    case '$size': {
      if (!isNumeric(arg)) throw new BadValueError('$size needs a number');
      const n = toNumber(arg);
      if (!Number.isInteger(n) || n < 0) throw new BadValueError(`Failed to parse $size. Expected a non-negative integer in: $size: ${String(n)}`);
      return pathPredicate(parts, (v) => Array.isArray(v) && v.length === n, false);
    }
    case '$all': {
      if (!Array.isArray(arg)) throw new BadValueError('$all needs an array');
      if (arg.length === 0) return () => false;
      const subs = arg.map((item) => {
        if (isPlainObject(item) && '$elemMatch' in item) return compileOperator(parts, '$elemMatch', item.$elemMatch, opts);
        if (isRegexValue(item)) return pathPredicate(parts, regexLeaf(toRegExp(item)), true);
        return pathPredicate(parts, eqLeaf(item, opts), true);
      });
      return (doc) => subs.every((p) => p(doc));
    }
    case '$elemMatch':
      return pathPredicate(parts, elemMatchLeaf(arg, opts), false);
    case '$not': {
      let inner: Predicate;
      if (isRegexValue(arg)) inner = pathPredicate(parts, regexLeaf(toRegExp(arg)), true);
      else if (isOperatorObject(arg)) {
        const preds = compileOperators(parts, arg, opts);
        inner = (doc) => preds.every((p) => p(doc));
      } else if (isPlainObject(arg)) {
        throw new BadValueError(Object.keys(arg).length === 0 ? '$not cannot be empty' : `unknown operator: ${Object.keys(arg)[0] ?? ''}`);
      } else throw new BadValueError('$not needs a regex or a document');
      return (doc) => !inner(doc);
    }
    case '$mod': {
      if (!Array.isArray(arg) || arg.length !== 2) throw new BadValueError('malformed mod, needs to be an array');
      if (!isNumeric(arg[0]) || !isNumeric(arg[1])) throw new BadValueError('malformed mod, divisor and remainder must be numbers');
      const d = Math.trunc(toNumber(arg[0]));
      const r = Math.trunc(toNumber(arg[1]));
      if (d === 0) throw new BadValueError('divisor cannot be 0');
      return pathPredicate(parts, (v) => isNumeric(v) && Math.trunc(toNumber(v)) % d === r, true);
    }
    case '$bitsAllSet':
    case '$bitsAnySet':
    case '$bitsAllClear':
    case '$bitsAnyClear':
      return pathPredicate(parts, bitsLeaf(op, arg), false);
    case '$comment':
      return () => true;
    default:
      throw new BadValueError(`unknown operator: ${op}`);
  }
}

/**
 * Applies a leaf test along a path with implicit array traversal. When `expandLeafArrays`, a leaf
 * array matches if the array itself or any element passes (MongoDB's rule for $eq, $gt, $in...).
 */
function pathPredicate(parts: string[], leaf: Leaf, expandLeafArrays: boolean): Predicate {
  const test: Leaf = expandLeafArrays
    ? (v) => {
        if (Array.isArray(v)) {
          if (leaf(v)) return true;
          for (const el of v) if (leaf(el)) return true;
          return false;
        }
        return leaf(v);
      }
    : leaf;
  if (parts.length === 1) {
    const key = parts[0] as string;
    // The hot path reads the field directly unless its name is also an Object.prototype member
    // (`constructor`, `__proto__`...), whose inherited value must read as a missing field.
    if (!(key in Object.prototype)) return (doc) => test(doc[key]);
    return (doc) => test(getField(doc, key));
  }
  return (doc) => walk(doc, parts, 0, test);
}

function walk(cur: unknown, parts: string[], i: number, test: Leaf): boolean {
  if (i === parts.length) return test(cur);
  const key = parts[i] as string;
  if (Array.isArray(cur)) {
    if (cur.length === 0) return test(undefined);
    let reached = false;
    if (isIndexKey(key)) {
      const idx = Number(key);
      if (idx < cur.length) {
        reached = true;
        if (walk(cur[idx], parts, i + 1, test)) return true;
      }
    }
    for (const el of cur) {
      if (isPlainObject(el)) {
        reached = true;
        if (walk(el, parts, i, test)) return true;
      }
    }
    // An array of scalars has no such field: the path is missing (matters for null / $exists).
    return !reached && test(undefined);
  }
  if (isPlainObject(cur)) return walk(getField(cur, key), parts, i + 1, test);
  return test(undefined);
}

function isRegexValue(v: unknown): boolean {
  return v instanceof RegExp || bsonTag(v) === 'BSONRegExp';
}

function toRegExp(v: unknown): RegExp {
  if (v instanceof RegExp) return v;
  const [pattern, flags] = regexParts(v);
  return buildRegex(pattern, flags);
}

/** Builds a JS RegExp from a MongoDB pattern + options (i, m, s, x). */
export function buildRegex(pattern: unknown, options: unknown): RegExp {
  let source: string;
  let flags = '';
  if (pattern instanceof RegExp) {
    source = pattern.source;
    flags = pattern.flags;
  } else if (bsonTag(pattern) === 'BSONRegExp') {
    [source, flags] = regexParts(pattern);
  } else if (typeof pattern === 'string') {
    source = pattern;
  } else {
    throw new BadValueError('$regex has to be a string');
  }
  if (typeof options === 'string') flags = options;
  let jsFlags = '';
  for (const f of flags) {
    if (f === 'i' || f === 'm' || f === 's') {
      if (!jsFlags.includes(f)) jsFlags += f;
    } else if (f === 'x') {
      // Extended mode: drop unescaped whitespace and #-comments, which JS has no flag for.
      source = source.replace(/\\.|#[^\n]*|\s+/g, (m) => (m.startsWith('\\') ? m : ''));
    } else if (f !== 'u' && f !== 'g') {
      throw new BadValueError(`invalid flag in regex options: ${f}`, 51108);
    }
  }
  try {
    return new RegExp(source, jsFlags);
  } catch (err) {
    throw new BadValueError(`Regular expression is invalid: ${err instanceof Error ? err.message : String(err)}`, 51091);
  }
}

function regexLeaf(re: RegExp): Leaf {
  return (v) => {
    if (typeof v === 'string') return re.test(v);
    if (bsonTag(v) === 'BSONSymbol') return re.test((v as { value: string }).value);
    if (isRegexValue(v)) {
      const [p, f] = regexParts(v);
      return p === re.source && f === re.flags;
    }
    return false;
  };
}

export function eqLeaf(target: unknown, opts: MatchOptions): Leaf {
  if (target === null || target === undefined) return (v) => v === null || v === undefined;
  const coll = opts.collation;
  if (typeof target === 'string') {
    if (coll) return (v) => typeof v === 'string' && coll(v, target) === 0;
    return (v) => v === target;
  }
  if (typeof target === 'number' && !Number.isNaN(target)) {
    return (v) => (typeof v === 'number' ? v === target : isNumeric(v) && compareValues(v, target) === 0);
  }
  if (typeof target === 'boolean') return (v) => v === target;
  const rank = typeRank(target);
  return (v) => typeRank(v) === rank && compareValues(v, target, coll) === 0;
}

function rangeLeaf(op: string, target: unknown, opts: MatchOptions): Leaf {
  const rank = typeRank(target);
  const coll = opts.collation;
  const nullTarget = target === null || target === undefined;
  const accept = (c: number): boolean => (op === '$gt' ? c > 0 : op === '$gte' ? c >= 0 : op === '$lt' ? c < 0 : c <= 0);
  // MinKey/MaxKey bounds compare against every type.
  if (rank === 0 || rank === 13) return (v) => v !== undefined && accept(compareValues(v, target));
  if (typeof target === 'number' && !Number.isNaN(target)) {
    return (v) => {
      if (typeof v === 'number') return !Number.isNaN(v) && accept(v < target ? -1 : v > target ? 1 : 0);
      return isNumeric(v) && !Number.isNaN(toNumber(v)) && accept(compareValues(v, target));
    };
  }
  return (v) => {
    if (nullTarget) return (v === null || v === undefined) && (op === '$gte' || op === '$lte');
    if (typeRank(v) !== rank) return false;
    return accept(compareValues(v, target, coll));
  };
}

function inLeaf(arg: unknown, opts: MatchOptions, op = '$in'): Leaf {
  if (!Array.isArray(arg)) throw new BadValueError(`${op} needs an array`);
  const regexes: RegExp[] = [];
  const values: unknown[] = [];
  let hasNull = false;
  for (const v of arg) {
    if (isRegexValue(v)) regexes.push(toRegExp(v));
    else if (isOperatorObject(v)) throw new BadValueError(`cannot nest $ under ${op}`);
    else {
      if (v === null) hasNull = true;
      values.push(v);
    }
  }
  const coll = opts.collation;
  if (coll) {
    const leaves = values.map((v) => eqLeaf(v, opts));
    return (v) => leaves.some((l) => l(v)) || (typeof v === 'string' && regexes.some((re) => re.test(v)));
  }
  const keys = new Set(values.map(valueKey));
  return (v) => {
    if (v === undefined) return hasNull;
    if (keys.has(valueKey(v))) return true;
    return typeof v === 'string' && regexes.length > 0 && regexes.some((re) => re.test(v));
  };
}

function typeLeaf(arg: unknown): Leaf {
  const specs = Array.isArray(arg) ? arg : [arg];
  if (specs.length === 0) throw new BadValueError('$type must match at least one type');
  const names = new Set<string>();
  for (const s of specs) {
    if (typeof s === 'string') {
      if (s !== 'number' && !(s in TYPE_NUMBERS)) throw new BadValueError(`Unknown type name alias: ${s}`);
      names.add(s);
    } else if (isNumeric(s)) {
      const n = toNumber(s);
      const name = Object.keys(TYPE_NUMBERS).find((k) => TYPE_NUMBERS[k] === n);
      if (!name) throw new BadValueError(`Invalid numerical type code: ${String(n)}`);
      names.add(name);
    } else {
      throw new BadValueError('type must be represented as a number or a string');
    }
  }
  return (v) => {
    if (v === undefined) return false;
    const t = typeName(v);
    if (names.has(t)) return true;
    return names.has('number') && (t === 'int' || t === 'long' || t === 'double' || t === 'decimal');
  };
}

/** A DBRef (decoded as bson's class) as the document `{ $ref, $id, $db?, ...fields }` it stands for. */
function dbrefAsDoc(v: unknown): unknown {
  if (bsonTag(v) !== 'DBRef') return v;
  const ref = v as { collection: string; oid: unknown; db?: string; fields?: Doc };
  const out: Doc = { $ref: ref.collection, $id: ref.oid };
  if (ref.db) out.$db = ref.db;
  for (const [k, x] of Object.entries(ref.fields ?? {})) setField(out, k, x);
  return out;
}

function elemMatchLeaf(rawArg: unknown, opts: MatchOptions): Leaf {
  const arg = dbrefAsDoc(rawArg);
  if (!isPlainObject(arg)) throw new BadValueError('$elemMatch needs an Object');
  const keys = Object.keys(arg);
  const valueMode = keys.length > 0 && keys.every((k) => k.startsWith('$') && !TOP_LEVEL.has(k) && !DBREF_FIELDS.has(k));
  if (valueMode) {
    // {$elemMatch: {$gte: 80, $lt: 85}}: operators apply to each element itself.
    const preds = compileOperators(['v'], arg, opts);
    return (v) => Array.isArray(v) && v.some((el) => preds.every((p) => p({ v: el })));
  }
  const pred = compileFilter(arg, opts);
  return (v) =>
    Array.isArray(v) &&
    v.some((item) => {
      const el = dbrefAsDoc(item);
      return isPlainObject(el) && pred(el);
    });
}

function bitsLeaf(op: string, arg: unknown): Leaf {
  let mask = 0n;
  if (Array.isArray(arg)) {
    for (const pos of arg) mask |= 1n << BigInt(Math.trunc(toNumber(pos)));
  } else if (isNumeric(arg)) {
    mask = BigInt(Math.trunc(toNumber(arg)));
  } else if (isBinary(arg)) {
    mask = binaryBits(arg);
  } else {
    throw new BadValueError(`${op} takes an Array, a number, or a BinData but received: ${typeName(arg)}`);
  }
  return (v) => {
    let bits: bigint;
    if (isBinary(v)) {
      bits = binaryBits(v);
    } else {
      if (!isNumeric(v)) return false;
      const n = toNumber(v);
      if (!Number.isInteger(n)) return false;
      bits = BigInt.asUintN(64, BigInt(n));
    }
    switch (op) {
      case '$bitsAllSet':
        return (bits & mask) === mask;
      case '$bitsAnySet':
        return (bits & mask) !== 0n;
      case '$bitsAllClear':
        return (bits & mask) === 0n;
      default:
        return (bits & mask) !== mask;
    }
  };
}

function isBinary(v: unknown): boolean {
  return v instanceof Uint8Array || bsonTag(v) === 'Binary';
}

/** BinData as a bit field: bit i is bit (i mod 8) of byte i / 8 (little-endian, as mongod reads it). */
function binaryBits(v: unknown): bigint {
  const bytes = v instanceof Uint8Array ? v : (v as Binary).buffer.subarray(0, (v as Binary).position);
  let r = 0n;
  for (let j = bytes.length - 1; j >= 0; j--) r = (r << 8n) | BigInt(bytes[j] ?? 0);
  return r;
}
