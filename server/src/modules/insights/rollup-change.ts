/**
 * The one place the insight rollups follow a record's change. A record contributes
 * counters to daily rollups (`contributionOf`); a write applies `after − before` with `$inc`
 * upserts in the caller's transaction (`applyRollupChange`), so a rolled-back write changes
 * nothing and the rollups never disagree with the records they count. Every write path of users,
 * enrollments and applications calls it; bulk writes rebuild instead (rollup-rebuild.ts).
 *
 * It also keeps the users' `firstEngagedAt` (the first enrollment or application, for Conversion):
 * set by an enrollment's or application's creation, computed again at a deletion, each time with
 * the account's own change to the rollups (its `engaged` count).
 */
import type { ClientSession, Types } from 'mongoose';
import { dayStart } from '../../core/zoned-time.js';
import { siteZone } from '../settings/index.js';
import { engagedAccounts, firstEngagementOf, type AccountEngagement } from './engagement.js';
import { GoneSignInModel } from './gone-sign-in.model.js';
import { InsightDayModel, type Counters, type RollupKind } from './insight-day.model.js';
import { InsightStateModel, ROLLUP_STATE_ID } from './insight-state.model.js';

/** The fields of a user, an enrollment or an application that the rollups count (the owning modules' records fit them). */
export type UserPart = AccountEngagement & { lastSignInAt?: Date | null };
export type EnrollmentPart = {
  user: Types.ObjectId;
  course: Types.ObjectId;
  enrollmentDate: Date;
  paymentStatus: string;
  paymentAmount: number;
  paidAt?: Date | null;
  completedAt?: Date | null;
};
export type ApplicationPart = { applicant: Types.ObjectId; job: Types.ObjectId; createdAt: Date; status: string; history: readonly { status: string }[] };

export type RecordChange =
  | { kind: 'user'; before: UserPart | null; after: UserPart | null }
  | { kind: 'enrollment'; before: EnrollmentPart | null; after: EnrollmentPart | null }
  | { kind: 'application'; before: ApplicationPart | null; after: ApplicationPart | null };

export type Contribution = { kind: RollupKind; day: Date; key: Types.ObjectId | null; counters: Counters };

/** The funnel's "reached" rule (as analytics always counted it): the current status, or any status in the history. */
export function reachedStage(application: Pick<ApplicationPart, 'status' | 'history'>, stage: FunnelStage): boolean {
  return laterOrSame(stage).includes(application.status) || application.history.some((h) => h.status === stage);
}

const FUNNEL_STAGES = ['interviewing', 'offered', 'hired'] as const;
type FunnelStage = (typeof FUNNEL_STAGES)[number];
const laterOrSame = (stage: FunnelStage): string[] => FUNNEL_STAGES.slice(FUNNEL_STAGES.indexOf(stage));

/** The same rule as an aggregation accumulator: how many of the grouped applications reached `stage`. */
export function reachedCount(stage: FunnelStage) {
  return { $sum: { $cond: [{ $or: [{ $in: ['$status', laterOrSame(stage)] }, { $in: [stage, { $ifNull: ['$history.status', []] }] }] }, 1, 0] } };
}

/** What one record adds to the rollups of `zone`. */
export function contributionOf(change: RecordChange['kind'], record: UserPart | EnrollmentPart | ApplicationPart, zone: string): Contribution[] {
  const day = (at: Date) => dayStart(at, zone);
  if (change === 'user') {
    const u = record as UserPart;
    // `engaged`: accounts opened that day that have enrolled or applied since (Conversion).
    return [{ kind: 'site', day: day(u.createdAt), key: null, counters: { signups: 1, engaged: u.firstEngagedAt ? 1 : 0 } }];
  }
  if (change === 'enrollment') {
    const e = record as EnrollmentPart;
    const paid = e.paymentStatus === 'completed';
    const completed = e.completedAt ? 1 : 0;
    const out: Contribution[] = [
      { kind: 'course', day: day(e.enrollmentDate), key: e.course, counters: { enrollments: 1, paid: paid ? 1 : 0, completed } },
      { kind: 'site', day: day(e.enrollmentDate), key: null, counters: { completed } },
    ];
    if (paid && e.paidAt) out.push({ kind: 'site', day: day(e.paidAt), key: null, counters: { revenue: e.paymentAmount } });
    return out;
  }
  const a = record as ApplicationPart;
  const n = (stage: 'interviewing' | 'offered' | 'hired') => (reachedStage(a, stage) ? 1 : 0);
  return [{ kind: 'job', day: day(a.createdAt), key: a.job, counters: { applications: 1, interviewing: n('interviewing'), offered: n('offered'), hired: n('hired') } }];
}

/** A rollup document's identity within a zone, as a map key. */
export const slot = (c: { kind: RollupKind; day: Date; key: Types.ObjectId | null | undefined }) => `${c.kind}|${String(c.day.getTime())}|${c.key ? String(c.key) : ''}`;

