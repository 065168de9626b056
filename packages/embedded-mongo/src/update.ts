/**
 * The update engine: MongoDB update operators ($set, $inc, $push, ... with positional `$`, `$[]`,
 * `$[id]` + arrayFilters), replacement documents and pipeline updates, with MongoDB's validation
 * rules and error codes. An update is compiled once per statement and applied to a deep copy of
 * each matched document, so stored documents are never mutated in place.
 */
import { Long, Timestamp } from 'bson';
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { formatKeyValue, formatValue } from './format.js';
import { runPipeline } from './mingo.js';
import { isIndexKey, splitPath } from './paths.js';
import { compileFilter, type Predicate } from './query.js';
import { sortDocuments } from './sort.js';
import {
  arith,
  bsonTag,
  cloneValue,
  compareValues,
  isNumeric,
  isPlainObject,
  numericKind,
  toNumber,
  typeName,
  valuesEqual,
  type Doc,
  type StringComparator,
} from './values.js';
import { getField, hasField, setField } from './own.js';

const OPERATORS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$rename', '$setOnInsert', '$currentDate',
  '$push', '$addToSet', '$pop', '$pull', '$pullAll', '$bit',
]);

export interface UpdateContext {
  /** The statement's filter, for the positional `$` operator. */
  query: Doc;
  arrayFilters?: unknown[] | undefined;
  collation?: StringComparator | undefined;
  /** `let` variables for a pipeline update (`$$name`), e.g. `$merge`'s `$$new`. */
  variables?: Doc | undefined;
}

export interface ApplyResult {
  doc: Doc;
  modified: boolean;
}

export interface CompiledUpdate {
  kind: 'operators' | 'replacement' | 'pipeline';
  /** Applies the update to a copy of `doc`; `isInsert` is true when building an upserted document. */
  apply(doc: Doc, isInsert: boolean): ApplyResult;
}

interface Action {
  op: string;
  path: string;
  parts: string[];
  arg: unknown;
}

