/**
 * find/findAndModify projections. Inclusion/exclusion (the shapes mongoose's `select` produces) and
 * the positional `field.$` are handled here, preserving the document's field order like mongod;
 * anything richer ($slice, $elemMatch, expressions) is evaluated by mingo's $project.
 */
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { runPipeline } from './mingo.js';
import { compileFilter } from './query.js';
import { isNumeric, isPlainObject, toNumber, type Doc } from './values.js';
import { getField, nullProtoObject, setField } from './own.js';

/** Null-prototype nodes: a projected field named `constructor` or `__proto__` is just a key. */
type Tree = { [key: string]: Tree | true };

export type Projector = (doc: Doc) => Doc;

function isFlag(v: unknown): boolean {
  return typeof v === 'boolean' || isNumeric(v);
}

function addPath(tree: Tree, path: string): void {
  const parts = path.split('.');
  let node = tree;
  for (let i = 0; i < parts.length; i++) {
    const key = parts[i] as string;
    const existing = node[key];
    if (i === parts.length - 1) {
      if (existing !== undefined) throw new StoreError(31250, `Path collision at ${path}`);
      node[key] = true;
    } else {
      if (existing === true) throw new StoreError(31249, `Path collision at ${path} remaining portion ${parts.slice(i + 1).join('.')}`);
      const child: Tree = existing ?? nullProtoObject<Tree | true>();
      node[key] = child;
      node = child;
    }
  }
}

function include(doc: Doc, tree: Tree): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const node = tree[key];
    if (node === undefined) continue;
    const v = doc[key];
    if (node === true) setField(out, key, v);
    else if (Array.isArray(v)) setField(out, key, includeArray(v, node));
    else if (isPlainObject(v)) setField(out, key, include(v, node));
  }
  return out;
}

function includeArray(arr: unknown[], tree: Tree): unknown[] {
  const out: unknown[] = [];
  for (const el of arr) {
    if (Array.isArray(el)) out.push(includeArray(el, tree));
    else if (isPlainObject(el)) out.push(include(el, tree));
  }
  return out;
}

function exclude(doc: Doc, tree: Tree): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const node = tree[key];
    const v = doc[key];
    if (node === true) continue;
    if (node === undefined) setField(out, key, v);
    else if (Array.isArray(v)) setField(out, key, v.map((el: unknown) => (isPlainObject(el) ? exclude(el, node) : el)));
    else if (isPlainObject(v)) setField(out, key, exclude(v, node));
    else setField(out, key, v);
  }
  return out;
}

interface Special {
  path: string;
  kind: '$slice' | '$elemMatch';
  arg: unknown;
}

function specialOf(path: string, v: unknown): Special | undefined {
  if (!isPlainObject(v)) return undefined;
  const keys = Object.keys(v);
  if (keys.length !== 1) return undefined;
  if (keys[0] === '$slice') {
    const arg = v.$slice;
    const ok = isNumeric(arg) || (Array.isArray(arg) && arg.length === 2 && arg.every(isNumeric));
    if (!ok) throw new BadValueError('$slice only supports numbers and [skip, limit] arrays', 28724);
    return { path, kind: '$slice', arg };
  }
  if (keys[0] === '$elemMatch') {
    if (path.includes('.')) throw new BadValueError('Cannot use $elemMatch projection on a nested field.');
    if (!isPlainObject(v.$elemMatch)) throw new BadValueError('elemMatch: Invalid argument, object required.');
    return { path, kind: '$elemMatch', arg: v.$elemMatch };
  }
  return undefined;
}

function sliceArray(arr: unknown[], arg: unknown): unknown[] {
  if (Array.isArray(arg)) {
    let skip = toNumber(arg[0]);
    const limit = toNumber(arg[1]);
    if (skip < 0) skip = Math.max(0, arr.length + skip);
    return arr.slice(skip, skip + Math.max(0, limit));
  }
  const n = toNumber(arg);
  return n >= 0 ? arr.slice(0, n) : arr.slice(Math.max(0, arr.length + n));
}

/** Returns `v` with the array at `parts` sliced, copying along the path (stored documents are shared). */
function sliced(v: unknown, parts: string[], i: number, arg: unknown): unknown {
  if (Array.isArray(v)) return v.map((el: unknown) => (isPlainObject(el) ? sliced(el, parts, i, arg) : el));
  if (!isPlainObject(v)) return v;
  const key = parts[i] as string;
  const child = getField(v, key);
  if (child === undefined) return v;
  if (i === parts.length - 1) return Array.isArray(child) ? { ...v, [key]: sliceArray(child, arg) } : v;
  return { ...v, [key]: sliced(child, parts, i + 1, arg) };
}

