/**
 * Index and value keys through the official `mongodb` driver: unique indexes keep their hashed
 * keys apart and in step with the ordered index through transactions, and the keys of nested
 * documents and arrays never let two different values meet, whatever their strings contain.
 */
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeInOrder, serverError } from './test-helpers.js';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

let store: EmbeddedStore;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  store = await startEmbeddedStore();
  // One connection: every command below shares it, so a broken reply stream would show.
  client = await MongoClient.connect(store.uri, { maxPoolSize: 1 });
  db = client.db('keys_test');
});

afterAll(() => closeInOrder(client, store));

describe('unique indexes with hashed keys', () => {
  it('keeps compound keys whose strings contain NUL characters apart', async () => {
    const c = db.collection('nul_keys');
    await c.createIndex({ a: 1, b: 1 }, { unique: true }, undefined);
    await c.insertOne({ a: 'x\u0000sy', b: 'z', n: 1 });
    // A different key for MongoDB, even though joining the parts with NUL spells the same text.
    await c.insertOne({ a: 'x', b: 'y\u0000sz', n: 2 });
    expect(await c.findOne({ a: 'x', b: 'y\u0000sz' }, { projection: { _id: 0, n: 1 } })).toEqual({ n: 2 });
    expect(await c.findOne({ a: 'x\u0000sy', b: 'z' }, { projection: { _id: 0, n: 1 } })).toEqual({ n: 1 });
    await c.updateOne({ n: 1 }, { $set: { a: 'p', b: 'q\u0000sr' } });
    await c.insertOne({ a: 'p\u0000sq', b: 'r', n: 3 });
    expect((await serverError(c.insertOne({ a: 'x', b: 'y\u0000sz' }))).code).toBe(11000);
    expect(await c.countDocuments()).toBe(3);
  });

  it('stays in step with the ordered index through transactions that commit and abort', async () => {
    const c = db.collection('txn_keys');
    await c.createIndex({ email: 1 }, { unique: true }, undefined);
    await c.createIndex({ owner: 1, slot: 1 }, { unique: true }, undefined);
    const owner = new ObjectId();
    await c.insertMany([
      { email: 'a@x', owner, slot: 1, v: 'a' },
      { email: 'b@x', owner, slot: 2, v: 'b' },
    ]);
    const session = client.startSession();
    try {
      // Abort: a moved key, a freed key re-used, and a new key all roll back.
      session.startTransaction();
      await c.updateOne({ email: 'a@x' }, { $set: { email: 'moved@x', slot: 3 } }, { session });
      await c.insertOne({ email: 'a@x', owner, slot: 1, v: 'new-a' }, { session });
      await c.deleteOne({ email: 'b@x' }, { session });
      expect(await c.findOne({ email: 'a@x' }, { session })).toMatchObject({ v: 'new-a' });
      expect(await c.findOne({ owner, slot: 3 }, { session })).toMatchObject({ v: 'a' });
      expect(await c.findOne({ email: 'b@x' }, { session })).toBeNull();
      // Outside the transaction the committed documents are still found by their keys.
      expect(await c.findOne({ email: 'a@x' })).toMatchObject({ v: 'a' });
      expect(await c.findOne({ owner, slot: 2 })).toMatchObject({ v: 'b' });
      await session.abortTransaction();
      expect(await c.findOne({ email: 'a@x' })).toMatchObject({ v: 'a', slot: 1 });
      expect(await c.findOne({ email: 'moved@x' })).toBeNull();
      expect(await c.findOne({ owner, slot: 3 })).toBeNull();
      expect(await c.findOne({ email: 'b@x' })).toMatchObject({ v: 'b' });
      expect((await serverError(c.insertOne({ email: 'a@x', owner, slot: 9 }))).code).toBe(11000);
      expect((await serverError(c.insertOne({ email: 'x@x', owner, slot: 2 }))).code).toBe(11000);

      // Commit: delete and re-insert one key, move another; the old holders are gone for good.
      await session.withTransaction(async () => {
        await c.deleteOne({ email: 'a@x' }, { session });
        await c.insertOne({ email: 'a@x', owner, slot: 1, v: 'a2' }, { session });
        await c.updateOne({ email: 'b@x' }, { $set: { email: 'b2@x', slot: 4 } }, { session });
      });
    } finally {
      await session.endSession();
    }
    expect(await c.find({ email: 'a@x' }).toArray()).toMatchObject([{ v: 'a2' }]);
    expect(await c.findOne({ email: 'b@x' })).toBeNull();
    expect(await c.findOne({ owner, slot: 2 })).toBeNull();
    expect(await c.findOne({ owner, slot: 4 })).toMatchObject({ email: 'b2@x' });
    expect((await serverError(c.insertOne({ email: 'b2@x', owner, slot: 7 }))).code).toBe(11000);
    await c.insertOne({ email: 'b@x', owner, slot: 2, v: 'b3' });
    expect(await c.countDocuments()).toBe(3);
  });
});

