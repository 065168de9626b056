/**
 * The `$merge` stage through the official driver and mongoose: every whenMatched / whenNotMatched
 * mode, `on` fields with their unique index, `let` and `$$new` in pipeline mode, mongod's error
 * codes, and the written documents surviving a restart of a journaled store.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Collection, type Db } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverError } from './test-helpers.js';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

interface Sale {
  _id: number;
  region: string;
  month: string;
  amount: number;
}

interface Total {
  _id?: string;
  region?: string;
  month?: string;
  total?: number;
  note?: string;
  count?: number;
}

let store: EmbeddedStore;
let client: MongoClient;
let db: Db;
let n = 0;

beforeAll(async () => {
  store = await startEmbeddedStore();
  client = await MongoClient.connect(store.uri);
  db = client.db('merge_test');
});

afterAll(async () => {
  await client.close();
  await store.stop();
});

async function fixture(): Promise<{ sales: Collection<Sale>; totals: Collection<Total>; name: string }> {
  const id = n++;
  const sales = db.collection<Sale>(`sales_${id}`);
  await sales.insertMany([
    { _id: 1, region: 'north', month: '2026-01', amount: 10 },
    { _id: 2, region: 'north', month: '2026-01', amount: 5 },
    { _id: 3, region: 'south', month: '2026-01', amount: 7 },
  ]);
  const name = `totals_${id}`;
  const totals = db.collection<Total>(name);
  await totals.insertOne({ _id: 'north', total: 1, note: 'kept' });
  return { sales, totals, name };
}

const byRegion = { $group: { _id: '$region', total: { $sum: '$amount' } } };

describe('$merge', () => {
  it('merges by _id by default: matched documents gain the new fields, others are inserted', async () => {
    const { sales, totals, name } = await fixture();
    expect(await sales.aggregate([byRegion, { $merge: name }]).toArray()).toEqual([]);
    expect(await totals.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'north', total: 15, note: 'kept' },
      { _id: 'south', total: 7 },
    ]);
  });

  it('replace, keepExisting and fail when matched', async () => {
    const a = await fixture();
    await a.sales.aggregate([byRegion, { $merge: { into: a.name, whenMatched: 'replace' } }]).toArray();
    expect(await a.totals.findOne({ _id: 'north' })).toEqual({ _id: 'north', total: 15 });

    const b = await fixture();
    await b.sales.aggregate([byRegion, { $merge: { into: b.name, whenMatched: 'keepExisting' } }]).toArray();
    expect(await b.totals.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'north', total: 1, note: 'kept' },
      { _id: 'south', total: 7 },
    ]);

    const c = await fixture();
    const err = await serverError(c.sales.aggregate([{ $sort: { _id: -1 } }, byRegion, { $sort: { _id: -1 } }, { $merge: { into: c.name, whenMatched: 'fail' } }]).toArray());
    expect(err.code).toBe(11000);
    // As in mongod, $merge is not atomic: the document written before the failure stays.
    expect(await c.totals.findOne({ _id: 'south' })).toEqual({ _id: 'south', total: 7 });
  });

  it('discard and fail when not matched', async () => {
    const a = await fixture();
    await a.sales.aggregate([byRegion, { $merge: { into: a.name, whenNotMatched: 'discard' } }]).toArray();
    expect(await a.totals.find({}).toArray()).toEqual([{ _id: 'north', total: 15, note: 'kept' }]);

    const b = await fixture();
    const err = await serverError(b.sales.aggregate([byRegion, { $merge: { into: b.name, whenNotMatched: 'fail' } }]).toArray());
    expect(err.code).toBe(13113);
  });

  it('a pipeline when matched sees the result as $$new and the let variables', async () => {
    const { sales, totals, name } = await fixture();
    await sales.aggregate([
      byRegion,
      {
        $merge: {
          into: name,
          let: { incoming: '$total' },
          whenMatched: [{ $set: { total: { $add: ['$total', '$$incoming'] }, count: { $literal: 2 } } }],
        },
      },
    ]).toArray();
    expect(await totals.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'north', total: 16, note: 'kept', count: 2 },
      // Not matched: the result document itself is inserted, not the pipeline's output.
      { _id: 'south', total: 7 },
    ]);
    const c = await fixture();
    await c.sales.aggregate([byRegion, { $merge: { into: c.name, whenMatched: [{ $set: { total: '$$new.total' } }] } }]).toArray();
    expect(await c.totals.findOne({ _id: 'north' })).toEqual({ _id: 'north', total: 15, note: 'kept' });
  });

  it('joins on other fields only through a unique index covering exactly them', async () => {
    const { sales, name } = await fixture();
    const target = db.collection(`${name}_by_month`);
    const monthly = [{ $group: { _id: { region: '$region', month: '$month' }, total: { $sum: '$amount' } } }, { $project: { _id: 0, region: '$_id.region', month: '$_id.month', total: 1 } }];
    const merge = { $merge: { into: `${name}_by_month`, on: ['region', 'month'], whenMatched: 'replace' } };
    expect((await serverError(sales.aggregate([...monthly, merge]).toArray())).code).toBe(51183);
    await target.createIndexes([{ key: { month: 1, region: 1 }, unique: true }]);
    await target.insertOne({ region: 'north', month: '2026-01', total: 0, note: 'old' });
    const before = await target.findOne({ region: 'north' });
    await sales.aggregate([...monthly, merge]).toArray();
    const rows = await target.find({}, { projection: { _id: 0 } }).sort({ region: 1 }).toArray();
    expect(rows).toEqual([{ region: 'north', month: '2026-01', total: 15 }, { region: 'south', month: '2026-01', total: 7 }]);
    // Replace keeps the target's _id.
    expect((await target.findOne({ region: 'north' }))?._id).toEqual(before?._id);
  });

  it("answers mongod's errors for a misplaced stage, bad options, a missing on field and a changed _id", async () => {
    const { sales, name } = await fixture();
    expect((await serverError(sales.aggregate([{ $merge: name }, { $match: {} }]).toArray())).code).toBe(40601);
    expect((await serverError(sales.aggregate([{ $merge: { into: name, whenMatched: 'upsert' } }]).toArray())).code).toBe(2);
    expect((await serverError(sales.aggregate([{ $merge: { into: name, whenNotMatched: 'merge' } }]).toArray())).code).toBe(2);
    expect((await serverError(sales.aggregate([{ $merge: { into: name, bogus: 1 } }]).toArray())).code).toBe(40415);
    expect((await serverError(sales.aggregate([{ $merge: { on: '_id' } }]).toArray())).code).toBe(40414);
    expect((await serverError(sales.aggregate([{ $merge: { into: name, let: { a: 1 }, whenMatched: 'merge' } }]).toArray())).code).toBe(51199);
    expect((await serverError(sales.aggregate([{ $merge: { into: name, on: [] } }]).toArray())).code).toBe(51187);
    const keyed = db.collection(`${name}_keyed`);
    await keyed.createIndexes([{ key: { region: 1 }, unique: true }]);
    const missing = await serverError(sales.aggregate([{ $project: { region: 0 } }, { $merge: { into: `${name}_keyed`, on: 'region' } }]).toArray());
    expect(missing.code).toBe(51132);
    await keyed.insertOne({ _id: 'x', region: 'north' } as never);
    const changedId = await serverError(sales.aggregate([{ $match: { _id: 1 } }, { $merge: { into: `${name}_keyed`, on: 'region' } }]).toArray());
    expect(changedId.code).toBe(66);
  });

  it('cannot run in a transaction', async () => {
    const { sales, name } = await fixture();
    const session = client.startSession();
    try {
      session.startTransaction();
      const err = await serverError(sales.aggregate([{ $merge: name }], { session }).toArray());
      expect(err.code).toBe(263);
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
  });

  it('works through mongoose and survives a restart of a journaled store', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'merge-'));
    try {
      const s1 = await startEmbeddedStore({ dataDir });
      const conn = await mongoose.createConnection(s1.uri, { dbName: 'merge_journal' }).asPromise();
      const Order = conn.model('Order', new Schema({ customer: String, amount: Number }));
      await Order.create([{ customer: 'ana', amount: 3 }, { customer: 'ana', amount: 4 }, { customer: 'bo', amount: 1 }]);
      await Order.aggregate([{ $group: { _id: '$customer', spent: { $sum: '$amount' } } }, { $merge: { into: 'spending' } }]);
      await conn.close();
      await s1.stop();
      const s2 = await startEmbeddedStore({ dataDir });
      const c2 = await MongoClient.connect(s2.uri);
      expect(await c2.db('merge_journal').collection('spending').find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 'ana', spent: 7 },
        { _id: 'bo', spent: 1 },
      ]);
      await c2.close();
      await s2.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
