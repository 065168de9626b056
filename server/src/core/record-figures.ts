/**
 * A read-only view of one module's records for the modules that count them (dashboards, reports,
 * alerts): counts, aggregations and plain reads, never a write. The owning module makes it from
 * its model and offers it through its front door, so no other module holds the model itself; the
 * figures' queries stay with the code that computes the figure.
 */
import type { ClientSession, Model, PipelineStage, QueryFilter } from 'mongoose';

export type RecordFigures<T> = {
  count(filter: QueryFilter<T>): Promise<number>;
  /** The collection's size from its metadata: fast, and exact when no write is under way. */
  estimatedCount(): Promise<number>;
  aggregate<R>(pipeline: PipelineStage[], session?: ClientSession): Promise<R[]>;
  distinct<V>(field: string, filter: QueryFilter<T>): Promise<V[]>;
  /** Lean records with the fields of `projection`. */
  find(filter: QueryFilter<T>, projection: Record<string, 0 | 1>): Promise<T[]>;
};

export function recordFigures<T>(model: Model<T>): RecordFigures<T> {
  return {
    count: (filter) => model.countDocuments(filter).exec(),
    estimatedCount: () => model.estimatedDocumentCount().exec(),
    aggregate: <R>(pipeline: PipelineStage[], session?: ClientSession) => (session ? model.aggregate<R>(pipeline).session(session) : model.aggregate<R>(pipeline)).exec(),
    distinct: <V>(field: string, filter: QueryFilter<T>) => model.distinct(field, filter).exec() as Promise<V[]>,
    find: (filter, projection) => model.find(filter, projection).lean<T[]>().exec(),
  };
}