export function immutableIdError(): StoreError {
  return new StoreError(ErrorCode.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
}

/** Compiles `u` (operator document, replacement, or pipeline array) for repeated application. */
export function compileUpdate(u: unknown, ctx: UpdateContext): CompiledUpdate {
  if (Array.isArray(u)) return compilePipelineUpdate(u, ctx.variables);
  if (!isPlainObject(u)) throw new StoreError(ErrorCode.FailedToParse, 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  const first = keys[0];
  if (first === undefined || !first.startsWith('$')) return compileReplacement(u);
  return compileOperators(u, ctx);
}

function compileReplacement(u: Doc): CompiledUpdate {
  for (const k of Object.keys(u)) {
    if (k.startsWith('$')) {
      throw new StoreError(
        ErrorCode.DollarPrefixedFieldName,
        `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
  }
  return {
    kind: 'replacement',
    apply(doc, isInsert) {
      const next: Doc = {};
      const id = u._id !== undefined ? u._id : doc._id;
      if (!isInsert && doc._id !== undefined && u._id !== undefined && !sameValue(u._id, doc._id)) {
        throw new StoreError(
          ErrorCode.ImmutableField,
          `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(u._id)}`,
        );
      }
      if (id !== undefined) next._id = id;
      for (const [k, v] of Object.entries(u)) if (k !== '_id') setField(next, k, v);
      return { doc: next, modified: !deepSame(doc, next) };
    },
  };
}

function compilePipelineUpdate(stages: unknown[], variables: Doc | undefined): CompiledUpdate {
  const allowed = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);
  for (const s of stages) {
    const name = isPlainObject(s) ? Object.keys(s)[0] : undefined;
    if (!name || !allowed.has(name)) {
      throw new StoreError(ErrorCode.InvalidOptions, `${name ?? 'stage'} is not allowed to be used within an update`);
    }
  }
  return {
    kind: 'pipeline',
    apply(doc) {
      const [out] = runPipeline([doc], stages as Doc[], { resolveCollection: () => [], variables });
      if (!out) throw new StoreError(ErrorCode.InternalError, 'pipeline update produced no document');
      if (doc._id !== undefined && !sameValue(out._id, doc._id)) throw immutableIdError();
      const next = out._id === undefined && doc._id !== undefined ? { _id: doc._id, ...out } : out;
      return { doc: next, modified: !deepSame(doc, next) };
    },
  };
}

function compileOperators(u: Doc, ctx: UpdateContext): CompiledUpdate {
  const actions: Action[] = [];
  const targets: string[] = [];
  for (const [op, spec] of Object.entries(u)) {
    if (!OPERATORS.has(op)) {
      throw new StoreError(ErrorCode.FailedToParse, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!isPlainObject(spec)) {
      throw new StoreError(
        ErrorCode.FailedToParse,
        `Modifiers operate on fields but we found type ${typeName(spec)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${formatValue(spec)}}`,
      );
    }
    for (const [path, arg] of Object.entries(spec)) {
      validatePath(path);
      validateArg(op, path, arg);
      actions.push({ op, path, parts: splitPath(path), arg });
      targets.push(path);
      if (op === '$rename') {
        if (typeof arg !== 'string') throw new BadValueError(`The 'to' field for $rename must be a string: ${path}: ${formatValue(arg)}`);
        validatePath(arg);
        if (arg === path) throw new BadValueError(`The source and target field for $rename must differ: ${path}: "${arg}"`);
        if (splitPath(path).some(isPositional)) throw new BadValueError(`The source field for $rename may not be dynamic: ${path}`);
        if (splitPath(arg).some(isPositional)) throw new BadValueError(`The destination field for $rename may not be dynamic: ${arg}`);
        targets.push(arg);
      }
    }
  }
  checkConflicts(targets);
  const arrayFilters = compileArrayFilters(ctx.arrayFilters, actions, u, ctx.collation);
  // MongoDB applies field updates in lexicographic path order (so new fields appear sorted).
  actions.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const usesDollar = actions.some((a) => a.parts.includes('$'));
  const positionalCache = new Map<string, Predicate>();

  return {
    kind: 'operators',
    apply(doc, isInsert) {
      const next = cloneValue(doc);
      let modified = false;
      // The positional `$` is resolved once, against the document as the query matched it: an
      // earlier action of the same update ({'children.$.name': ...}) must not move it for a later
      // one ({'children.$.updatedAt': ...}), as mongoose sends for child schemas with timestamps.
      const positional = usesDollar ? positionalResolver(doc, positionalPredicate(ctx.query, positionalCache)) : undefined;
      for (const action of actions) {
        if (action.op === '$setOnInsert' && !isInsert) continue;
        const concrete = expandPositional(next, action, arrayFilters, positional, isInsert);
        for (const parts of concrete) {
          if (applyAction(next, action, parts, ctx)) modified = true;
        }
      }
      if (!isInsert && doc._id !== undefined && !sameValue(next._id, doc._id)) throw immutableIdError();
      if (isInsert && next._id === undefined && doc._id !== undefined) next._id = doc._id;
      return { doc: next, modified };
    },
  };
}

function validatePath(path: string): void {
  if (path === '') throw new StoreError(ErrorCode.EmptyFieldName, 'An empty update path is not valid.');
  const parts = path.split('.');
  if (parts.some((p) => p === '')) {
    throw new StoreError(ErrorCode.EmptyFieldName, `The update path '${path}' contains an empty field name, which is not allowed.`);
  }
  if (parts.filter((p) => p === '$').length > 1) {
    throw new BadValueError(`Too many positional (i.e. '$') elements found in path '${path}'`);
  }
  const first = parts[0] ?? '';
  if (first.startsWith('$')) {
    throw new StoreError(ErrorCode.DollarPrefixedFieldName, `The dollar ($) prefixed field '${first}' in '${path}' is not valid for storage.`);
  }
}

function validateArg(op: string, path: string, arg: unknown): void {
  switch (op) {
    case '$inc':
    case '$mul':
      if (!isNumeric(arg)) {
        throw new StoreError(
          ErrorCode.TypeMismatch,
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${formatValue(arg)}}`,
        );
      }
      break;
    case '$pop':
      if (!isNumeric(arg) || (toNumber(arg) !== 1 && toNumber(arg) !== -1)) {
        throw new BadValueError(`$pop expects 1 or -1, found: ${formatValue(arg)}`);
      }
      break;
    case '$pullAll':
      if (!Array.isArray(arg)) throw new BadValueError(`$pullAll requires an array argument but was given a ${typeName(arg)}`);
      break;
    case '$currentDate':
      if (arg !== true && arg !== false && !(isPlainObject(arg) && (arg.$type === 'date' || arg.$type === 'timestamp'))) {
        throw new BadValueError(
          `${typeName(arg)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
        );
      }
      break;
    case '$bit':
      if (!isPlainObject(arg) || Object.keys(arg).length === 0) {
        throw new BadValueError(`The $bit modifier is not compatible with a ${typeName(arg)}. You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}`);
      }
      for (const [k, v] of Object.entries(arg)) {
        if (k !== 'and' && k !== 'or' && k !== 'xor') throw new BadValueError(`The $bit modifier only supports 'and', 'or', and 'xor', not '${k}' which is an unknown operator: {${k}: ${formatValue(v)}}`);
        const kind = isNumeric(v) ? numericKind(v) : undefined;
        if (kind !== 'int' && kind !== 'long') throw new BadValueError(`The $bit modifier field must be an Integer(32/64 bit); a '${typeName(v)}' is not supported here: {${k}: ${formatValue(v)}}`);
      }
      break;
    case '$push':
    case '$addToSet':
      if (isPlainObject(arg) && '$each' in arg) {
        if (!Array.isArray(arg.$each)) throw new BadValueError(`The argument to $each in ${op} must be an array but it was of type: ${typeName(arg.$each)}`);
        for (const k of Object.keys(arg)) {
          const allowed = op === '$push' ? ['$each', '$slice', '$sort', '$position'] : ['$each'];
          if (!allowed.includes(k)) {
            throw new BadValueError(op === '$push' ? `Unrecognized clause in $push: ${k}` : `Found unexpected fields after $each in $addToSet: ${formatKeyValue(arg)}`);
          }
        }
        if (arg.$slice !== undefined && !(isNumeric(arg.$slice) && Number.isInteger(toNumber(arg.$slice)))) {
          throw new BadValueError(`The value for $slice must be an integer value but was given type: ${typeName(arg.$slice)}`);
        }
        if (arg.$position !== undefined && !(isNumeric(arg.$position) && Number.isInteger(toNumber(arg.$position)))) {
          throw new BadValueError(`The value for $position must be an integer value, not of type: ${typeName(arg.$position)}`);
        }
        if (arg.$sort !== undefined && !isPlainObject(arg.$sort) && !(isNumeric(arg.$sort) && Math.abs(toNumber(arg.$sort)) === 1)) {
          throw new BadValueError('The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields');
        }
      }
      break;
    default:
      break;
  }
}

/** Two update targets conflict when one equals, or is a dotted prefix of, the other. */
function checkConflicts(paths: string[]): void {
  if (paths.length < 2) return;
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1] as string;
    const b = sorted[i] as string;
    if (a === b || b.startsWith(a + '.')) {
      throw new StoreError(ErrorCode.ConflictingUpdateOperators, `Updating the path '${b}' would create a conflict at '${a}'`);
    }
  }
}

type ArrayFilterMap = Map<string, Predicate>;

function compileArrayFilters(raw: unknown[] | undefined, actions: Action[], u: Doc, collation: StringComparator | undefined): ArrayFilterMap {
  const map: ArrayFilterMap = new Map();
  for (const f of raw ?? []) {
    if (!isPlainObject(f) || Object.keys(f).length === 0) throw new StoreError(ErrorCode.FailedToParse, 'Cannot use an expression without a top-level field name in arrayFilters');
    let id: string | undefined;
    const rewritten: Doc = {};
    for (const [k, v] of Object.entries(f)) {
      const [head = '', ...rest] = k.split('.');
      if (!/^[a-z][a-zA-Z0-9]*$/.test(head)) {
        throw new BadValueError(`Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${head}'`);
      }
      if (id !== undefined && id !== head) {
        throw new StoreError(ErrorCode.FailedToParse, `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${id}' and '${head}'`);
      }
      id = head;
      rewritten[['e', ...rest].join('.')] = v;
    }
    if (id === undefined) continue;
    if (map.has(id)) throw new StoreError(ErrorCode.FailedToParse, `Found multiple array filters with the same top-level field name ${id}`);
    const pred = compileFilter(rewritten, { collation });
    map.set(id, pred);
  }
  const used = new Set<string>();
  for (const a of actions) {
    for (const p of a.parts) {
      const m = /^\$\[(.+)\]$/.exec(p);
      if (m?.[1] !== undefined) {
        if (!map.has(m[1])) throw new BadValueError(`No array filter found for identifier '${m[1]}' in path '${a.path}'`);
        used.add(m[1]);
      }
    }
  }
  for (const id of map.keys()) {
    if (!used.has(id)) {
      throw new StoreError(ErrorCode.FailedToParse, `The array filter for identifier '${id}' was not used in the update ${formatKeyValue(u)}`);
    }
  }
  return map;
}

