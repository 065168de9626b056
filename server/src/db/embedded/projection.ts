/**
 * find/findAndModify projections. Inclusion/exclusion (the shapes mongoose's `select` produces) and
 * the positional `field.$` are handled here, preserving the document's field order like mongod;
 * anything richer ($slice, $elemMatch, expressions) is evaluated by mingo's $project.
 */
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { runPipeline } from './mingo.js';
import { compileFilter } from './query.js';
import { isNumeric, isPlainObject, toNumber, type Doc } from './values.js';

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
      const child: Tree = existing ?? {};
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
    if (node === true) out[key] = v;
    else if (Array.isArray(v)) out[key] = includeArray(v, node);
    else if (isPlainObject(v)) out[key] = include(v, node);
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
    if (node === undefined) out[key] = v;
    else if (Array.isArray(v)) out[key] = v.map((el) => (isPlainObject(el) ? exclude(el, node) : el));
    else if (isPlainObject(v)) out[key] = exclude(v, node);
    else out[key] = v;
  }
  return out;
}

/** Compiles a find projection. `filter` is needed for the positional `field.$` form. */
export function compileProjection(spec: unknown, filter: Doc = {}): Projector | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainObject(spec)) throw new BadValueError('projection must be an object');
  const entries = Object.entries(spec);
  if (entries.length === 0) return undefined;
  const simple = entries.every(([k, v]) => isFlag(v) || (k.endsWith('.$') && isFlag(v)));
  if (!simple) {
    const stages = [{ $project: spec }];
    return (doc) => runPipeline([doc], stages, { resolveCollection: () => [] })[0] ?? {};
  }
  let idFlag: boolean | undefined;
  const inclusions: string[] = [];
  const exclusions: string[] = [];
  for (const [k, v] of entries) {
    const on = typeof v === 'boolean' ? v : toNumber(v) !== 0;
    if (k === '_id') idFlag = on;
    else if (on) inclusions.push(k);
    else exclusions.push(k);
  }
  if (inclusions.length > 0 && exclusions.length > 0) {
    throw new StoreError(ErrorCode.Location31254, `Cannot do exclusion on field ${exclusions[0] ?? ''} in inclusion projection`);
  }
  if (inclusions.length === 0) {
    const tree: Tree = {};
    for (const p of exclusions) addPath(tree, p);
    if (idFlag === false) tree._id = true;
    return (doc) => exclude(doc, tree);
  }
  const tree: Tree = {};
  const positional: string[] = [];
  for (const p of inclusions) {
    if (p.endsWith('.$')) {
      const base = p.slice(0, -2);
      positional.push(base);
      addPath(tree, base);
    } else {
      addPath(tree, p);
    }
  }
  if (idFlag !== false) tree._id = true;
  const posPreds = positional.map((base) => {
    const relevant: Doc = {};
    for (const [k, v] of Object.entries(filter)) if (k === base || k.startsWith(base + '.')) relevant[k] = v;
    if (Object.keys(relevant).length === 0) {
      throw new BadValueError(`Executor error during find command :: caused by :: positional operator '${base}.$' requires corresponding field in query specifier`, 51246);
    }
    return { base, pred: compileFilter(relevant) };
  });
  return (doc) => {
    const out = include(doc, tree);
    for (const { base, pred } of posPreds) {
      const arr = out[base];
      if (!Array.isArray(arr)) continue;
      const idx = arr.findIndex((el) => pred({ [base]: [el] }));
      out[base] = idx >= 0 ? [arr[idx]] : [];
    }
    return out;
  };
}
