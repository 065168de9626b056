/**
 * Writing the insight rollups wholesale, for their rebuild from the records (modules/dashboards,
 * rollup-rebuild.ts computes them): the differences written in one transaction with the state that
 * says which zone they follow, and the last sign-ins of deleted accounts.
 */
import mongoose from 'mongoose';
import { GoneSignInModel } from './gone-sign-in.model.js';
import { InsightDayModel, ROLLUP_COUNTERS, type Counters } from './insight-day.model.js';
import { InsightStateModel, ROLLUP_STATE_ID } from './insight-state.model.js';
import { slot, type Contribution } from './rollup-change.js';

const BATCH = 1000;

const nonZero = (c: Counters) => Object.fromEntries(ROLLUP_COUNTERS.flatMap((n) => (c[n] ? [[n, c[n]]] : []))) as Counters;
const same = (a: Counters, b: Counters) => {
  const x = nonZero(a);
  const y = nonZero(b);
  return Object.keys(x).length === Object.keys(y).length && Object.entries(x).every(([k, v]) => y[k as keyof Counters] === v);
};

/**
 * Writes what differs between the stored rollups and `computed`, with the state, in one transaction;
 * answers how many documents were corrected (documents left at zero are removed without counting).
 */
export async function replaceRollups(zone: string, computed: Contribution[], startedAt: Date, forgetKept: boolean): Promise<number> {
  return mongoose.connection.transaction(async (session) => {
    const stored = await InsightDayModel.find({ zone }, null, { session }).lean();
    const byslot = new Map(stored.map((d) => [slot(d), d]));
    const ops: mongoose.AnyBulkWriteOperation[] = [];
    for (const c of computed) {
      const counters = nonZero(c.counters);
      const existing = byslot.get(slot(c));
      byslot.delete(slot(c));
      if (existing && same(existing, counters)) continue;
      if (!existing && !Object.keys(counters).length) continue;
      ops.push({ replaceOne: { filter: { zone, kind: c.kind, day: c.day, key: c.key }, replacement: { zone, kind: c.kind, day: c.day, key: c.key, ...counters }, upsert: true } });
    }
    let emptied = 0;
    for (const left of byslot.values()) {
      if (!Object.keys(nonZero(left)).length) emptied += 1;
      ops.push({ deleteOne: { filter: { _id: left._id } } });
    }
    for (let i = 0; i < ops.length; i += BATCH) await InsightDayModel.bulkWrite(ops.slice(i, i + BATCH) as never[], { session, ordered: true });
    await InsightDayModel.deleteMany({ zone: { $ne: zone } }, { session });
    // Kept figures of past ranges (Active Users, Conversion): the records they counted may have
    // changed behind the write paths (bulk writes, a restore), unless this rebuild found nothing to correct.
    if (forgetKept || ops.length > emptied) await InsightStateModel.deleteMany({ _id: { $regex: /^(active|conversion):/ } }, { session });
    await InsightStateModel.updateOne({ _id: ROLLUP_STATE_ID }, { $set: { zone, builtAt: startedAt } }, { upsert: true, session });
    return ops.length - emptied;
  });
}

/** Forgets which zone the rollups follow, so that the next check rebuilds them (records just changed in bulk). */
export async function forgetRollupState(): Promise<void> {
  await InsightStateModel.deleteOne({ _id: ROLLUP_STATE_ID });
}

/**
 * Keeps the last sign-in of each account in `signedIn` (account id → its last sign-in in the log)
 * that is not among `accounts` (the existing ones): Active Users counts a deleted account's
 * sign-ins, as the log does. An account that exists again is dropped. Answers the writes made.
 */
export async function repairGoneSignIns(signedIn: ReadonlyMap<string, Date>, accounts: ReadonlySet<string>): Promise<number> {
  const gone = new Map((await GoneSignInModel.find({}).lean()).map((g) => [String(g._id), g.lastSignInAt]));
  const goneOps: mongoose.AnyBulkWriteOperation[] = [];
  for (const [id, at] of signedIn) {
    const kept = gone.get(id);
    if (accounts.has(id) || (kept && kept >= at)) continue;
    goneOps.push({ updateOne: { filter: { _id: new mongoose.Types.ObjectId(id) }, update: { $max: { lastSignInAt: at } }, upsert: true } });
  }
  for (const id of gone.keys()) if (accounts.has(id)) goneOps.push({ deleteOne: { filter: { _id: new mongoose.Types.ObjectId(id) } } });
  for (let i = 0; i < goneOps.length; i += BATCH) await GoneSignInModel.bulkWrite(goneOps.slice(i, i + BATCH) as never[], { ordered: false });
  return goneOps.length;
}

/** Deleted accounts whose last sign-in is in [from, to) (Active Users of a range that reaches now). */
export function goneSignInsBetween(from: Date, to: Date): Promise<number> {
  return GoneSignInModel.countDocuments({ lastSignInAt: { $gte: from, $lt: to } }).exec();
}