/** Builds (once per prefix) the predicate deciding which array element the query matched. */
function positionalPredicate(query: Doc, cache: Map<string, Predicate>): (prefix: string) => Predicate {
  return (prefix) => {
    let p = cache.get(prefix);
    if (!p) {
      const relevant: Doc = {};
      const visit = (f: Doc): void => {
        for (const [k, v] of Object.entries(f)) {
          if (k === '$and' && Array.isArray(v)) {
            for (const s of v) if (isPlainObject(s)) visit(s);
          } else if (k === prefix || k.startsWith(prefix + '.')) {
            setField(relevant, k, v);
          }
        }
      };
      visit(query);
      p = Object.keys(relevant).length > 0 ? compileFilter(relevant) : () => false;
      cache.set(prefix, p);
    }
    return p;
  };
}

/** Index of the array element the query matched, per array path, computed on the original document. */
type PositionalResolver = (concretePrefix: string[], patternPrefix: string) => number;

function positionalResolver(original: Doc, predicateFor: (prefix: string) => Predicate): PositionalResolver {
  const found = new Map<string, number>();
  return (concretePrefix, patternPrefix) => {
    const key = concretePrefix.join('.');
    let idx = found.get(key);
    if (idx === undefined) {
      const arr = getConcrete(original, concretePrefix);
      if (!Array.isArray(arr)) throw positionalError();
      const pred = predicateFor(patternPrefix);
      const wrapParts = splitPath(patternPrefix);
      idx = arr.findIndex((el) => pred(wrapAt(wrapParts, el)));
      if (idx < 0) throw positionalError();
      found.set(key, idx);
    }
    return idx;
  };
}

