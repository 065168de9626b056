/** Reading an export's rows from the database: a lean cursor in batches, so there is no row cap. */
import type { Model, QueryFilter, Types } from 'mongoose';
import type { Row } from './export.sources.js';

export type Doc = Record<string, unknown> & { _id: Types.ObjectId };
export type Plan = { query: QueryFilter<Doc>; sort: Record<string, 1 | -1> };

/**
 * Documents per getMore. Measured with `npm run bench:export` (100,000 users): with 500 a batch
 * outlives the young generation's scavenges, is promoted, and the heap grew by 80-120 MB before the
 * first full collection (CSV and XLSX alike); with 100 it dies young and the process grows by
 * 5-11 MB, in the same time.
 */
const BATCH = 100;

/** Streams a query through a lean cursor, shaping each document with `shape`. */
export function streamed(model: Model<never>, plan: Plan, shape: (doc: Doc) => Row | Promise<Row>) {
  return {
    rows: (async function* () {
      const cursor = model.find(plan.query as never).sort(plan.sort).lean<Doc[]>().cursor({ batchSize: BATCH });
      try {
        for await (const doc of cursor) yield await shape(doc);
      } finally {
        await cursor.close();
      }
    })(),
    count: () => model.countDocuments(plan.query as never).exec(),
  };
}
