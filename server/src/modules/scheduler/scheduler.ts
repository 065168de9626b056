/**
 * Jobs that run on a schedule, once across every app process on one database: agenda keeps each
 * job in the `agendaJobs` collection and a process takes a job with an atomic findOneAndUpdate on
 * its lock, so N processes behind a proxy run it once. Handlers are code, so every process defines
 * them at import; schedules are data, so they live in the database and any process may change them.
 *
 * main.ts starts the polling (`startScheduler(deps)`) and stops it on shutdown. Tests do not start it:
 * they call `scheduler().runDue(deps, at)`, which takes due jobs through the same locks, at a time they
 * choose. Either way the handlers get the app's configuration and logger (AppDeps) to run with.
 */
import { Agenda, Job, type JobParameters } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import mongoose from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { countJobRun } from '../metrics/index.js';

/** What a job does, with the configuration and logger of the app that runs it. */
export type JobHandler = (deps: AppDeps) => Promise<void>;

/** A cron expression read in `timezone` (an IANA id, the site's time zone), or a fixed interval. */
export type JobSchedule = { cron: string; timezone: string } | { everyMs: number };

export const JOBS_COLLECTION = 'agendaJobs';
/** How often a started scheduler looks for due jobs. */
const POLL_MS = 30_000;
/** A process that died holding a job frees it after this long; longer than any of our jobs. */
const LOCK_LIFETIME_MS = 30 * 60_000;

const handlers = new Map<string, JobHandler>();

/** Names a job and what it does. Call at module load, in every process, before the scheduler starts. */
export function defineJob(name: string, handler: JobHandler): void {
  handlers.set(name, handler);
}

export type JobRun = { name: string; ok: boolean; error?: string };

export type Scheduler = {
  /**
   * Sets (or replaces) the schedule of a defined job. Idempotent: one stored job per name, whose
   * next run is computed from now; called again with a new schedule (a changed setting) it moves.
   */
  schedule: (name: string, schedule: JobSchedule) => Promise<Date | null>;
  /** Stops a job's schedule (the definition stays; `runNow` still works). */
  unschedule: (name: string) => Promise<void>;
  /** When a job is next due, or null when it has no schedule. */
  nextRunOf: (name: string) => Promise<Date | null>;
  /** Queues one run of a job now; whichever process polls first runs it (once). */
  runNow: (name: string) => Promise<void>;
  /**
   * Runs every job due at `at` (default now), each taken through its database lock as the polling
   * scheduler would, and answers what ran. Two processes calling this together run each job once.
   * The seam for tests (no waiting for the clock) and for one-off scripts.
   */
  runDue: (deps: AppDeps, at?: Date) => Promise<JobRun[]>;
  /** Starts polling for due jobs, run with `deps`. Failures are logged (deps.log), never thrown. */
  start: (deps: AppDeps) => Promise<void>;
  /** Stops polling and frees the locks of jobs this instance holds, so another process takes them. */
  stop: () => Promise<void>;
};

