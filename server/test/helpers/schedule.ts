/** Reading scheduled jobs in tests: when a job next runs, as a wall clock in a time zone. */
import mongoose from 'mongoose';
import { JOBS_COLLECTION, scheduler } from '../../src/modules/scheduler/scheduler.js';

/** "Mon 08:00": the weekday and time of `at` in `timeZone`. */
export function wallClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** A scheduled job as stored: its next run and how it repeats (a cron expression, or milliseconds). */
export type StoredSchedule = { nextRunAt: Date; repeatInterval: string | number | null };

/**
 * Settings listeners reschedule after the answer; waits (briefly) until the job's stored schedule
 * passes `ok`. Checking what the job repeats on, not only its next run, tells a change apart even
 * when the old and the new schedule fall due at the same moment (weekly on Sunday 02:00 and hourly,
 * read on a Sunday between 01:00 and 02:00).
 */
export async function waitForSchedule(job: string, ok: (schedule: StoredSchedule) => boolean): Promise<StoredSchedule> {
  for (let i = 0; i < 100; i++) {
    const at = await scheduler().nextRunOf(job);
    const stored = await mongoose.connection.db?.collection<{ repeatInterval?: string | number | null }>(JOBS_COLLECTION).findOne({ name: job, type: 'single' });
    const schedule = at ? { nextRunAt: at, repeatInterval: stored?.repeatInterval ?? null } : null;
    if (schedule && ok(schedule)) return schedule;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the job ${job} was not rescheduled`);
}

/** Waits (briefly) until the job's stored next run passes `ok`. */
export async function waitForNextRun(job: string, ok: (at: Date) => boolean): Promise<Date> {
  return (await waitForSchedule(job, (schedule) => ok(schedule.nextRunAt))).nextRunAt;
}