/** Only `$`, `$[]` and `$[<id>]` are positional; other `$`-prefixed parts are field names (MongoDB 5+). */
function isPositional(part: string): boolean {
  return part === '$' || (part.startsWith('$[') && part.endsWith(']'));
}

function positionalError(): StoreError {
  return new BadValueError('The positional operator did not find the match needed from the query.');
}

/** Expands `$`, `$[]` and `$[id]` into the concrete paths present in `doc`. */
function expandPositional(
  doc: Doc,
  action: Action,
  filters: ArrayFilterMap,
  positional: PositionalResolver | undefined,
  isInsert: boolean,
): string[][] {
  const { parts } = action;
  if (!parts.some(isPositional)) return [parts];
  let results: string[][] = [[]];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (!isPositional(part)) {
      for (const r of results) r.push(part);
      continue;
    }
    const next: string[][] = [];
    for (const r of results) {
      const arr = getConcrete(doc, r);
      const prefix = r.join('.');
      if (part === '$') {
        if (isInsert || !positional) throw positionalError();
        if (!Array.isArray(arr)) throw positionalError();
        next.push([...r, String(positional(r, prefixPath(parts, i)))]);
        continue;
      }
      if (arr === undefined) {
        if (action.op === '$unset' || action.op === '$pull' || action.op === '$pop' || action.op === '$pullAll') continue;
        throw new BadValueError(`The path '${prefix}' must exist in the document in order to apply array updates.`);
      }
      if (!Array.isArray(arr)) {
        throw new BadValueError(`Cannot apply array updates to non-array element ${parts[i - 1] ?? prefix}: ${formatValue(arr)}`);
      }
      const m = /^\$\[(.*)\]$/.exec(part);
      const id = m?.[1] ?? '';
      const pred = id === '' ? undefined : filters.get(id);
      arr.forEach((el, idx) => {
        if (!pred || pred({ e: el })) next.push([...r, String(idx)]);
      });
    }
    results = next;
  }
  return results;
}