describe('value keys of documents and arrays', () => {
  it('keeps apart _ids and $in values whose strings contain the separators a joined key would use', async () => {
    const c = db.collection('crafted_ids');
    // Both would spell {"a":sx,"b":sy} if nested keys were joined with commas.
    await c.insertOne({ _id: { a: 'x,"b":sy' } as unknown as ObjectId, n: 1 });
    await c.insertOne({ _id: { a: 'x', b: 'y' } as unknown as ObjectId, n: 2 });
    expect(await c.countDocuments()).toBe(2);
    expect(await c.findOne({ _id: { a: 'x', b: 'y' } })).toMatchObject({ n: 2 });
    expect(await c.findOne({ _id: { a: 'x,"b":sy' } })).toMatchObject({ n: 1 });
    // Arrays: ['a,sb'] and ['a', 'b'] are different values.
    await c.insertMany([{ tag: ['a,sb'], n: 3 }, { tag: ['a', 'b'], n: 4 }]);
    expect((await c.find({ tag: { $in: [['a', 'b']] } }).toArray()).map((d) => d.n)).toEqual([4]);
    expect((await c.distinct('_id', { n: { $lte: 2 } })).length).toBe(2);
  });
});

describe('an index built over documents already stored', () => {
  /** Values of every kind the index orders: numbers, strings, dates, arrays (multikey), null and missing. */
  const docs = Array.from({ length: 3000 }, (_, i) => {
    const kinds = [i % 97, `s${(i * 7919) % 1000}`, new Date(Date.UTC(2026, 0, 1) - i * 60_000), [i % 13, (i * 3) % 17], null];
    return i % 50 === 0 ? { n: i } : { n: i, v: kinds[i % kinds.length], w: i % 3 };
  });

  it('orders, finds and stays in step exactly as an index kept up write by write', async () => {
    const before = db.collection('bulk_before');
    await before.createIndex({ v: 1 }, {}, undefined);
    await before.createIndex({ w: 1, v: -1 }, {}, undefined);
    await before.insertMany(docs.map((d) => ({ ...d })));
    const after = db.collection('bulk_after');
    await after.insertMany(docs.map((d) => ({ ...d })));
    await after.createIndex({ v: 1 }, {}, undefined);
    await after.createIndex({ w: 1, v: -1 }, {}, undefined);

    const same = async () => {
      for (const [filter, hint] of [
        [{}, { v: 1 }],
        [{ v: { $gte: 40 } }, { v: 1 }],
        [{ v: { $in: [3, 's0', null] } }, { v: 1 }],
        [{ v: 5 }, { v: 1 }],
        [{ w: 1 }, { w: 1, v: -1 }],
        [{ w: 2, v: { $lt: 'z' } }, { w: 1, v: -1 }],
      ] as const) {
        const read = (c: typeof before) => c.find(filter, { projection: { _id: 0, n: 1 } }).hint(hint).toArray();
        expect(await read(after), JSON.stringify(filter)).toEqual(await read(before));
      }
    };
    await same();
    // Writes after the build keep it in step.
    for (const c of [before, after]) {
      await c.deleteMany({ n: { $lt: 300 } });
      await c.insertMany([{ n: 5000, v: 40 }, { n: 5001, v: [40, 41] }, { n: 5002, w: 1, v: 's0' }]);
      await c.updateMany({ n: { $gte: 2900, $lt: 2950 } }, { $set: { v: 40 } });
    }
    await same();
  });
});
