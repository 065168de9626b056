/**
 * Scheduled publishing of content (jobs, services, courses): "Publish at" publishes a record,
 * "Unpublish at" takes it off the site. One scheduler job looks every minute (once across
 * processes, scheduler.ts) for what is due in each kind of record registered here by the module
 * that owns it; each change is a conditional write on the scheduled times themselves, so even two
 * runs that overlapped would apply it once. A time is cleared once applied, and the change is
 * logged as the system's, in the same transaction.
 */
import type { MessageText } from '../../i18n/message.js';
import mongoose, { type Model, type Types } from 'mongoose';
import { ValidationError } from '../../core/errors.js';
import { instantOfLocal } from '../../core/local-time.js';
import type { SiteZone } from '../../core/scheduled-time.js';
import { defineJob, scheduler } from '../scheduler/index.js';
import { recordActivity } from './activity.record.js';
import type { ActivityEntityType } from './activity.model.js';

export const PUBLISHING_JOB = 'content.scheduled-publishing';
const EVERY_MINUTE = 60_000;

type Scheduled = { _id: Types.ObjectId; publishAt?: Date | null; unpublishAt?: Date | null };

export type ScheduledPublishing<T extends Scheduled> = {
  entityType: ActivityEntityType;
  model: Model<T>;
  /** What publishing sets (a job's status and first posting date). */
  published: (record: T, now: Date) => Record<string, unknown>;
  /** What unpublishing sets. */
  unpublished: Record<string, unknown>;
  /** The record as the log names it: "Job Data Engineer". */
  label: (record: T) => MessageText;
};

const kinds: ScheduledPublishing<Scheduled>[] = [];

/** Called at import by the module that owns the records; the minute's check covers them from then on. */
export function registerScheduledPublishing<T extends Scheduled>(kind: ScheduledPublishing<T>): void {
  kinds.push(kind as unknown as ScheduledPublishing<Scheduled>);
}

defineJob(PUBLISHING_JOB, async () => {
  await applyDueSchedules();
});

/** Puts the minute's check on the scheduler (start-up; idempotent). */
export function syncPublishingSchedule(): Promise<Date | null> {
  return scheduler().schedule(PUBLISHING_JOB, { everyMs: EVERY_MINUTE });
}

/** A validated "Publish at" as an instant: a wall-clock time is read in the site's zone. */
async function scheduledInstant(value: Date | string | null | undefined, zone: SiteZone): Promise<Date | null | undefined> {
  if (value === undefined || value === null || value instanceof Date) return value;
  return instantOfLocal(value, await zone());
}

/** "Publish at" and "Unpublish at" of validated input as instants (a wall-clock time is the site's), the second after the first. */
export async function withSchedule<T extends { publishAt?: Date | string | null; unpublishAt?: Date | string | null }>(data: T, zone: SiteZone) {
  const publishAt = await scheduledInstant(data.publishAt, zone);
  const unpublishAt = await scheduledInstant(data.unpublishAt, zone);
  if (publishAt && unpublishAt && unpublishAt <= publishAt) throw new ValidationError({ unpublishAt: /*i18n*/ { message: 'Unpublish at must be after Publish at' } });
  return { ...data, publishAt, unpublishAt };
}

/** Publishes and unpublishes every registered record whose time has come; answers how many changed. */
export async function applyDueSchedules(now = new Date()): Promise<number> {
  let changed = 0;
  for (const kind of kinds) {
    const due = await kind.model.find({ $or: [{ publishAt: { $lte: now } }, { unpublishAt: { $lte: now } }] }).lean<Scheduled[]>();
    for (const record of due) {
      if (await applyDue(kind, record, now)) changed += 1;
    }
  }
  return changed;
}

async function applyDue(kind: ScheduledPublishing<Scheduled>, record: Scheduled, now: Date): Promise<boolean> {
  const publishDue = !!record.publishAt && record.publishAt <= now;
  const unpublishDue = !!record.unpublishAt && record.unpublishAt <= now;
  // Both due (the scheduler was down across both): the later one is the state meant now.
  const publishes = publishDue && (!unpublishDue || (record.publishAt as Date) > (record.unpublishAt as Date));
  const set: Record<string, unknown> = publishes ? kind.published(record, now) : { ...kind.unpublished };
  if (publishDue) set['publishAt'] = null;
  if (unpublishDue) set['unpublishAt'] = null;
  // Matches only while the times are still the ones read: a second run (or an edit) finds nothing to do.
  const unchanged = { _id: record._id, publishAt: record.publishAt ?? null, unpublishAt: record.unpublishAt ?? null };
  return mongoose.connection.transaction(async (session) => {
    const updated = await kind.model.findOneAndUpdate(unchanged, { $set: set }, { returnDocument: 'after', session }).lean<Scheduled>();
    if (!updated) return false;
    const summary = /*i18n*/ ({ message: '{record} was {publishes, select, yes {published} other {unpublished}} as scheduled', values: { record: kind.label(record), publishes: publishes ? 'yes' : 'no' } });
    await recordActivity({ actor: 'system', action: 'update', entityType: kind.entityType, entityId: record._id, summary, before: record, after: updated }, session);
    return true;
  });
}
