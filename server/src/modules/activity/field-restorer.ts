/**
 * The restorer most records need (revision.registry.ts): a version's editable fields set on the
 * record that exists, or the whole record inserted with its id when it was deleted. Counters other
 * writes keep (views, ratings, enrollments) stay as they are on a record that exists; a record
 * brought back takes them from its snapshot.
 */
import { Types, type ClientSession, type Model } from 'mongoose';
import type { MessageText } from '../../i18n/message.js';
import { registerRestorer, type Snapshot } from './revision.registry.js';
import type { ActivityEntityType } from './activity.model.js';

export type FieldRestorer = {
  /** What a version brings back on a record that exists. */
  fields: readonly string[];
  /** What a deleted record brought back takes from its snapshot besides `fields` (counters). */
  keptOnInsert?: (snapshot: Snapshot, session: ClientSession, index: number) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Adds to the stored records what their versions carry from elsewhere (a course's lesson texts). */
  expand?: (records: Snapshot[], session: ClientSession) => Promise<Snapshot[]>;
  refusal?: (snapshot: Snapshot, session: ClientSession) => Promise<MessageText | null>;
  /** Runs after the write in the same transaction (an office made headquarters demotes the others). */
  afterWrite?: (snapshots: Snapshot[], session: ClientSession) => Promise<void>;
  label: (snapshot: Snapshot) => MessageText;
};

const objectId = (value: unknown) => new Types.ObjectId(String(value));

/** A snapshot's `fields`, each absent one as null (a version without a value clears it). */
export const snapshotFields = (snapshot: Snapshot, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f, snapshot[f] ?? null]));

export function registerFieldRestorer<T>(entityType: ActivityEntityType, model: Model<T>, spec: FieldRestorer): void {
  registerRestorer(entityType, {
    read: async (ids, session) => {
      const records = await model.find({ _id: { $in: ids.map(objectId) } }, null, { session }).lean<Snapshot[]>();
      return spec.expand ? spec.expand(records, session) : records;
    },
    refusal: spec.refusal,
    label: spec.label,
    write: async (_actor, snapshots, session) => {
      if (!snapshots.length) return;
      const now = new Date();
      // One after another: a transaction's statements may not run side by side on its session (the
      // first would start it twice), and keptOnInsert may read.
      const operations = [];
      for (const [index, snapshot] of snapshots.entries()) {
        operations.push({
          updateOne: {
            filter: { _id: objectId(snapshot._id) },
            update: {
              $set: { ...snapshotFields(snapshot, spec.fields), updatedAt: now },
              $setOnInsert: { ...(await spec.keptOnInsert?.(snapshot, session, index)), createdAt: snapshot['createdAt'] ?? now },
            },
            upsert: true,
          },
        });
      }
      // A record brought back keeps its creation time; the update time is set above.
      await model.bulkWrite(operations, { session, timestamps: false });
      await spec.afterWrite?.(snapshots, session);
    },
  });
}
