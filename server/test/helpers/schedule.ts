/** Reading scheduled jobs in tests: when a job next runs, as a wall clock in a time zone. */
import { scheduler } from '../../src/modules/scheduler/scheduler.js';

/** "Mon 08:00": the weekday and time of `at` in `timeZone`. */
export function wallClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** Settings listeners reschedule after the answer; waits (briefly) until the job's stored next run passes `ok`. */
export async function waitForNextRun(job: string, ok: (at: Date) => boolean): Promise<Date> {
  for (let i = 0; i < 50; i++) {
    const at = await scheduler().nextRunOf(job);
    if (at && ok(at)) return at;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the job ${job} was not rescheduled`);
}
