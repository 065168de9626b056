/**
 * The in-memory value model and MongoDB's comparison rules.
 *
 * Documents are decoded with `promoteValues: false` and then canonicalised in place so that plain
 * JS numbers are used wherever re-encoding them gives back the exact same BSON type (int32, and
 * doubles that are not integral). Only the lossy cases keep a wrapper: integral doubles keep
 * `Double`, int64 keeps `Long`, and Decimal128 stays Decimal128. That keeps query/update code on
 * fast native numbers while a round trip through the store never changes a value's BSON type.
 *
 * Comparison follows MongoDB's canonical BSON type order (numbers compare across int/long/double/
 * decimal by value, ObjectIds by bytes, objects field by field) so sort order, equality, `$in`,
 * unique indexes and range scans agree with a real server.
 */
import { Binary, Decimal128, Double, Long, ObjectId, Timestamp } from 'bson';
import { setField } from './own.js';

export type Doc = Record<string, unknown>;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export interface Collation {
  locale: string;
  strength?: number;
  caseLevel?: boolean;
  caseFirst?: string;
  numericOrdering?: boolean;
  alternate?: string;
}

/** Compares two strings, either bytewise-ish (default) or with an Intl collator. */
export type StringComparator = (a: string, b: string) => number;

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  // Object.prototype itself has a null prototype: it must never pass for a document.
  return proto === Object.prototype || (proto === null && v !== Object.prototype);
}

/** bson's runtime type tag (ObjectId, Long, Double, ...) or undefined for plain JS values. */
export function bsonTag(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  const tag = (v as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

export function isIntegralInt32(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0);
}

/**
 * Converts decoded (promoteValues:false) values to the canonical representation, in place.
 * Returns the canonical value for the root.
 */
export function canonicalize(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = canonicalize(v[i]);
    return v;
  }
  const tag = bsonTag(v);
  if (tag !== undefined) {
    if (tag === 'Int32') return (v as { value: number }).value;
    if (tag === 'Double') {
      const n = (v as Double).value;
      // Integral doubles would re-encode as int32; -0 already encodes as a double.
      return isIntegralInt32(n) ? v : n;
    }
    if (tag === 'Binary') {
      // The decoder returns a view into the network buffer; copy so a stored value does not pin it.
      const b = v as Binary;
      return new Binary(new Uint8Array(b.buffer.subarray(0, b.position)), b.sub_type);
    }
    return v;
  }
  if (v instanceof Date || v instanceof RegExp) return v;
  const obj = v as Doc;
  for (const k of Object.keys(obj)) {
    const cur = obj[k];
    if (cur !== null && typeof cur === 'object') obj[k] = canonicalize(cur);
  }
  return obj;
}

/** MongoDB type names as used by `$type` (and in error messages). */
export function typeName(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  switch (typeof v) {
    case 'number':
      return isIntegralInt32(v) ? 'int' : 'double';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'long';
    default:
      break;
  }
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  if (v instanceof Uint8Array) return 'binData';
  switch (bsonTag(v)) {
    case 'Double':
      return 'double';
    case 'Int32':
      return 'int';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'BSONRegExp':
      return 'regex';
    case 'Code':
      return (v as { scope?: unknown }).scope ? 'javascriptWithScope' : 'javascript';
    case 'BSONSymbol':
      return 'symbol';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'DBRef':
      return 'object';
    default:
      return 'object';
  }
}

export const TYPE_NUMBERS: Record<string, number> = {
  double: 1, string: 2, object: 3, array: 4, binData: 5, undefined: 6, objectId: 7, bool: 8, date: 9,
  null: 10, regex: 11, dbPointer: 12, javascript: 13, symbol: 14, javascriptWithScope: 15, int: 16,
  timestamp: 17, long: 18, decimal: 19, minKey: -1, maxKey: 127,
};

/** Canonical sort rank of a value's type (MongoDB's canonicalizeBSONType). */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
    default:
      break;
  }
  if (Array.isArray(v)) return 5;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  if (v instanceof Uint8Array) return 6;
  switch (bsonTag(v)) {
    case 'Double':
    case 'Int32':
    case 'Long':
    case 'Decimal128':
      return 2;
    case 'BSONSymbol':
      return 3;
    case 'Binary':
      return 6;
    case 'ObjectId':
      return 7;
    case 'Timestamp':
      return 10;
    case 'BSONRegExp':
      return 11;
    case 'Code':
      return 12;
    case 'MinKey':
      return 0;
    case 'MaxKey':
      return 13;
    default:
      return 4;
  }
}

