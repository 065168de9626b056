/**
 * Index-ordered scans, bounded top-k sorts and counts served by indexes, through the official
 * driver and mongoose: the same documents in the same order (ties included) as a full sort, and
 * explain's stages named as mongod names them (IXSCAN with its direction, SORT with limitAmount,
 * COUNT_SCAN), with the work a limit saves showing in the examined counts.
 */
import mongoose, { Schema } from 'mongoose';
import type { Collection, Document } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { storeForTests } from './test-helpers.js';

const handles = storeForTests('ordered_test');

afterAll(async () => {
  await mongoose.disconnect();
});

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

interface Row extends Document {
  _id: number;
  at: Date;
  status: string;
  score: number;
}

/** 300 rows: dates repeat every 50 rows (ties), three statuses, scores repeating every 7. */
function rows(): Row[] {
  return Array.from({ length: 300 }, (_, i) => ({ _id: i, at: new Date(T0 + (i % 50) * DAY), status: ['new', 'read', 'done'][i % 3] as string, score: i % 7 }));
}

/** A reference sort: by the keys, ties in insertion order (what the store's full sort gives). */
function reference(docs: Row[], keys: [keyof Row, 1 | -1][]): Row[] {
  return docs
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      for (const [k, dir] of keys) {
        const x = a.d[k] as number | Date;
        const y = b.d[k] as number | Date;
        const c = x < y ? -1 : x > y ? 1 : 0;
        if (c !== 0) return c * dir;
      }
      return a.i - b.i;
    })
    .map((x) => x.d);
}

function stages(plan: Document): string[] {
  const out: string[] = [];
  for (let s: Document | undefined = plan; s; s = s.inputStage as Document | undefined) out.push(s.stage as string);
  return out;
}

function scan(plan: Document): Document | undefined {
  for (let s: Document | undefined = plan; s; s = s.inputStage as Document | undefined) if (s.stage === 'IXSCAN' || s.stage === 'COUNT_SCAN') return s;
  return undefined;
}

async function seeded(name: string): Promise<Collection<Row>> {
  const c = handles.db.collection<Row>(name);
  await c.insertMany(rows());
  return c;
}