/** Compiles a find projection. `filter` is needed for the positional `field.$` form. */
export function compileProjection(spec: unknown, filter: Doc = {}): Projector | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainObject(spec)) throw new BadValueError('projection must be an object');
  const entries = Object.entries(spec);
  if (entries.length === 0) return undefined;
  const specials: Special[] = [];
  const flags: [string, unknown][] = [];
  for (const [k, v] of entries) {
    const sp = specialOf(k, v);
    if (sp) specials.push(sp);
    else if (isFlag(v)) flags.push([k, v]);
    else {
      // Computed fields (aggregation expressions): mingo's $project evaluates them.
      const stages = [{ $project: spec }];
      return (doc) => runPipeline([doc], stages, { resolveCollection: () => [] })[0] ?? {};
    }
  }
  let idFlag: boolean | undefined;
  const inclusions: string[] = [];
  const exclusions: string[] = [];
  for (const [k, v] of flags) {
    const on = typeof v === 'boolean' ? v : toNumber(v) !== 0;
    if (k === '_id') idFlag = on;
    else if (on) inclusions.push(k);
    else exclusions.push(k);
  }
  // $elemMatch is an inclusion; $slice alone keeps every other field (like an exclusion).
  const elemMatches = specials.filter((s) => s.kind === '$elemMatch');
  const slices = specials.filter((s) => s.kind === '$slice');
  // `{ _id: 1 }` alone is an inclusion (only _id comes back; mongoose's Model.exists() relies on it).
  const idOnly = idFlag === true && inclusions.length === 0 && exclusions.length === 0 && slices.length === 0;
  const inclusionMode = inclusions.length > 0 || elemMatches.length > 0 || idOnly;
  if (inclusionMode && exclusions.length > 0) {
    throw new StoreError(ErrorCode.Location31254, `Cannot do exclusion on field ${exclusions[0] ?? ''} in inclusion projection`);
  }
  const tree: Tree = nullProtoObject<Tree | true>();
  const positional: string[] = [];
  let base: (doc: Doc) => Doc;
  if (!inclusionMode) {
    for (const p of exclusions) addPath(tree, p);
    if (idFlag === false) tree._id = true;
    base = (doc) => exclude(doc, tree);
  } else {
    for (const p of inclusions) {
      if (p.endsWith('.$')) {
        const b = p.slice(0, -2);
        positional.push(b);
        addPath(tree, b);
      } else {
        addPath(tree, p);
      }
    }
    for (const s of [...elemMatches, ...slices]) if (!inclusions.includes(s.path)) addPath(tree, s.path);
    if (idFlag !== false) tree._id = true;
    base = (doc) => include(doc, tree);
  }
  const posPreds = positional.map((b) => {
    const relevant: Doc = {};
    for (const [k, v] of Object.entries(filter)) if (k === b || k.startsWith(b + '.')) setField(relevant, k, v);
    if (Object.keys(relevant).length === 0) {
      throw new BadValueError(`Executor error during find command :: caused by :: positional operator '${b}.$' requires corresponding field in query specifier`, 51246);
    }
    return { base: b, pred: compileFilter(relevant) };
  });
  const elemPreds = elemMatches.map((s) => {
    const pred = compileFilter({ v: { $elemMatch: s.arg } });
    return { path: s.path, pred };
  });
  const sliceParts = slices.map((s) => ({ parts: s.path.split('.'), arg: s.arg }));
  if (posPreds.length === 0 && elemPreds.length === 0 && sliceParts.length === 0) return base;
  return (source) => {
    const out = base(source);
    for (const { base: b, pred } of posPreds) {
      const arr = getField(out, b);
      if (!Array.isArray(arr)) continue;
      const idx = arr.findIndex((el) => pred({ [b]: [el] }));
      setField(out, b, idx >= 0 ? [arr[idx]] : []);
    }
    for (const { path, pred } of elemPreds) {
      const arr = getField(source, path);
      const hit: unknown = Array.isArray(arr) ? arr.find((el) => pred({ v: [el] })) : undefined;
      if (hit === undefined) delete out[path];
      else setField(out, path, [hit]);
    }
    let result = out;
    for (const { parts, arg } of sliceParts) result = sliced(result, parts, 0, arg) as Doc;
    return result;
  };
}