export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number' || typeof v === 'bigint') return true;
  const tag = bsonTag(v);
  return tag === 'Double' || tag === 'Int32' || tag === 'Long' || tag === 'Decimal128';
}

/** Numeric value as a JS number (Long/Decimal128 may lose precision at the extremes). */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  switch (bsonTag(v)) {
    case 'Double':
    case 'Int32':
      return (v as { value: number }).value;
    case 'Long':
      return (v as Long).toNumber();
    case 'Decimal128':
      return Number((v as Decimal128).toString());
    default:
      return Number.NaN;
  }
}

function compareNumbers(a: unknown, b: unknown): number {
  if (bsonTag(a) === 'Long' && bsonTag(b) === 'Long') return (a as Long).compare(b as Long);
  const x = toNumber(a);
  const y = toNumber(b);
  // MongoDB orders NaN below every other number and equal to itself.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  if (x < y) return -1;
  if (x > y) return 1;
  if (bsonTag(a) === 'Long' || bsonTag(b) === 'Long') {
    // Equal as doubles; settle exactly when a Long beyond 2^53 is involved.
    const bx = bigOf(a);
    const by = bigOf(b);
    if (bx !== undefined && by !== undefined) return bx < by ? -1 : bx > by ? 1 : 0;
  }
  return 0;
}

function bigOf(v: unknown): bigint | undefined {
  if (bsonTag(v) === 'Long') return (v as Long).toBigInt();
  const n = toNumber(v);
  return Number.isInteger(n) ? BigInt(n) : undefined;
}

function binaryBytes(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  const b = v as Binary;
  return b.buffer.subarray(0, b.position);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return a.length - b.length < 0 ? -1 : a.length > b.length ? 1 : 0;
}

/** bson 7 keeps an ObjectId as four 24-bit integers (not in its typings); they compare as the 12 bytes do. */
type PackedObjectId = { i0?: unknown; i1: number; i2: number; i3: number };

/** ObjectIds in byte order (as their hex spelling compares), without building a string or a buffer per comparison. */
function compareObjectIds(a: ObjectId, b: ObjectId): number {
  const x = a as unknown as PackedObjectId;
  const y = b as unknown as PackedObjectId;
  if (typeof x.i0 === 'number' && typeof y.i0 === 'number') {
    const d = x.i0 - y.i0 || x.i1 - y.i1 || x.i2 - y.i2 || x.i3 - y.i3;
    return d < 0 ? -1 : d > 0 ? 1 : 0;
  }
  return compareBytes(a.id, b.id);
}

function defaultStringCompare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const collatorCache = new Map<string, StringComparator>();

/** MongoDB writes locales ICU-style with an underscore (`en_US`); Intl wants a BCP 47 tag (`en-US`). */
export function icuLocale(locale: string): string {
  return locale.replace(/_/g, '-');
}

/** Builds (and caches) a string comparator for a MongoDB collation document. */
export function collationComparator(c: Collation | undefined): StringComparator | undefined {
  if (!c || c.locale === 'simple') return undefined;
  const cacheKey = JSON.stringify(c);
  const cached = collatorCache.get(cacheKey);
  if (cached) return cached;
  const strength = c.strength ?? 3;
  let sensitivity: 'base' | 'accent' | 'case' | 'variant' = strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant';
  if (c.caseLevel === true) sensitivity = sensitivity === 'base' ? 'case' : sensitivity === 'accent' ? 'variant' : sensitivity;
  const collator = new Intl.Collator(icuLocale(c.locale), {
    sensitivity,
    numeric: c.numericOrdering === true,
    caseFirst: c.caseFirst === 'upper' || c.caseFirst === 'lower' ? c.caseFirst : 'false',
    ignorePunctuation: c.alternate === 'shifted',
  });
  const cmp: StringComparator = (a, b) => collator.compare(a, b);
  collatorCache.set(cacheKey, cmp);
  return cmp;
}