describe('a sort served by an index', () => {
  it('walks a compound descending index forward and stops after the limit', async () => {
    const c = await seeded('compound_desc');
    await c.createIndex({ at: -1, _id: -1 }, undefined, undefined);
    const page = await c.find({}).sort({ at: -1, _id: -1 }).limit(10).toArray();
    expect(page.map((d) => d._id)).toEqual(reference(rows(), [['at', -1], ['_id', -1]]).slice(0, 10).map((d) => d._id));
    const explained = await c.find({}).sort({ at: -1, _id: -1 }).limit(10).explain('executionStats');
    const winning = explained.queryPlanner.winningPlan as Document;
    expect(stages(winning)).toEqual(['LIMIT', 'FETCH', 'IXSCAN']);
    expect(scan(winning)).toMatchObject({ indexName: 'at_-1__id_-1', direction: 'forward' });
    expect(explained.executionStats.totalDocsExamined).toBe(10);

    // The opposite order walks the same index backward; skip pages through it.
    const second = await c.find({}).sort({ at: 1, _id: 1 }).skip(10).limit(10).toArray();
    expect(second.map((d) => d._id)).toEqual(reference(rows(), [['at', 1], ['_id', 1]]).slice(10, 20).map((d) => d._id));
    const back = await c.find({}).sort({ at: 1, _id: 1 }).skip(10).limit(10).explain('executionStats');
    expect(scan(back.queryPlanner.winningPlan as Document)).toMatchObject({ direction: 'backward' });
    expect(back.executionStats.totalDocsExamined).toBe(20);
  });

  it('uses equality on the leading field, applies the rest of the filter while walking, and sees updates in their new place', async () => {
    const c = await seeded('eq_prefix');
    await c.createIndex({ status: 1, at: -1, _id: -1 }, undefined, undefined);
    const filter = { status: 'read', score: { $gte: 3 } };
    const want = reference(rows().filter((d) => d.status === 'read' && d.score >= 3), [['at', -1], ['_id', -1]]);
    expect((await c.find(filter).sort({ at: -1, _id: -1 }).limit(7).toArray()).map((d) => d._id)).toEqual(want.slice(0, 7).map((d) => d._id));
    const explained = await c.find(filter).sort({ at: -1, _id: -1 }).limit(7).explain('executionStats');
    expect(scan(explained.queryPlanner.winningPlan as Document)).toMatchObject({ indexName: 'status_1_at_-1__id_-1', direction: 'forward' });

    await c.updateOne({ _id: want[20]?._id }, { $set: { at: new Date(T0 + 400 * DAY) } });
    const first = await c.findOne(filter, { sort: { at: -1, _id: -1 } });
    expect(first?._id).toBe(want[20]?._id);
  });

  it('returns equal keys in record order walking forward and in reverse walking backward, as mongod does', async () => {
    const c = await seeded('ties');
    await c.createIndex({ at: 1 }, undefined, undefined);
    const forward = await c.find({}).sort({ at: 1 }).limit(12).toArray();
    // Six rows share each date: ids 0, 50, 100... in insertion order.
    expect(forward.map((d) => d._id)).toEqual([0, 50, 100, 150, 200, 250, 1, 51, 101, 151, 201, 251]);
    const backward = await c.find({}).sort({ at: -1 }).limit(7).toArray();
    expect(backward.map((d) => d._id)).toEqual([299, 249, 199, 149, 99, 49, 298]);
    const d = handles.db.collection<Row>('ties_desc');
    await d.insertMany(rows());
    await d.createIndex({ at: -1 }, undefined, undefined);
    // On a descending index, the forward walk (newest first) still meets equal keys in record order.
    expect((await d.find({}).sort({ at: -1 }).limit(7).toArray()).map((x) => x._id)).toEqual([49, 99, 149, 199, 249, 299, 48]);
  });

  it('narrows the walk to a range on the sorted field', async () => {
    const c = await seeded('range_sorted');
    await c.createIndex({ at: 1 }, undefined, undefined);
    const since = new Date(T0 + 40 * DAY);
    const want = reference(rows().filter((d) => d.at >= since), [['at', -1]]);
    const page = await c.find({ at: { $gte: since } }).sort({ at: -1 }).limit(5).toArray();
    expect(page.map((d) => d._id)).toEqual([299, 249, 199, 149, 99]);
    expect(page.map((d) => d.at)).toEqual(want.slice(0, 5).map((d) => d.at));
    const n = await c.countDocuments({ at: { $gte: since } });
    expect(n).toBe(want.length);
  });
});

describe('a sort no index serves', () => {
  it('keeps only the top of the sort, ties in the order a full sort gives them, with SORT limitAmount in explain', async () => {
    const c = await seeded('topk');
    const full = await c.find({}).sort({ score: -1 }).toArray();
    expect(full.map((d) => d._id)).toEqual(reference(rows(), [['score', -1]]).map((d) => d._id));
    for (const [skip, limit] of [[0, 5], [3, 40], [290, 20]] as const) {
      const page = await c.find({}).sort({ score: -1 }).skip(skip).limit(limit).toArray();
      expect(page.map((d) => d._id)).toEqual(full.slice(skip, skip + limit).map((d) => d._id));
    }
    const explained = await c.find({ status: 'new' }).sort({ score: -1 }).skip(2).limit(5).explain('executionStats');
    const winning = explained.queryPlanner.winningPlan as Document;
    expect(stages(winning)).toEqual(['SKIP', 'SORT', 'COLLSCAN']);
    expect(winning.inputStage).toMatchObject({ sortPattern: { score: -1 }, limitAmount: 7 });
  });

  it('coalesces $sort + $limit in an aggregation, with or without a leading $match', async () => {
    const c = await seeded('agg_topk');
    const want = reference(rows().filter((d) => d.status !== 'done'), [['score', 1], ['at', -1]]).slice(0, 9);
    const got = await c.aggregate<Row>([{ $match: { status: { $ne: 'done' } } }, { $sort: { score: 1, at: -1 } }, { $limit: 9 }, { $project: { _id: 1 } }]).toArray();
    expect(got.map((d) => d._id)).toEqual(want.map((d) => d._id));
    const all = await c.aggregate<Row>([{ $sort: { at: -1 } }, { $limit: 4 }]).toArray();
    expect(all.map((d) => d._id)).toEqual(reference(rows(), [['at', -1]]).slice(0, 4).map((d) => d._id));
    await c.createIndex({ at: -1 }, undefined, undefined);
    const indexed = await c.aggregate<Row>([{ $match: { status: 'read' } }, { $sort: { at: -1 } }, { $limit: 4 }]).toArray();
    expect(indexed.map((d) => d._id)).toEqual(
      // Newest first off the descending index; equal dates in record order.
      [...rows().filter((d) => d.status === 'read')].sort((a, b) => b.at.getTime() - a.at.getTime() || a._id - b._id).slice(0, 4).map((d) => d._id),
    );
  });
});

