/** Sort specifications ({a: 1, 'b.c': -1}) compiled to comparators with MongoDB's ordering rules. */
import { BadValueError } from './errors.js';
import { collectValues, splitPath } from './paths.js';
import { compareValues, isNumeric, isPlainObject, toNumber, type Doc, type StringComparator } from './values.js';

export type DocComparator = (a: Doc, b: Doc) => number;

interface SortField {
  parts: string[];
  dir: 1 | -1;
}

export function parseSortSpec(spec: unknown): SortField[] {
  if (!isPlainObject(spec)) throw new BadValueError('sort must be an object', 2);
  const fields: SortField[] = [];
  for (const [path, dirRaw] of Object.entries(spec)) {
    if (isPlainObject(dirRaw)) {
      // {$meta: 'textScore'} and friends: there is no text score here, so the key is a no-op.
      continue;
    }
    if (!isNumeric(dirRaw)) throw new BadValueError(`Illegal key in $sort specification: ${path}: ${String(dirRaw)}`, 15974);
    const n = toNumber(dirRaw);
    if (n !== 1 && n !== -1) throw new BadValueError('$sort key ordering must be 1 (for ascending) or -1 (for descending)', 15975);
    fields.push({ parts: splitPath(path), dir: n });
  }
  return fields;
}

/** The value a document sorts by for one field: min element ascending, max descending (arrays). */
function sortKey(doc: Doc, field: SortField, strCmp: StringComparator | undefined): unknown {
  const values = collectValues(doc, field.parts);
  if (values.length === 1) return values[0];
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareValues(values[i], best, strCmp);
    if (field.dir === 1 ? c < 0 : c > 0) best = values[i];
  }
  return best;
}

/** Sorts documents in place (stable) by the spec; decorates first so keys are computed once. */
export function sortDocuments<T extends Doc>(docs: T[], spec: unknown, strCmp?: StringComparator): T[] {
  const fields = parseSortSpec(spec);
  if (fields.length === 0 || docs.length < 2) return docs;
  const decorated = docs.map((doc, i) => ({ doc, i, keys: fields.map((f) => sortKey(doc, f, strCmp)) }));
  decorated.sort((a, b) => {
    for (let k = 0; k < fields.length; k++) {
      const c = compareValues(a.keys[k], b.keys[k], strCmp);
      if (c !== 0) return c * (fields[k] as SortField).dir;
    }
    return a.i - b.i;
  });
  for (let i = 0; i < decorated.length; i++) docs[i] = (decorated[i] as { doc: T }).doc;
  return docs;
}

interface Decorated<T> {
  doc: T;
  i: number;
  keys: unknown[];
}

/**
 * The first `k` documents of `sortDocuments(docs, spec)` (ties in input order, as there), kept in a
 * bounded max-heap: O(n log k) time and O(k) memory, what mongod's SORT stage does under a limit.
 */
export function sortTopK<T extends Doc>(docs: T[], spec: unknown, k: number, strCmp?: StringComparator): T[] {
  const fields = parseSortSpec(spec);
  if (fields.length === 0) return docs.slice(0, k);
  if (k <= 0) return [];
  if (docs.length <= k) return sortDocuments(docs, spec, strCmp);
  const n = fields.length;
  const dirs = fields.map((f) => f.dir);
  const cmp = (a: Decorated<T>, b: Decorated<T>): number => {
    for (let f = 0; f < n; f++) {
      const c = compareValues(a.keys[f], b.keys[f], strCmp);
      if (c !== 0) return c * (dirs[f] as number);
    }
    return a.i - b.i;
  };
  // heap[0] is the worst of the best k so far.
  const heap: Decorated<T>[] = [];
  const siftDown = (at: number): void => {
    for (;;) {
      const l = 2 * at + 1;
      const r = l + 1;
      let top = at;
      if (l < heap.length && cmp(heap[l] as Decorated<T>, heap[top] as Decorated<T>) > 0) top = l;
      if (r < heap.length && cmp(heap[r] as Decorated<T>, heap[top] as Decorated<T>) > 0) top = r;
      if (top === at) return;
      const t = heap[at] as Decorated<T>;
      heap[at] = heap[top] as Decorated<T>;
      heap[top] = t;
      at = top;
    }
  };
  const siftUp = (at: number): void => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (cmp(heap[at] as Decorated<T>, heap[parent] as Decorated<T>) <= 0) return;
      const t = heap[at] as Decorated<T>;
      heap[at] = heap[parent] as Decorated<T>;
      heap[parent] = t;
      at = parent;
    }
  };
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i] as T;
    const d: Decorated<T> = { doc, i, keys: fields.map((f) => sortKey(doc, f, strCmp)) };
    if (heap.length < k) {
      heap.push(d);
      siftUp(heap.length - 1);
    } else if (cmp(d, heap[0] as Decorated<T>) < 0) {
      heap[0] = d;
      siftDown(0);
    }
  }
  heap.sort(cmp);
  return heap.map((d) => d.doc);
}
