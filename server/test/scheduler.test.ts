/**
 * The database-backed scheduler (agenda on the embedded store): a job scheduled in the site's time
 * zone is due at that zone's wall-clock time; a due job runs once even when two app processes
 * (two schedulers with their own connections) look for it together; a failure is reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { EMBEDDED_DB_NAME } from '../src/db/connection.js';
import { createScheduler, defineJob, scheduler } from '../src/modules/scheduler/scheduler.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
const runs: string[] = [];
defineJob('test.weekly', () => Promise.resolve(void runs.push('weekly')));
defineJob('test.slow', async () => {
  runs.push('slow');
  await new Promise((r) => setTimeout(r, 150));
});
defineJob('test.broken', () => Promise.reject(new Error('disk full')));

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** Wall-clock parts of an instant in a zone, as someone there reads their clock. */
function wallClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

describe('scheduler', () => {
  it('runs a Monday 08:00 job at 08:00 in the site time zone, and not before', async () => {
    runs.length = 0;
    const next = await dueDate(scheduler().schedule('test.weekly', { cron: '0 8 * * 1', timezone: 'America/New_York' }));
    expect(wallClock(next, 'America/New_York')).toBe('Mon 08:00');
    expect(next.getTime()).toBeGreaterThan(Date.now());

    expect(await scheduler().runDue(t.deps, new Date(next.getTime() - 1000))).toEqual([]);
    expect(await scheduler().runDue(t.deps, next)).toEqual([{ name: 'test.weekly', ok: true }]);
    expect(runs).toEqual(['weekly']);

    // The next run is computed from the real clock (the job ran early here): a Monday 08:00 there
    // again, and the job is no longer due at the time it just ran for.
    const after = await dueDate(scheduler().nextRunOf('test.weekly'));
    expect(wallClock(after, 'America/New_York')).toBe('Mon 08:00');
    expect(after.getTime()).toBeGreaterThan(Date.now());
    expect(await scheduler().runDue(t.deps, new Date(after.getTime() - 1000))).toEqual([]);
    // Scheduling again, or with a new time, keeps one stored job.

    await scheduler().schedule('test.weekly', { cron: '0 8 * * 1', timezone: 'America/New_York' });
    await scheduler().schedule('test.weekly', { cron: '30 9 * * *', timezone: 'UTC' });
    expect(wallClock(await dueDate(scheduler().nextRunOf('test.weekly')), 'UTC')).toMatch(/ 09:30$/);
    expect(await mongoose.connection.collection('agendaJobs').countDocuments({ name: 'test.weekly' })).toBe(1);
    await scheduler().unschedule('test.weekly');
    expect(await scheduler().nextRunOf('test.weekly')).toBeNull();
  });

  it('runs a due job once when two processes look for it together', async () => {
    runs.length = 0;
    const other = new MongoClient(t.dbUri);
    await other.connect();
    try {
      const mine = createScheduler(mongoose.connection.getClient().db(EMBEDDED_DB_NAME), { name: 'one' });
      const theirs = createScheduler(other.db(EMBEDDED_DB_NAME), { name: 'two' });
      await mine.schedule('test.slow', { everyMs: 60_000 });
      const due = new Date(Date.now() + 61_000);
      const [a, b] = await Promise.all([mine.runDue(t.deps, due), theirs.runDue(t.deps, due)]);
      expect([...a, ...b]).toEqual([{ name: 'test.slow', ok: true }]);
      expect(runs).toEqual(['slow']);

      // Polling schedulers, as started by main.ts: a queued run-now happens once between them.
      runs.length = 0;
      const first = createScheduler(mongoose.connection.getClient().db(EMBEDDED_DB_NAME), { pollMs: 50, name: 'p1' });
      const second = createScheduler(other.db(EMBEDDED_DB_NAME), { pollMs: 50, name: 'p2' });
      const polling = [first, second];
      await mine.unschedule('test.slow');
      await Promise.all(polling.map((s) => s.start(t.deps)));
      await first.runNow('test.slow');
      await waitFor(() => runs.length > 0);
      await new Promise((r) => setTimeout(r, 400));
      await Promise.all(polling.map((s) => s.stop()));
      expect(runs).toEqual(['slow']);
    } finally {
      await other.close();
    }
  });

  it('runs a due job once when three processes, each with its own connection, poll for it', async () => {
    runs.length = 0;
    const peers = await Promise.all([MongoClient.connect(t.dbUri), MongoClient.connect(t.dbUri)]);
    try {
      const dbs = [mongoose.connection.getClient().db(EMBEDDED_DB_NAME), ...peers.map((p) => p.db(EMBEDDED_DB_NAME))];
      const schedulers = dbs.map((db, i) => createScheduler(db, { pollMs: 50, name: `three-${i + 1}` }));
      // Due now, as a job whose time came while all three processes were running.
      await schedulers[0]?.schedule('test.slow', { everyMs: 60_000 });
      const due = new Date(Date.now() + 61_000);
      const results = await Promise.all(schedulers.map((s) => s.runDue(t.deps, due)));
      expect(results.flat()).toEqual([{ name: 'test.slow', ok: true }]);
      expect(runs).toEqual(['slow']);

      runs.length = 0;
      await Promise.all(schedulers.map((s) => s.start(t.deps)));
      await schedulers[2]?.runNow('test.slow');
      await waitFor(() => runs.length > 0);
      await new Promise((r) => setTimeout(r, 400));
      await Promise.all(schedulers.map((s) => s.stop()));
      expect(runs).toEqual(['slow']);
      await schedulers[0]?.unschedule('test.slow');
    } finally {
      await Promise.all(peers.map((p) => p.close()));
    }
  });

  it('reports a failed run and keeps the schedule', async () => {
    const next = await dueDate(scheduler().schedule('test.broken', { everyMs: 3_600_000 }));
    expect(await scheduler().runDue(t.deps, next)).toEqual([{ name: 'test.broken', ok: false, error: 'disk full' }]);
    expect(await scheduler().nextRunOf('test.broken')).not.toBeNull();
    await scheduler().unschedule('test.broken');
  });
});

async function dueDate(pending: Promise<Date | null>): Promise<Date> {
  const at = await pending;
  if (!at) throw new Error('the job has no next run');
  return at;
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
}
