/**
 * Rebuilds the insight rollups (modules/insights) for the site's zone from the records, with
 * aggregations: after bulk writes (sample history, the bench, a backup restore, payment dates
 * backfilled), when the site's time zone changes, at start-up when they are missing or built for
 * another zone (an existing database), and nightly to repair any drift.
 *
 * Safe with several processes: one rebuild at a time (a lease in `meta`, db/startup-lock.ts); a
 * rebuild that started after this one was asked for already counts everything it would, so it is
 * not repeated. Only differences are written, in one transaction with the state document, so a
 * rebuild of rollups that are right writes nothing, and a live write's `$inc` on a document the
 * rebuild rewrites meets a write conflict (retried) rather than being lost.
 */
import mongoose, { type PipelineStage, type Types } from 'mongoose';
import { zonedMidnight } from '../../core/zoned-time.js';
import { withStartupLock } from '../../db/startup-lock.js';
import type { Logger } from '../../logger.js';
import { activityFigures } from '../activity/index.js';
import { enrollmentFigures } from '../courses/index.js';
import { forgetRollupState, reachedCount, repairGoneSignIns, replaceRollups, rollupState, type Contribution, type Counters } from '../insights/index.js';
import { applicationFigures } from '../jobs/index.js';
import { siteZone } from '../settings/index.js';
import { engagementOfUsers, repairEngagementOfUsers, userFigures } from '../users/index.js';

const BATCH = 1000;

/** The rollups of `zone` as the records make them now. */
export async function computeRollups(zone: string): Promise<Contribution[]> {
  const midnights = new Map<string, Date>();
  const midnight = (ymd: string) => {
    let at = midnights.get(ymd);
    if (!at) {
      const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
      at = zonedMidnight(y, m, d, zone);
      midnights.set(ymd, at);
    }
    return at;
  };
  // 'UTC' as an offset: the embedded store's date operators (mingo) take only Area/City names or offsets.
  const timezone = zone === 'UTC' ? '+00:00' : zone;
  const dayOf = (field: string) => ({ $dateToString: { format: '%Y-%m-%d', date: `$${field}`, timezone } });
  type Row = { _id: { d: string; k?: Types.ObjectId } } & Counters;
  const run = (records: typeof userFigures | typeof enrollmentFigures | typeof applicationFigures, pipeline: PipelineStage[]) => records.aggregate<Row>(pipeline);

  const [signups, revenue, courses, jobs] = [
    await run(userFigures, [{ $group: { _id: { d: dayOf('createdAt') }, signups: { $sum: 1 }, engaged: { $sum: { $cond: [{ $ifNull: ['$firstEngagedAt', false] }, 1, 0] } } } }]),
    await run(enrollmentFigures, [{ $match: { paymentStatus: 'completed', paidAt: { $ne: null } } }, { $group: { _id: { d: dayOf('paidAt') }, revenue: { $sum: '$paymentAmount' } } }]),
    await run(enrollmentFigures, [
      {
        $group: {
          _id: { d: dayOf('enrollmentDate'), k: '$course' },
          enrollments: { $sum: 1 },
          paid: { $sum: { $cond: [{ $eq: ['$paymentStatus', 'completed'] }, 1, 0] } },
          completed: { $sum: { $cond: [{ $ifNull: ['$completedAt', false] }, 1, 0] } },
        },
      },
    ]),
    await run(applicationFigures, [
      {
        $group: {
          _id: { d: dayOf('createdAt'), k: '$job' },
          applications: { $sum: 1 },
          interviewing: reachedCount('interviewing'),
          offered: reachedCount('offered'),
          hired: reachedCount('hired'),
        },
      },
    ]),
  ];
  const site = new Map<string, Counters>();
  const addSite = (ymd: string, counters: Counters) => {
    const into = site.get(ymd) ?? {};
    for (const [name, v] of Object.entries(counters) as [keyof Counters, number][]) into[name] = (into[name] ?? 0) + v;
    site.set(ymd, into);
  };
  for (const r of signups) addSite(r._id.d, { signups: r.signups ?? 0, engaged: r.engaged ?? 0 });
  for (const r of revenue) addSite(r._id.d, { revenue: r.revenue ?? 0 });
  for (const r of courses) addSite(r._id.d, { completed: r.completed ?? 0 });
  const counters = (r: Row, names: (keyof Counters)[]) => Object.fromEntries(names.map((n) => [n, r[n] ?? 0])) as Counters;
  return [
    ...[...site].map(([ymd, c]) => ({ kind: 'site' as const, day: midnight(ymd), key: null, counters: c })),
    ...courses.map((r) => ({ kind: 'course' as const, day: midnight(r._id.d), key: r._id.k ?? null, counters: counters(r, ['enrollments', 'paid', 'completed']) })),
    ...jobs.map((r) => ({ kind: 'job' as const, day: midnight(r._id.d), key: r._id.k ?? null, counters: counters(r, ['applications', 'interviewing', 'offered', 'hired']) })),
  ];
}