describe('counts served by an index', () => {
  it('counts an equality and a range from the index keys (COUNT_SCAN), and exactly as a scan would', async () => {
    const c = await seeded('counts');
    await c.createIndex({ status: 1, at: 1 }, undefined, undefined);
    const since = new Date(T0 + 10 * DAY);
    const until = new Date(T0 + 20 * DAY);
    const inRange = rows().filter((d) => d.status === 'new' && d.at > since && d.at <= until).length;
    expect(await c.countDocuments({ status: 'new', at: { $gt: since, $lte: until } })).toBe(inRange);
    expect(await c.countDocuments({ status: { $in: ['new', 'read', 'new'] } })).toBe(200);
    expect(await c.countDocuments({ status: 'new', score: 3 })).toBe(rows().filter((d) => d.status === 'new' && d.score === 3).length);
    const explained = await handles.db.command({ explain: { count: 'counts', query: { status: 'new', at: { $gt: since } } }, verbosity: 'queryPlanner' });
    expect(stages(explained.queryPlanner.winningPlan as Document)).toEqual(['COUNT', 'COUNT_SCAN']);
    expect(scan(explained.queryPlanner.winningPlan as Document)).toMatchObject({ indexName: 'status_1_at_1' });
    const other = await handles.db.command({ explain: { count: 'counts', query: { score: 3 } }, verbosity: 'queryPlanner' });
    expect(stages(other.queryPlanner.winningPlan as Document)).toEqual(['COUNT', 'COLLSCAN']);
  });

  it('counts what a transaction has written but not committed only inside it', async () => {
    const c = await seeded('count_txn');
    await c.createIndex({ status: 1 }, undefined, undefined);
    const session = handles.client.startSession();
    try {
      session.startTransaction();
      await c.insertOne({ _id: 1000, at: new Date(T0), status: 'new', score: 0 }, { session });
      expect(await c.countDocuments({ status: 'new' }, { session })).toBe(101);
      expect(await c.countDocuments({ status: 'new' })).toBe(100);
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await c.countDocuments({ status: 'new' })).toBe(100);
  });

  it('does not count from an index that holds arrays (one document, several keys)', async () => {
    const c = handles.db.collection('count_multikey');
    await c.createIndex({ tags: 1 }, undefined, undefined);
    await c.insertMany([{ tags: ['a', 'b'] }, { tags: ['a', 'a'] }, { tags: 'a' }, { tags: ['b'] }]);
    expect(await c.countDocuments({ tags: 'a' })).toBe(3);
    expect(await c.countDocuments({ tags: { $gte: 'a' } })).toBe(4);
  });
});

