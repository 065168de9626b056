/**
 * `{ $meta: 'textScore' }` (and `geoNearDistance`/`geoNearPoint`) in find projections and sorts:
 * the values come from the query's text or near plan, never from the stored document.
 */
import { StoreError } from './errors.js';
import { setField } from './own.js';
import { geoValuesAt } from './geo/geometry.js';
import { docNearDistance } from './geo/operators.js';
import type { QueryPlan } from './planner.js';
import { sortDocuments } from './sort.js';
import { textScore } from './text/text-query.js';
import { isPlainObject, type Doc, type StringComparator } from './values.js';

type MetaKind = 'textScore' | 'geoNearDistance' | 'geoNearPoint';
const KINDS = new Set<string>(['textScore', 'geoNearDistance', 'geoNearPoint']);

function metaKind(v: unknown): MetaKind | undefined {
  if (!isPlainObject(v) || Object.keys(v).length !== 1) return undefined;
  const kind = v.$meta;
  return typeof kind === 'string' && KINDS.has(kind) ? (kind as MetaKind) : undefined;
}

export function hasMeta(spec: unknown): boolean {
  return isPlainObject(spec) && Object.values(spec).some((v) => metaKind(v) !== undefined);
}

/** Metadata values for the documents of one query (computed on demand, once per document). */
export class QueryMeta {
  private readonly scores = new Map<Doc, number>();

  constructor(private readonly plan: QueryPlan | undefined) {}

  value(kind: MetaKind, doc: Doc): unknown {
    const special = this.plan?.special;
    if (kind === 'textScore') {
      if (special?.kind !== 'text') throw new StoreError(40218, 'query requires text score metadata, but it is not available');
      let s = special.scores.get(doc) ?? this.scores.get(doc);
      if (s === undefined) {
        s = textScore(special.keys, special.query, doc);
        this.scores.set(doc, s);
      }
      return s;
    }
    if (special?.kind !== 'geoNear') throw new StoreError(40218, `query requires ${kind} metadata, but it is not available`);
    const parts = special.index.geo?.geoField.parts ?? [];
    const values = geoValuesAt(doc, parts);
    const distance = docNearDistance(special.near, values);
    if (kind === 'geoNearDistance') return distance;
    return values.find((v) => docNearDistance(special.near, [v]) === distance) ?? values[0];
  }
}

/** The projection without its $meta fields, and those fields (appended to each result). */
export function splitMetaProjection(spec: Doc | undefined): { rest: Doc | undefined; fields: [string, MetaKind][] } {
  if (!spec || !hasMeta(spec)) return { rest: spec, fields: [] };
  const rest: Doc = {};
  const fields: [string, MetaKind][] = [];
  for (const [k, v] of Object.entries(spec)) {
    const kind = metaKind(v);
    if (kind) fields.push([k, kind]);
    else setField(rest, k, v);
  }
  return { rest: Object.keys(rest).length > 0 ? rest : undefined, fields };
}

export function withMetaFields(project: ((doc: Doc) => Doc) | undefined, fields: [string, MetaKind][], meta: QueryMeta): ((doc: Doc) => Doc) | undefined {
  if (fields.length === 0) return project;
  return (doc) => {
    const out = project ? { ...project(doc) } : { ...doc };
    for (const [name, kind] of fields) setField(out, name, meta.value(kind, doc));
    return out;
  };
}

const SCORE_KEY = '\u0000meta';

/** Sorts with $meta keys (text score descending, like mongod) among ordinary ones. */
export function sortWithMeta(docs: Doc[], spec: Doc, meta: QueryMeta, collation?: StringComparator): Doc[] {
  const keys = Object.keys(spec);
  if (keys.length === 1 && metaKind(spec[keys[0] as string]) === 'textScore') {
    // The common `sort({ score: { $meta: 'textScore' } })`: no decorated copies needed.
    const scored = docs.map((doc, i) => ({ doc, i, s: meta.value('textScore', doc) as number }));
    scored.sort((a, b) => b.s - a.s || a.i - b.i);
    return scored.map((x) => x.doc);
  }
  const rewritten: Doc = {};
  const kinds: [string, MetaKind][] = [];
  for (const [k, v] of Object.entries(spec)) {
    const kind = metaKind(v);
    if (kind) {
      const key = `${SCORE_KEY}${kinds.length}`;
      kinds.push([key, kind]);
      rewritten[key] = kind === 'textScore' ? -1 : 1;
    } else {
      setField(rewritten, k, v);
    }
  }
  const originals = new Map<Doc, Doc>();
  const decorated = docs.map((doc) => {
    const copy: Doc = { ...doc };
    for (const [key, kind] of kinds) copy[key] = meta.value(kind, doc);
    originals.set(copy, doc);
    return copy;
  });
  return sortDocuments(decorated, rewritten, collation).map((d) => originals.get(d) as Doc);
}