function objectEntries(v: unknown): [string, unknown][] {
  if (bsonTag(v) === 'DBRef') {
    const ref = v as { collection: string; oid: unknown; db?: string; fields?: Doc };
    const out: [string, unknown][] = [['$ref', ref.collection], ['$id', ref.oid]];
    if (ref.db) out.push(['$db', ref.db]);
    for (const [k, x] of Object.entries(ref.fields ?? {})) out.push([k, x]);
    return out;
  }
  return Object.entries(v as Doc).filter(([, x]) => x !== undefined);
}

/** Total order over BSON values (MongoDB's woCompare). */
export function compareValues(a: unknown, b: unknown, strCmp: StringComparator = defaultStringCompare): number {
  if (a === b) return 0;
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 0:
    case 1:
    case 13:
      return 0;
    case 2:
      if (typeof a === 'number' && typeof b === 'number') {
        if (a < b) return -1;
        if (a > b) return 1;
        if (a === b) return 0;
        return compareNumbers(a, b);
      }
      return compareNumbers(a, b);
    case 3: {
      const sa = typeof a === 'string' ? a : (a as { value: string }).value;
      const sb = typeof b === 'string' ? b : (b as { value: string }).value;
      const c = strCmp(sa, sb);
      return c < 0 ? -1 : c > 0 ? 1 : 0;
    }
    case 4: {
      const ea = objectEntries(a);
      const eb = objectEntries(b);
      const n = Math.min(ea.length, eb.length);
      for (let i = 0; i < n; i++) {
        const [ka, va] = ea[i] as [string, unknown];
        const [kb, vb] = eb[i] as [string, unknown];
        const tr = typeRank(va) - typeRank(vb);
        if (tr !== 0) return tr < 0 ? -1 : 1;
        if (ka !== kb) return ka < kb ? -1 : 1;
        const c = compareValues(va, vb, strCmp);
        if (c !== 0) return c;
      }
      return ea.length === eb.length ? 0 : ea.length < eb.length ? -1 : 1;
    }
    case 5: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      const n = Math.min(xa.length, xb.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(xa[i], xb[i], strCmp);
        if (c !== 0) return c;
      }
      return xa.length === xb.length ? 0 : xa.length < xb.length ? -1 : 1;
    }
    case 6: {
      const ba = binaryBytes(a);
      const bb = binaryBytes(b);
      if (ba.length !== bb.length) return ba.length < bb.length ? -1 : 1;
      const sa = a instanceof Uint8Array ? 0 : (a as Binary).sub_type;
      const sb = b instanceof Uint8Array ? 0 : (b as Binary).sub_type;
      if (sa !== sb) return sa < sb ? -1 : 1;
      return compareBytes(ba, bb);
    }
    case 7:
      return compareObjectIds(a as ObjectId, b as ObjectId);
    case 8:
      return a === b ? 0 : a === false ? -1 : 1;
    case 9: {
      const ta = (a as Date).getTime();
      const tb = (b as Date).getTime();
      return ta < tb ? -1 : ta > tb ? 1 : 0;
    }
    case 10: {
      const ta = a as Timestamp;
      const tb = b as Timestamp;
      if (ta.t !== tb.t) return ta.t < tb.t ? -1 : 1;
      return ta.i === tb.i ? 0 : ta.i < tb.i ? -1 : 1;
    }
    case 11: {
      const [pa, fa] = regexParts(a);
      const [pb, fb] = regexParts(b);
      if (pa !== pb) return pa < pb ? -1 : 1;
      return fa === fb ? 0 : fa < fb ? -1 : 1;
    }
    case 12: {
      const ca = (a as { code: string }).code;
      const cb = (b as { code: string }).code;
      return ca === cb ? 0 : ca < cb ? -1 : 1;
    }
    default:
      return 0;
  }
}

export function regexParts(v: unknown): [string, string] {
  if (v instanceof RegExp) return [v.source, v.flags];
  const r = v as { pattern: string; options: string };
  return [r.pattern, r.options];
}

export function valuesEqual(a: unknown, b: unknown, strCmp?: StringComparator): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  if (typeof a === 'string' && typeof b === 'string' && !strCmp) return false;
  return compareValues(a, b, strCmp) === 0;
}

/**
 * A string that is equal for exactly the values MongoDB considers equal (1, 1.0 and
 * NumberLong(1) share a key). Used for the _id map, unique indexes, $in sets and dedupe.
 */