describe('the sums and counts analytics run', () => {
  it('counts funnel steps with $cond flags, $in over a path through an array, and missing versus null', async () => {
    const c = handles.db.collection('funnel');
    await c.insertMany([
      { job: 'a', status: 'hired', history: [{ status: 'submitted' }, { status: 'interviewing' }] },
      { job: 'a', status: 'rejected', history: [{ status: 'submitted' }, { status: 'interviewing' }] },
      { job: 'a', status: 'submitted', history: [{ status: 'submitted' }] },
      { job: 'b', status: 'offered' },
      { job: 'b', status: 'submitted', paid: null },
      { job: 'b', status: 'submitted', paid: 0 },
    ]);
    const reached = (stage: string, later: string[]) => ({ $cond: [{ $or: [{ $in: ['$status', [stage, ...later]] }, { $in: [stage, { $ifNull: ['$history.status', []] }] }] }, 1, 0] });
    const rows = await c
      .aggregate([
        { $group: { _id: '$job', n: { $sum: 1 }, interviewing: { $sum: reached('interviewing', ['offered', 'hired']) }, hired: { $sum: reached('hired', []) }, nullPaid: { $sum: { $cond: [{ $eq: ['$paid', null] }, 1, 0] } }, hasPaid: { $sum: { $cond: { if: { $ifNull: ['$paid', false] }, then: 1, else: 0 } } } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'a', n: 3, interviewing: 2, hired: 1, nullPaid: 0, hasPaid: 0 },
      // Only the explicit null equals null; 0 is present (so $ifNull keeps it) but false for $cond.
      { _id: 'b', n: 3, interviewing: 1, hired: 0, nullPaid: 1, hasPaid: 0 },
    ]);
    // $in needs an array: the error is mongod's, not a wrong count.
    await expect(c.aggregate([{ $group: { _id: null, n: { $sum: { $cond: [{ $in: ['x', '$status'] }, 1, 0] } } } }]).toArray()).rejects.toThrow(/\$in/);
  });

  it('buckets dates by month with counts and sums, leaving empty buckets out', async () => {
    const c = handles.db.collection('buckets');
    const jan = new Date(Date.UTC(2026, 0, 1));
    const feb = new Date(Date.UTC(2026, 1, 1));
    const mar = new Date(Date.UTC(2026, 2, 1));
    const apr = new Date(Date.UTC(2026, 3, 1));
    await c.insertMany([
      { at: new Date(Date.UTC(2026, 0, 5)), amount: 10 },
      { at: jan, amount: 5 },
      { at: new Date(Date.UTC(2026, 2, 31, 23)), amount: 7 },
      { at: new Date(Date.UTC(2026, 2, 2)), amount: 'n/a' },
    ]);
    const rows = await c.aggregate([{ $match: { at: { $gte: jan, $lt: apr } } }, { $bucket: { groupBy: '$at', boundaries: [jan, feb, mar, apr], output: { n: { $sum: 1 }, total: { $sum: '$amount' } } } }]).toArray();
    expect(rows).toEqual([
      { _id: jan, n: 2, total: 15 },
      { _id: mar, n: 2, total: 7 },
    ]);
    // A date outside the boundaries with no default is mongod's error.
    await expect(c.aggregate([{ $bucket: { groupBy: '$at', boundaries: [feb, apr] } }]).toArray()).rejects.toThrow();
  });
});

describe('serverStatus', () => {
  it('counts an aggregate and a count as one command each, as mongod does', async () => {
    const c = await seeded('opcounters');
    const commands = async () => ((await handles.db.admin().command({ serverStatus: 1 })) as { opcounters: { command: number } }).opcounters.command;
    const before = await commands();
    await c.countDocuments({ status: 'new' });
    await handles.db.command({ count: 'opcounters', query: { status: 'new' } });
    const after = await commands();
    // Two commands, plus the first serverStatus itself.
    expect(after - before).toBe(3);
  });
});

describe('through mongoose', () => {
  it('pages a model by createdAt and _id newest first, with its count', async () => {
    await mongoose.connect(handles.store.uri, { dbName: 'ordered_mongoose' });
    const Entry = mongoose.model('OrderedEntry', new Schema({ title: String, kind: String }, { timestamps: true }).index({ createdAt: -1, _id: -1 }).index({ kind: 1, createdAt: -1, _id: -1 }));
    await Entry.init();
    const now = Date.now();
    await Entry.collection.insertMany(Array.from({ length: 120 }, (_, i) => ({ title: `t${i}`, kind: i % 2 ? 'odd' : 'even', createdAt: new Date(now - Math.floor(i / 3) * 1000) })));
    const all = await Entry.find({}).lean();
    const want = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (String(b._id) < String(a._id) ? -1 : 1));
    const page = await Entry.find({}).sort({ createdAt: -1, _id: -1 }).skip(10).limit(10).lean();
    expect(page.map((d) => String(d._id))).toEqual(want.slice(10, 20).map((d) => String(d._id)));
    const odd = await Entry.find({ kind: 'odd' }).sort({ createdAt: -1, _id: -1 }).limit(5).lean();
    expect(odd.map((d) => String(d._id))).toEqual(want.filter((d) => d.kind === 'odd').slice(0, 5).map((d) => String(d._id)));
    expect(await Entry.countDocuments({ kind: 'odd' })).toBe(60);
    expect(await Entry.countDocuments({})).toBe(120);
  });
});