/**
 * The users' `firstEngagedAt` (first enrollment or application) and `lastSignInAt` (last sign-in
 * entry of the log) set again where they differ; each write is conditional on the value read, so a
 * sign-in or enrollment meanwhile is not overwritten. `lastSignInAt` only moves forward: the log
 * forgets sign-ins after its retention period, the account keeps its last one.
 */
async function repairUserFields(): Promise<number> {
  const engaged = new Map<string, Date>();
  const earliest = (rows: { _id: Types.ObjectId; at: Date }[]) => {
    for (const r of rows) {
      const was = engaged.get(String(r._id));
      if (!was || r.at < was) engaged.set(String(r._id), r.at);
    }
  };
  earliest(await enrollmentFigures.aggregate([{ $group: { _id: '$user', at: { $min: '$enrollmentDate' } } }]));
  earliest(await applicationFigures.aggregate([{ $group: { _id: '$applicant', at: { $min: '$createdAt' } } }]));
  const signedIn = new Map(
    (await activityFigures.aggregate<{ _id: Types.ObjectId; at: Date }>([{ $match: { action: 'sign-in' } }, { $group: { _id: '$actorId', at: { $max: '$at' } } }])).map((r) => [String(r._id), r.at]),
  );
  const users = await engagementOfUsers();
  const ops: mongoose.AnyBulkWriteOperation[] = [];
  const time = (d: Date | null | undefined) => (d ? d.getTime() : null);
  for (const u of users) {
    const id = String(u._id);
    const first = engaged.get(id) ?? null;
    if (time(first) !== time(u.firstEngagedAt)) {
      ops.push({ updateOne: { filter: { _id: u._id, firstEngagedAt: u.firstEngagedAt ?? null }, update: first ? { $set: { firstEngagedAt: first } } : { $unset: { firstEngagedAt: 1 } }, timestamps: false } });
    }
    const last = signedIn.get(id);
    if (last && (!u.lastSignInAt || last > u.lastSignInAt)) {
      ops.push({ updateOne: { filter: { _id: u._id }, update: { $max: { lastSignInAt: last } }, timestamps: false } });
    }
  }
  for (let i = 0; i < ops.length; i += BATCH) await repairEngagementOfUsers(ops.slice(i, i + BATCH));
  // Sign-ins of deleted accounts (Active Users counts them, as the log does).
  const goneWrites = await repairGoneSignIns(signedIn, new Set(users.map((u) => String(u._id))));
  return ops.length + goneWrites;
}

export type RebuildResult = { zone: string; rollupWrites: number; userWrites: number; ms: number } | null;

/**
 * Rebuilds the rollups for the site's current zone (null when a rebuild that started after this
 * call already did). Waits for a rebuild running in another process.
 */
export async function rebuildRollups(log?: Logger): Promise<RebuildResult> {
  const requestedAt = new Date();
  return withStartupLock(async () => {
    const zone = await siteZone();
    const state = await rollupState();
    if (state?.zone === zone && state.builtAt && state.builtAt >= requestedAt) return null;
    const startedAt = new Date();
    const userWrites = await repairUserFields();
    const rollupWrites = await replaceRollups(zone, await computeRollups(zone), startedAt, userWrites > 0 || state?.zone !== zone);
    const result = { zone, rollupWrites, userWrites, ms: Date.now() - startedAt.getTime() };
    if (rollupWrites || userWrites) log?.info(result, 'insight rollups rebuilt');
    return result;
  }, 'insight-rollups');
}

/**
 * At start-up: starts a rebuild when the rollups are missing, follow another zone (an existing
 * database) or are `stale` (records just changed in bulk). In the background: on a large database
 * the first build takes a while (48 s for 100,000 accounts, npm run bench:insights), and until it
 * is done the figures come from the records.
 */
export async function ensureRollups(log: Logger, stale = false): Promise<void> {
  if (stale) await forgetRollupState();
  const state = stale ? null : await rollupState();
  if (state?.zone !== (await siteZone())) requestRollupRebuild(log);
}

let inFlight: Promise<unknown> | null = null;

/**
 * True when the rollups follow `zone`. Otherwise (never built, or built for a zone the settings
 * no longer name) the caller answers from the records, and a rebuild starts in the background.
 */
export async function rollupsReady(zone: string, log?: Logger): Promise<boolean> {
  if ((await rollupState())?.zone === zone) return true;
  requestRollupRebuild(log);
  return false;
}

/** Starts a rebuild in the background (one per process at a time); failures are logged. */
export function requestRollupRebuild(log?: Logger): void {
  if (inFlight) return;
  inFlight = rebuildRollups(log)
    .catch((err: unknown) => {
      if (log) log.error({ err }, 'insight rollups could not be rebuilt');
      else console.error('insight rollups could not be rebuilt', err);
    })
    .finally(() => {
      inFlight = null;
    });
}

/** Waits for this process's background rebuild, if any (tests, the bench). */
export async function settledRollups(): Promise<void> {
  await inFlight;
}