/** `after − before`, merged per rollup document; zero changes are left out. */
export function difference(before: Contribution[], after: Contribution[]): Contribution[] {
  const merged = new Map<string, Contribution>();
  const add = (list: Contribution[], sign: 1 | -1) => {
    for (const c of list) {
      const entry = merged.get(slot(c)) ?? { kind: c.kind, day: c.day, key: c.key, counters: {} };
      for (const [name, value] of Object.entries(c.counters) as [keyof Counters, number][]) entry.counters[name] = (entry.counters[name] ?? 0) + sign * value;
      merged.set(slot(c), entry);
    }
  };
  add(after, 1);
  add(before, -1);
  const out: Contribution[] = [];
  for (const c of merged.values()) {
    const counters = Object.fromEntries(Object.entries(c.counters).filter(([, v]) => v !== 0)) as Counters;
    if (Object.keys(counters).length) out.push({ ...c, counters });
  }
  return out;
}

/** The zone the stored rollups follow (the one they were built for), else the site's. */
async function rollupZone(session: ClientSession): Promise<string> {
  const state = await InsightStateModel.findById(ROLLUP_STATE_ID, { zone: 1 }, { session }).lean();
  return state?.zone ?? (await siteZone());
}

/**
 * Applies records' changes to the rollups, in the caller's transaction (`session`): each record
 * before the write (null when created) and after it (null when deleted).
 */
export async function applyRollupChange(session: ClientSession, ...changes: RecordChange[]): Promise<void> {
  const accounts: RecordChange[] = [];
  for (const change of changes) accounts.push(...(await followEngagement(session, change)));
  const all = [...changes, ...accounts];
  const zone = await rollupZone(session);
  const of = (kind: RecordChange['kind'], r: RecordChange['before']) => (r ? contributionOf(kind, r, zone) : []);
  const delta = difference(all.flatMap((c) => of(c.kind, c.before)), all.flatMap((c) => of(c.kind, c.after)));
  if (delta.length) {
    await InsightDayModel.bulkWrite(
      delta.map((d) => ({ updateOne: { filter: { zone, kind: d.kind, day: d.day, key: d.key }, update: { $inc: d.counters }, upsert: true } })),
      { session, ordered: true },
    );
  }
  // A deleted account's sign-ins still count as Active Users (the log keeps them).
  for (const c of all) {
    if (c.kind === 'user' && c.before?._id && c.before.lastSignInAt && !c.after) {
      await GoneSignInModel.updateOne({ _id: c.before._id }, { $max: { lastSignInAt: c.before.lastSignInAt } }, { upsert: true, session });
    }
  }
  // A past range's kept Conversion changes when an account goes or its first engagement moves later.
  if (all.some((c) => c.kind === 'user' && c.before && (!c.after || (c.before.firstEngagedAt && c.after.firstEngagedAt?.getTime() !== c.before.firstEngagedAt.getTime())))) {
    await forgetPastConversions(session);
  }
}

/** The account's change (firstEngagedAt) that an enrollment's or application's creation or deletion makes. */
async function followEngagement(session: ClientSession, change: RecordChange): Promise<RecordChange[]> {
  if (change.kind === 'user') return [];
  const engagement = (r: EnrollmentPart | ApplicationPart) =>
    change.kind === 'enrollment' ? { user: (r as EnrollmentPart).user, at: (r as EnrollmentPart).enrollmentDate } : { user: (r as ApplicationPart).applicant, at: (r as ApplicationPart).createdAt };
  const { before, after } = change;
  if (after && !before) {
    const { user, at } = engagement(after);
    const was = await engagedAccounts().engageAt(user, at, session);
    if (!was) return [];
    const first = was.firstEngagedAt && was.firstEngagedAt < at ? was.firstEngagedAt : at;
    return [{ kind: 'user', before: was, after: { ...was, firstEngagedAt: first } }];
  }
  if (before && !after) return recomputeEngagement(session, [engagement(before).user]);
  return [];
}

/**
 * Sets `firstEngagedAt` of these accounts again from their remaining enrollments and applications;
 * answers the accounts' changes (for their rollups).
 */
async function recomputeEngagement(session: ClientSession, userIds: Types.ObjectId[]): Promise<RecordChange[]> {
  const changes: RecordChange[] = [];
  for (const id of userIds) {
    // One after the other: a transaction's session runs one operation at a time.
    const first = await firstEngagementOf(id, session);
    const was = await engagedAccounts().setFirstEngagedAt(id, first, session);
    if (was) changes.push({ kind: 'user', before: was, after: { createdAt: was.createdAt, firstEngagedAt: first } });
  }
  return changes;
}

/** Conversion of past ranges, kept by analytics (insight_state `conversion:*`). */
export async function forgetPastConversions(session: ClientSession): Promise<void> {
  await InsightStateModel.deleteMany({ _id: { $regex: /^conversion:/ } }, { session });
}
