/**
 * What an export source is: a record type the admin export can write (JSON, CSV, XLSX, PDF), its
 * allow-list of columns (never password hashes, tokens, 2FA secrets or résumé bytes) and how its
 * rows are read, with a database cursor so there is no row cap. A module declares its sources in
 * its descriptor's `exports`; the exports module writes whatever sources are installed.
 */
import type { Model, QueryFilter } from 'mongoose';
import { Types } from 'mongoose';
import type { I18n } from '@lingui/core';
import type { Actor } from './actor.js';
import { translate, type MessageText } from '../i18n/message.js';

/** The list filters an export may carry: the admin list's own filters, checked by the exports module. */
export type ExportFilters = Partial<
  Record<'search' | 'status' | 'role' | 'category' | 'level' | 'priority' | 'department' | 'jobType' | 'period' | 'entityType' | 'action' | 'from' | 'to', string>
> & {
  activeOnly?: boolean;
};

/**
 * An export's columns, declared as `key:Label,...` in the file's order (the label defaults to the key),
 * the string marked `/*i18n:columns*\/` so that `npm run i18n:extract` takes each label as a message
 * (client/build/i18n/descriptor-extractor.ts). The key is the data's name (JSON's keys); the label
 * is the heading a person reads, in the requester's language (`columnHeading`).
 */
export type Column = { key: string; label: string };

/** The context the extractor gives every column label. */
export const EXPORT_COLUMN_CONTEXT = 'export column';

/** A column's heading in the language of `i18n`. */
export function columnHeading(i18n: I18n, column: Column): string {
  return translate(i18n, { message: column.label, context: EXPORT_COLUMN_CONTEXT });
}

export const cols = (spec: string): Column[] =>
  spec.split(',').map((pair) => {
    const [key, label] = pair.split(':') as [string, string | undefined];
    return { key: key.trim(), label: (label ?? key).trim() };
  });

export type Doc = Record<string, unknown> & { _id: Types.ObjectId };
export type Plan = { query: QueryFilter<Doc>; sort: Record<string, 1 | -1> };

/**
 * Documents per getMore. Measured with `npm run bench:export` (100,000 users): with 500 a batch
 * outlives the young generation's scavenges, is promoted, and the heap grew by 80-120 MB before the
 * first full collection (CSV and XLSX alike); with 100 it dies young and the process grows by
 * 5-11 MB, in the same time.
 */
const BATCH = 100;

/**
 * Streams a query through a lean cursor, shaping each document with `shape`. The plan may take a
 * read of its own first (a search that matches other records' names), hence a promise.
 */
export function streamed(model: Model<never>, plan: Plan | Promise<Plan>, shape: (doc: Doc) => Row | Promise<Row>) {
  const planned = Promise.resolve(plan);
  // A refused plan reaches the caller through `count` or `rows`; it must not also go unhandled here.
  planned.catch(() => undefined);
  return {
    rows: (async function* () {
      const { query, sort } = await planned;
      const cursor = model.find(query as never).sort(sort).lean<Doc[]>().cursor({ batchSize: BATCH });
      try {
        for await (const doc of cursor) yield await shape(doc);
      } finally {
        await cursor.close();
      }
    })(),
    count: async () => model.countDocuments((await planned).query as never).exec(),
  };
}

export type Row = Record<string, unknown>;

export type ExportSource = {
  /** The export type's name in the API (`users`, `contact-messages`). */
  type: string;
  /** Its place in the complete export (`all`), lower first; absent: exported on its own only. */
  completeOrder?: number;
  /** The export's name as a person reads it (PDF titles, XLSX sheets): a marked message. */
  title: MessageText;
  columns: Column[];
  /** Wide types print their most useful columns in PDF. */
  pdfColumns: string[];
  /** Rows in the list's order, streamed; `count` is for metadata and progress. `i18n`: the requester's language, for text a row words itself. */
  open: (actor: Actor, filters: ExportFilters, i18n: I18n) => { rows: AsyncIterable<Row>; count: () => Promise<number> };
};

const id = (doc: Doc) => doc._id.toString();

const asModel = (m: unknown) => m as Model<never>;
/** The filter `activeOnly` asks for: active records only. */
export const activeOnly = (filters: ExportFilters): QueryFilter<Doc> => (filters.activeOnly ? { isActive: true } : {});

/** A small cache for names looked up per row (job titles, applicants): each is read once per export. */
export function lookup<T>(load: (id: string) => Promise<T>) {
  const seen = new Map<string, Promise<T>>();
  return (key: unknown) => {
    const k = String(key);
    let hit = seen.get(k);
    if (!hit) {
      if (seen.size > 10_000) seen.clear(); // bounded: a huge export must not grow this without end
      hit = load(k);
      seen.set(k, hit);
    }
    return hit;
  };
}

/** A column's value computed from the document (a renamed field, a looked-up name). */
type Computed = (doc: Doc) => unknown;

/**
 * A source that reads one admin list: each column is the document's own field of that name (as
 * plain data), `id` its id, except the `computed` ones. `computed` is called once per export, so
 * its lookups cache per export.
 */
export function listSource(spec: {
  type: string;
  completeOrder?: number;
  title: MessageText;
  /** `key:Label,...` in the order of the file's columns, marked `/*i18n:columns*\/`. */
  columns: string;
  pdfColumns: string[];
  model: unknown;
  plan: (actor: Actor, f: ExportFilters) => Plan | Promise<Plan>;
  computed?: () => Record<string, Computed>;
}): ExportSource {
  const columns = cols(spec.columns);
  return {
    type: spec.type,
    ...(spec.completeOrder === undefined ? {} : { completeOrder: spec.completeOrder }),
    title: spec.title,
    columns,
    pdfColumns: spec.pdfColumns,
    open: (actor, f) => {
      const computed = spec.computed?.() ?? {};
      const value = (doc: Doc, key: string) => {
        if (key === 'id') return id(doc);
        const compute = computed[key];
        return compute ? compute(doc) : plain(doc[key]);
      };
      return streamed(asModel(spec.model), spec.plan(actor, f), (doc) => rowOf(columns.map(({ key }) => [key, value(doc, key)])));
    },
  };
}

/** The row of `[key, value]` pairs in column order; a promise only when a value is one (a lookup). */
function rowOf(entries: [string, unknown][]): Row | Promise<Row> {
  if (!entries.some(([, v]) => v instanceof Promise)) return Object.fromEntries(entries);
  return Promise.all(entries.map(async ([k, v]) => [k, await v] as const)).then(Object.fromEntries);
}

/** Nested values as plain data: ids as text, no sub-document `_id`s, dates kept for formatting. */
export function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value;
  if (value instanceof Types.ObjectId) return value.toHexString();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') {
    const out: Row = {};
    for (const [k, v] of Object.entries(value)) if (k !== '_id' && k !== '__v') out[k] = plain(v);
    return out;
  }
  return value;
}


declare module './module.js' {
  interface ModuleParts {
    /** The record types this module offers to the admin export. */
    exports: readonly ExportSource[];
  }
}