/** A scheduler on `db`. The app has one per process (below); tests make two to play two processes. */
export function createScheduler(db: mongoose.mongo.Db, opts: { pollMs?: number; name?: string } = {}): Scheduler {
  const agenda = new Agenda({
    backend: new MongoBackend({ mongo: db, collection: JOBS_COLLECTION }),
    processEvery: opts.pollMs ?? POLL_MS,
    defaultLockLifetime: LOCK_LIFETIME_MS,
    name: opts.name ?? `app-${process.pid.toString()}`,
    // "Run now" leaves one-off jobs behind otherwise.
    removeOnComplete: true,
  });
  const defined = new Set<string>();
  // What the handlers run with: given by `start`, or by `runDue` for the runs it makes.
  let runWith: AppDeps | null = null;
  const run = async (name: string, handler: JobHandler) => {
    if (!runWith) throw new Error('The scheduler runs jobs once started (start) or asked to (runDue)');
    try {
      await handler(runWith);
      countJobRun(name, true);
    } catch (err) {
      countJobRun(name, false);
      throw err;
    }
  };
  // Handlers defined after this scheduler was made (a module imported later) join it on first use.
  const ready = async () => {
    for (const [name, handler] of handlers) {
      if (defined.has(name)) continue;
      agenda.define(name, () => run(name, handler), { lockLifetime: LOCK_LIFETIME_MS, concurrency: 1 });
      defined.add(name);
    }
    await agenda.ready;
    return agenda;
  };
  let started = false;

  return {
    async schedule(name, schedule) {
      assertDefined(name);
      await ready();
      const job =
        'cron' in schedule
          ? await agenda.every(schedule.cron, name, undefined, { timezone: schedule.timezone, skipImmediate: true })
          : await agenda.every(schedule.everyMs, name, undefined, { skipImmediate: true });
      return job.attrs.nextRunAt ?? null;
    },
    async unschedule(name) {
      await ready();
      await agenda.cancel({ name });
    },
    async nextRunOf(name) {
      await ready();
      const job = await db.collection<{ nextRunAt?: Date | null }>(JOBS_COLLECTION).findOne({ name, type: 'single' });
      return job?.nextRunAt ?? null;
    },
    async runNow(name) {
      assertDefined(name);
      await ready();
      await agenda.now(name);
    },
    async runDue(deps, at = new Date()) {
      runWith = deps;
      await ready();
      const runs: JobRun[] = [];
      for (const name of defined) {
        // Each stored job once per call: a repeating job's next run is computed from the real clock,
        // so with `at` in the future it would be due again at once.
        const ran = new Set<string>();
        for (;;) {
          const attrs: JobParameters | undefined = await agenda.db.getNextJobToRun(name, at, new Date(Date.now() - LOCK_LIFETIME_MS), undefined, undefined);
          if (!attrs) break;
          const id = String(attrs._id);
          if (ran.has(id)) {
            await agenda.db.unlockJob(attrs);
            break;
          }
          ran.add(id);
          const job = new Job(agenda, attrs, true);
          const outcome: { error?: string } = {};
          const onFail = (err: Error, failed: Job) => {
            if (failed === job) outcome.error = err.message;
          };
          agenda.on('fail', onFail);
          try {
            await job.run();
          } finally {
            agenda.off('fail', onFail);
          }
          runs.push(outcome.error === undefined ? { name, ok: true } : { name, ok: false, error: outcome.error });
        }
      }
      return runs;
    },
    async start(deps) {
      const { log } = deps;
      runWith = deps;
      await ready();
      if (started) return;
      started = true;
      agenda.on('fail', (err: Error, job: Job) => {
        log.error({ err, job: job.attrs.name }, 'scheduled job failed');
      });
      agenda.on('error', (err: Error) => {
        log.error({ err }, 'scheduler error');
      });
      await agenda.start();
      log.info({ jobs: [...defined] }, 'scheduler started');
    },
    async stop() {
      if (!started) return;
      started = false;
      await agenda.stop(false);
    },
  };
}

let current: { db: mongoose.mongo.Db; scheduler: Scheduler } | null = null;

/** This process's scheduler, on the current connection (tests reconnect mongoose to a fresh store per file). */
export function scheduler(): Scheduler {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The scheduler needs a database connection');
  if (current?.db !== db) current = { db, scheduler: createScheduler(db) };
  return current.scheduler;
}

/** main.ts: start polling once the app serves. */
export function startScheduler(deps: AppDeps): Promise<void> {
  return scheduler().start(deps);
}

/** main.ts: on shutdown, before the database closes. */
export async function stopScheduler(): Promise<void> {
  const stopping = current?.scheduler;
  current = null;
  await stopping?.stop();
}

function assertDefined(name: string): void {
  if (!handlers.has(name)) throw new Error(`No job named "${name}" is defined`);
}
