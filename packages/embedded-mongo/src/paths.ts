/** Dotted-path helpers shared by the matcher, index key extraction, sorting and projection. */
import { isPlainObject, type Doc } from './values.js';
import { getField } from './own.js';

const splitCache = new Map<string, string[]>();

export function splitPath(path: string): string[] {
  let parts = splitCache.get(path);
  if (!parts) {
    parts = path.split('.');
    if (splitCache.size > 10_000) splitCache.clear();
    splitCache.set(path, parts);
  }
  return parts;
}

export function isIndexKey(key: string): boolean {
  if (key.length === 0 || key.length > 9) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return key === '0' || key.charCodeAt(0) !== 48;
}

/** Plain lookup without array expansion (numeric parts index into arrays). */
export function getPath(doc: unknown, parts: readonly string[]): unknown {
  let cur: unknown = doc;
  for (const p of parts) {
    if (Array.isArray(cur)) {
      if (!isIndexKey(p)) return undefined;
      cur = cur[Number(p)];
    } else if (isPlainObject(cur)) {
      cur = getField(cur, p);
    } else {
      return undefined;
    }
    if (cur === undefined) return undefined;
  }
  return cur;
}

/**
 * All values a path reaches with MongoDB's implicit array traversal; a leaf array contributes its
 * elements (and itself when `includeLeafArrays`). Missing paths contribute `undefined` once.
 */
export function collectValues(doc: unknown, parts: readonly string[], out: unknown[] = [], includeLeafArrays = false): unknown[] {
  walkValues(doc, parts, 0, out, includeLeafArrays);
  if (out.length === 0) out.push(undefined);
  return out;
}

function walkValues(cur: unknown, parts: readonly string[], i: number, out: unknown[], includeLeafArrays: boolean): void {
  if (i === parts.length) {
    if (Array.isArray(cur)) {
      if (includeLeafArrays) out.push(cur);
      for (const el of cur) out.push(el);
    } else {
      out.push(cur);
    }
    return;
  }
  const key = parts[i] as string;
  if (Array.isArray(cur)) {
    if (isIndexKey(key) && Number(key) < cur.length) {
      walkValues(cur[Number(key)], parts, i + 1, out, includeLeafArrays);
      return;
    }
    for (const el of cur) {
      if (isPlainObject(el)) walkValues(el, parts, i, out, includeLeafArrays);
    }
    return;
  }
  if (isPlainObject(cur)) {
    const next = getField(cur, key);
    if (next === undefined) return;
    walkValues(next, parts, i + 1, out, includeLeafArrays);
  }
}

export function hasArrayOnPath(doc: Doc, parts: readonly string[]): boolean {
  let cur: unknown = doc;
  for (const p of parts) {
    if (Array.isArray(cur)) return true;
    if (!isPlainObject(cur)) return false;
    cur = getField(cur, p);
  }
  return Array.isArray(cur);
}
