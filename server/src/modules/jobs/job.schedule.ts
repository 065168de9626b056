/**
 * Scheduled publishing of jobs: "Publish at" makes a job active, "Unpublish at" pauses it. A
 * scheduler job looks every minute (once across processes, scheduler.ts) for what is due; each
 * change is a conditional write on the scheduled time itself, so even two runs that overlapped would
 * apply it once. The time is cleared once applied, and the change is logged as the system's.
 */
import mongoose from 'mongoose';
import { recordActivity } from '../activity/activity.record.js';
import { siteZone } from '../insights/site-zone.js';
import { instantOfLocal, localOfInstant } from '../scheduler/local-time.js';
import { defineJob, scheduler } from '../scheduler/scheduler.js';
import { JobModel, type JobDoc } from './job.model.js';

export const PUBLISHING_JOB = 'content.scheduled-publishing';
const EVERY_MINUTE = 60_000;

defineJob(PUBLISHING_JOB, async () => {
  await applyDueJobSchedules();
});

/** Puts the minute's check on the scheduler (start-up; idempotent). */
export function syncPublishingSchedule(): Promise<Date | null> {
  return scheduler().schedule(PUBLISHING_JOB, { everyMs: EVERY_MINUTE });
}

/** A validated "Publish at" as an instant: a wall-clock time is read in the site's zone. */
export async function scheduledInstant(value: Date | string | null | undefined): Promise<Date | null | undefined> {
  if (value === undefined || value === null || value instanceof Date) return value;
  return instantOfLocal(value, await siteZone());
}

/** A stored schedule as the form shows it: the wall-clock time in the site's zone. */
export async function scheduledLocal(value: Date | null | undefined): Promise<string | null> {
  return value ? localOfInstant(value, await siteZone()) : null;
}

/** Publishes and pauses the jobs whose time has come; answers how many changed. */
export async function applyDueJobSchedules(now = new Date()): Promise<number> {
  const due = await JobModel.find({ $or: [{ publishAt: { $lte: now } }, { unpublishAt: { $lte: now } }] }).lean();
  let changed = 0;
  for (const job of due) {
    if (await applyDue(job, now)) changed += 1;
  }
  return changed;
}

async function applyDue(job: JobDoc, now: Date): Promise<boolean> {
  const publishDue = !!job.publishAt && job.publishAt <= now;
  const unpublishDue = !!job.unpublishAt && job.unpublishAt <= now;
  // Both due (the scheduler was down across both): the later one is the state meant now.
  const publishes = publishDue && (!unpublishDue || (job.publishAt as Date) > (job.unpublishAt as Date));
  const set: Record<string, unknown> = { status: publishes ? 'active' : 'paused' };
  if (publishes && !job.postedDate) set['postedDate'] = now;
  if (publishDue) set['publishAt'] = null;
  if (unpublishDue) set['unpublishAt'] = null;
  // Matches only while the times are still the ones read: a second run (or an edit) finds nothing to do.
  const unchanged = { _id: job._id, publishAt: job.publishAt ?? null, unpublishAt: job.unpublishAt ?? null };
  return mongoose.connection.transaction(async (session) => {
    const updated = await JobModel.findOneAndUpdate(unchanged, { $set: set }, { returnDocument: 'after', session }).lean();
    if (!updated) return false;
    const verb = publishes ? 'published' : 'unpublished';
    await recordActivity({ actor: 'system', action: 'update', entityType: 'job', entityId: job._id, summary: `Job ${job.title} was ${verb} as scheduled`, before: job, after: updated }, session);
    return true;
  });
}