export function valueKey(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return 's' + v;
    case 'number':
      return numberKey(v);
    case 'boolean':
      return v ? 'b1' : 'b0';
    case 'undefined':
      return 'z';
    case 'bigint':
      return 'n' + v.toString();
    default:
      break;
  }
  if (v === null) return 'z';
  if (Array.isArray(v)) return '[' + v.map(keyPart).join('') + ']';
  if (v instanceof Date) return `t${v.getTime()}`;
  if (v instanceof RegExp) return 'r' + v.source + '/' + v.flags;
  if (v instanceof Uint8Array) return 'B0:' + Buffer.from(v).toString('base64');
  switch (bsonTag(v)) {
    case 'ObjectId':
      return 'o' + (v as ObjectId).toHexString();
    case 'Double':
    case 'Int32':
      return numberKey((v as { value: number }).value);
    case 'Long': {
      const l = v as Long;
      const n = l.toNumber();
      return Number.isSafeInteger(n) ? numberKey(n) : 'n' + l.toBigInt().toString();
    }
    case 'Decimal128':
      return numberKey(Number((v as Decimal128).toString()));
    case 'Binary': {
      const b = v as Binary;
      return `B${b.sub_type}:${Buffer.from(binaryBytes(b)).toString('base64')}`;
    }
    case 'Timestamp':
      return 'T' + (v as Timestamp).toString();
    case 'BSONRegExp': {
      const [p, f] = regexParts(v);
      return 'r' + p + '/' + f;
    }
    case 'MinKey':
      return 'm-';
    case 'MaxKey':
      return 'm+';
    case 'Code':
      return 'c' + (v as { code: string }).code;
    case 'BSONSymbol':
      return 's' + (v as { value: string }).value;
    default:
      break;
  }
  return '{' + objectEntries(v).map(([k, x]) => JSON.stringify(k) + keyPart(x)).join('') + '}';
}

/**
 * A nested value's key, length-prefixed: a separator could also occur inside a string, letting
 * two different arrays or documents (say `{a: 'x,"b":sy'}` and `{a: 'x', b: 'y'}`) share a key.
 */
function keyPart(v: unknown): string {
  const k = valueKey(v);
  return `${k.length}:${k}`;
}

function numberKey(n: number): string {
  if (Number.isInteger(n) && !Number.isSafeInteger(n) && Number.isFinite(n)) return 'n' + BigInt(n).toString();
  // -0 and 0 are equal in MongoDB.
  return 'n' + (n === 0 ? '0' : String(n));
}

/** Deep copy of the mutable structure (objects/arrays); BSON leaf values are immutable and shared. */
export function cloneValue<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneValue) as T;
  if (!isPlainObject(v)) {
    if (v instanceof Date) return new Date(v.getTime()) as T;
    return v;
  }
  const out: Doc = {};
  // Own keys only, and `__proto__` copied as a field (plain assignment would set the prototype).
  for (const k of Object.keys(v)) setField(out, k, cloneValue((v as Doc)[k]));
  return out as T;
}

/** Integer value of a command argument that may arrive as int32, double or Long. */
export function toInt(v: unknown, fallback = 0): number {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const n = toNumber(v);
  return Number.isNaN(n) ? fallback : Math.trunc(n);
}

/** Arithmetic that keeps MongoDB's numeric type promotion (int32 -> long on overflow, any double -> double). */
export function numericKind(v: unknown): 'int' | 'long' | 'double' | 'decimal' {
  if (typeof v === 'number') return isIntegralInt32(v) ? 'int' : 'double';
  switch (bsonTag(v)) {
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'Int32':
      return 'int';
    default:
      return 'double';
  }
}

export function makeDouble(n: number): unknown {
  return isIntegralInt32(n) ? new Double(n) : n;
}

export function arith(a: unknown, b: unknown, op: 'add' | 'mul'): unknown {
  const ka = numericKind(a);
  const kb = numericKind(b);
  if (ka === 'decimal' || kb === 'decimal') {
    const r = op === 'add' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
    return Decimal128.fromString(String(r));
  }
  if (ka === 'double' || kb === 'double') {
    return makeDouble(op === 'add' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b));
  }
  const ba = bigOf(a) ?? 0n;
  const bb = bigOf(b) ?? 0n;
  const r = op === 'add' ? ba + bb : ba * bb;
  if (ka === 'long' || kb === 'long' || r < BigInt(INT32_MIN) || r > BigInt(INT32_MAX)) {
    return Long.fromBigInt(BigInt.asIntN(64, r));
  }
  return Number(r);
}
