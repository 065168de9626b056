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