function prefixPath(parts: string[], i: number): string {
  return parts.slice(0, i).join('.');
}

function wrapAt(parts: string[], el: unknown): Doc {
  let cur: unknown = [el];
  for (let i = parts.length - 1; i >= 0; i--) cur = { [parts[i] as string]: cur };
  return cur as Doc;
}

function getConcrete(doc: Doc, parts: string[]): unknown {
  let cur: unknown = doc;
  for (const p of parts) {
    if (Array.isArray(cur)) cur = isIndexKey(p) ? cur[Number(p)] : undefined;
    else if (isPlainObject(cur)) cur = getField(cur, p);
    else return undefined;
    if (cur === undefined) return undefined;
  }
  return cur;
}

type Container = Doc | unknown[];

/**
 * Walks to the parent of the last path part. With `create`, missing objects are created along the
 * way (MongoDB's rules: cannot create fields inside scalars or non-numeric fields in arrays).
 */
function resolveParent(doc: Doc, parts: string[], create: boolean): { parent: Container; key: string } | undefined {
  let cur: Container = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i] as string;
    let next: unknown;
    if (Array.isArray(cur)) {
      if (!isIndexKey(key)) {
        if (!create) return undefined;
        throw new StoreError(ErrorCode.PathNotViable, `Cannot create field '${key}' in element {${parts[i - 1] ?? ''}: ${formatValue(cur)}}`);
      }
      next = cur[Number(key)];
    } else {
      next = getField(cur, key);
    }
    if (next === undefined || (next === null && !create)) {
      if (!create) return undefined;
      const created: Doc = {};
      setChild(cur, key, created);
      cur = created;
      continue;
    }
    if (isPlainObject(next) || Array.isArray(next)) {
      cur = next;
      continue;
    }
    if (!create) return undefined;
    throw new StoreError(ErrorCode.PathNotViable, `Cannot create field '${parts[i + 1] ?? ''}' in element {${key}: ${formatValue(next)}}`);
  }
  const last = parts[parts.length - 1] as string;
  if (Array.isArray(cur) && !isIndexKey(last)) {
    if (!create) return undefined;
    throw new StoreError(ErrorCode.PathNotViable, `Cannot create field '${last}' in element {${parts[parts.length - 2] ?? ''}: ${formatValue(cur)}}`);
  }
  return { parent: cur, key: last };
}

function getChild(parent: Container, key: string): unknown {
  return Array.isArray(parent) ? parent[Number(key)] : getField(parent, key);
}

function setChild(parent: Container, key: string, value: unknown): void {
  if (Array.isArray(parent)) {
    const idx = Number(key);
    while (parent.length < idx) parent.push(null);
    parent[idx] = value;
  } else {
    setField(parent, key, value);
  }
}

/** Binary-ish sameness: equal value and same BSON type (1 vs 1.0 counts as a change, like mongod). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeName(a) !== typeName(b)) return false;
  if (Array.isArray(a) || isPlainObject(a)) return deepSame(a, b);
  return valuesEqual(a, b);
}

function deepSame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameValue(a[k], b[k]));
  }
  return sameValue(a, b);
}

function idText(doc: Doc): string {
  return formatKeyValue({ _id: doc._id });
}

/** Applies one operator at one concrete path; returns whether the document changed. */
function applyAction(doc: Doc, action: Action, parts: string[], ctx: UpdateContext): boolean {
  const { op, arg } = action;
  const path = parts.join('.');
  switch (op) {
    case '$set':
    case '$setOnInsert': {
      const loc = resolveParent(doc, parts, true);
      if (!loc) return false;
      const old = getChild(loc.parent, loc.key);
      if (old !== undefined && sameValue(old, arg)) return false;
      setChild(loc.parent, loc.key, cloneValue(arg));
      return true;
    }
    case '$unset': {
      const loc = resolveParent(doc, parts, false);
      if (!loc) return false;
      if (Array.isArray(loc.parent)) {
        const idx = Number(loc.key);
        if (idx >= loc.parent.length || loc.parent[idx] === null) return false;
        loc.parent[idx] = null;
        return true;
      }
      if (!hasField(loc.parent, loc.key)) return false;
      delete loc.parent[loc.key];
      return true;
    }
    case '$inc':
    case '$mul': {
      const loc = resolveParent(doc, parts, true);
      if (!loc) return false;
      const old = getChild(loc.parent, loc.key);
      if (old === undefined) {
        setChild(loc.parent, loc.key, op === '$inc' ? arg : arith(arg, 0, 'mul'));
        return true;
      }
      if (!isNumeric(old)) {
        throw new StoreError(
          ErrorCode.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. ${idText(doc)} has the field '${loc.key}' of non-numeric type ${typeName(old)}`,
        );
      }
      const result = arith(old, arg, op === '$inc' ? 'add' : 'mul');
      if (sameValue(old, result)) return false;
      setChild(loc.parent, loc.key, result);
      return true;
    }
    case '$min':
    case '$max': {
      const loc = resolveParent(doc, parts, true);
      if (!loc) return false;
      const old = getChild(loc.parent, loc.key);
      const c = old === undefined ? 0 : compareValues(arg, old, ctx.collation);
      if (old !== undefined && (op === '$min' ? c >= 0 : c <= 0)) return false;
      setChild(loc.parent, loc.key, cloneValue(arg));
      return true;
    }
    case '$currentDate': {
      if (arg === false) return false;
      const loc = resolveParent(doc, parts, true);
      if (!loc) return false;
      const now = Date.now();
      const value = isPlainObject(arg) && arg.$type === 'timestamp' ? new Timestamp({ t: Math.floor(now / 1000), i: 1 }) : new Date(now);
      setChild(loc.parent, loc.key, value);
      return true;
    }
    case '$rename': {
      const from = resolveParent(doc, parts, false);
      if (!from || Array.isArray(from.parent)) return false;
      if (!hasField(from.parent, from.key)) return false;
      const value = from.parent[from.key];
      const toParts = splitPath(String(arg));
      delete from.parent[from.key];
      const to = resolveParent(doc, toParts, true);
      if (!to) return true;
      if (Array.isArray(to.parent)) throw new BadValueError(`The destination field for $rename may not be dynamic: ${String(arg)}`);
      setChild(to.parent, to.key, value);
      return true;
    }
    case '$push':
    case '$addToSet': {
      const loc = resolveParent(doc, parts, true);
      if (!loc) return false;
      let arr = getChild(loc.parent, loc.key);
      if (arr === undefined) {
        arr = [];
        setChild(loc.parent, loc.key, arr);
      } else if (!Array.isArray(arr)) {
        if (op === '$push') {
          throw new BadValueError(`The field '${path}' must be an array but is of type ${typeName(arr)} in document ${idText(doc)}`);
        }
        throw new BadValueError(`Cannot apply $addToSet to non-array field. Field named '${loc.key}' has non-array type ${typeName(arr)}`);
      }
      const target = arr as unknown[];
      const spec = isPlainObject(arg) && '$each' in arg ? arg : undefined;
      const items = spec ? (spec.$each as unknown[]) : [arg];
      if (op === '$addToSet') {
        let changed = false;
        for (const item of items) {
          if (!target.some((x) => valuesEqual(x, item))) {
            target.push(cloneValue(item));
            changed = true;
          }
        }
        return changed;
      }
      const before = target.length;
      let position = spec?.$position !== undefined ? toNumber(spec.$position) : target.length;
      if (position < 0) position = Math.max(0, target.length + position);
      if (position > target.length) position = target.length;
      target.splice(position, 0, ...items.map((x) => cloneValue(x)));
      if (spec?.$sort !== undefined) sortArray(target, spec.$sort);
      if (spec?.$slice !== undefined) {
        const n = toNumber(spec.$slice);
        const kept = n >= 0 ? target.slice(0, n) : target.slice(Math.max(0, target.length + n));
        target.splice(0, target.length, ...kept);
      }
      return target.length !== before || items.length > 0 || spec?.$sort !== undefined;
    }
    case '$pop': {
      const loc = resolveParent(doc, parts, false);
      if (!loc) return false;
      const arr = getChild(loc.parent, loc.key);
      if (arr === undefined) return false;
      if (!Array.isArray(arr)) {
        throw new StoreError(ErrorCode.TypeMismatch, `Path '${path}' contains an element of non-array type '${typeName(arr)}'`);
      }
      if (arr.length === 0) return false;
      if (toNumber(arg) === 1) arr.pop();
      else arr.shift();
      return true;
    }
    case '$pull':
    case '$pullAll': {
      const loc = resolveParent(doc, parts, false);
      if (!loc) return false;
      const arr = getChild(loc.parent, loc.key);
      if (arr === undefined) return false;
      if (!Array.isArray(arr)) throw new BadValueError(`Cannot apply ${op} to a non-array value`);
      const test = op === '$pullAll' ? (x: unknown) => (arg as unknown[]).some((v) => valuesEqual(x, v)) : pullPredicate(arg, ctx.collation);
      const kept: unknown[] = arr.filter((x) => !test(x));
      if (kept.length === arr.length) return false;
      arr.splice(0, arr.length, ...kept);
      return true;
    }
    case '$bit': {
      const loc = resolveParent(doc, parts, true);
      if (!loc) return false;
      const old = getChild(loc.parent, loc.key) ?? 0;
      const kind = isNumeric(old) ? numericKind(old) : undefined;
      if (kind !== 'int' && kind !== 'long') {
        throw new BadValueError(`Cannot apply $bit to a value of non-integral type.${idText(doc)} has the field ${loc.key} of non-integer type ${typeName(old)}`);
      }
      let result: unknown = old;
      for (const [bop, v] of Object.entries(arg as Doc)) {
        const useLong = numericKind(result) === 'long' || numericKind(v) === 'long';
        const a = BigInt(Math.trunc(toNumber(result)));
        const b = BigInt(Math.trunc(toNumber(v)));
        const r = bop === 'and' ? a & b : bop === 'or' ? a | b : a ^ b;
        result = useLong ? Long.fromBigInt(BigInt.asIntN(64, r)) : Number(BigInt.asIntN(32, r));
      }
      if (sameValue(old, result)) return false;
      setChild(loc.parent, loc.key, result);
      return true;
    }
    default:
      throw new StoreError(ErrorCode.FailedToParse, `Unknown modifier: ${op}`);
  }
}

function pullPredicate(cond: unknown, collation: StringComparator | undefined): (x: unknown) => boolean {
  if (isPlainObject(cond)) {
    const keys = Object.keys(cond);
    if (keys.length > 0 && keys.every((k) => k.startsWith('$') && k !== '$and' && k !== '$or' && k !== '$nor')) {
      const pred = compileFilter({ v: cond }, { collation });
      return (x) => pred({ v: x });
    }
    const pred = compileFilter(cond, { collation });
    return (x) => isPlainObject(x) && pred(x);
  }
  if (cond instanceof RegExp || bsonTag(cond) === 'BSONRegExp') {
    const pred = compileFilter({ v: cond });
    return (x) => pred({ v: x });
  }
  return (x) => valuesEqual(x, cond, collation);
}

function sortArray(arr: unknown[], spec: unknown): void {
  if (isPlainObject(spec)) {
    const docs = arr.map((x, i) => ({ x, i, d: isPlainObject(x) ? x : {} }));
    const sorted = sortDocuments(docs.map((e) => e.d), spec);
    const order = new Map(docs.map((e) => [e.d, e.x] as const));
    arr.splice(0, arr.length, ...sorted.map((d) => order.get(d)));
    return;
  }
  const dir = toNumber(spec);
  arr.sort((a, b) => compareValues(a, b) * dir);
}

/**
 * The document an upsert starts from: the equality conditions of the filter ({a: 1},
 * {'b.c': 2}, {a: {$eq: 1}}, and those inside $and).
 */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const s of v) if (isPlainObject(s)) visit(s);
        continue;
      }
      if (k.startsWith('$')) continue;
      let value: unknown;
      if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith('$'))) {
        if (!('$eq' in v)) continue;
        value = v.$eq;
      } else if (v instanceof RegExp || bsonTag(v) === 'BSONRegExp') {
        continue;
      } else {
        value = v;
      }
      const parts = splitPath(k);
      if (parts.some(isPositional)) continue;
      const loc = resolveParent(seed, parts, true);
      if (loc) setChild(loc.parent, loc.key, cloneValue(value));
    }
  };
  visit(filter);
  return seed;
}

