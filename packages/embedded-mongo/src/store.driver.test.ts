/**
 * The embedded store through the official `mongodb` driver: every command, reply shape and error
 * code the rest of the product (and a later move to real MongoDB) relies on.
 */
import { Binary, Decimal128, Double, Int32, Long, MongoBulkWriteError, MongoClient, MongoServerError, ObjectId, type Db, type Document } from 'mongodb';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeInOrder, serverError } from './test-helpers.js';
import { startEmbeddedStore, sweepStaleSocketDirs, type EmbeddedStore } from './index.js';

let store: EmbeddedStore;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  store = await startEmbeddedStore();
  client = await MongoClient.connect(store.uri);
  db = client.db('driver_test');
});

afterAll(() => closeInOrder(client, store));

describe('handshake and admin commands', () => {
  it('answers hello, ping, buildInfo, serverStatus and listDatabases', async () => {
    const admin = client.db('admin');
    const hello = await admin.command({ hello: 1 });
    expect(hello).toMatchObject({ helloOk: true, isWritablePrimary: true, maxBsonObjectSize: 16777216, maxWireVersion: 21, ok: 1 });
    expect(hello.topologyVersion).toBeUndefined();
    expect((await admin.command({ isMaster: 1 })).ismaster).toBe(true);
    expect((await admin.command({ ping: 1 })).ok).toBe(1);
    expect((await admin.command({ buildInfo: 1 })).version).toMatch(/^7\./);
    const status = await admin.command({ serverStatus: 1 });
    expect(status.connections.current).toBeGreaterThan(0);
    expect(status.opcounters).toHaveProperty('insert');
    await db.collection('listed').insertOne({ a: 1 });
    const dbs = await admin.command({ listDatabases: 1 });
    expect(dbs.databases.map((d: Document) => d.name)).toContain('driver_test');
  });

  it('rejects unknown commands with CommandNotFound (59)', async () => {
    const err = await serverError(db.command({ frobnicate: 1 }));
    expect(err.code).toBe(59);
    expect(err.codeName).toBe('CommandNotFound');
  });
});

describe('insert', () => {
  it('generates ObjectIds and reports per-document writeErrors (ordered stops, unordered continues)', async () => {
    const c = db.collection('ins');
    const r = await c.insertOne({ a: 1 });
    expect(r.insertedId).toBeInstanceOf(ObjectId);
    await c.insertOne({ _id: 'x' as unknown as ObjectId, a: 2 });

    const ordered = await c.insertMany([{ _id: 'y' }, { _id: 'x' }, { _id: 'z' }] as Document[]).catch((e: unknown) => e);
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    const oerr = ordered as MongoBulkWriteError;
    expect(oerr.code).toBe(11000);
    expect(oerr.result.insertedCount).toBe(1);
    expect(await c.countDocuments({ _id: 'z' as unknown as ObjectId })).toBe(0);

    const unordered = (await c.insertMany([{ _id: 'x' }, { _id: 'w' }, { _id: 'y' }] as Document[], { ordered: false }).catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(unordered.writeErrors).toHaveLength(2);
    expect(await c.countDocuments({ _id: 'w' as unknown as ObjectId })).toBe(1);
  });

  it('refuses documents over 16 MB, on insert and when an update would grow one past it', async () => {
    const big = { blob: new Binary(Buffer.alloc(16 * 1024 * 1024)) };
    await expect(db.collection('big').insertOne(big)).rejects.toThrow();
    expect(await db.collection('big').countDocuments()).toBe(0);
    const c = db.collection<{ _id: string; a?: Binary; b?: Binary }>('big');
    await c.insertOne({ _id: 'grow', a: new Binary(Buffer.alloc(9 * 1024 * 1024)) });
    const err = await serverError(c.updateOne({ _id: 'grow' }, { $set: { b: new Binary(Buffer.alloc(9 * 1024 * 1024)) } }));
    expect(err.code).toBe(17419);
    expect((await c.findOne({ _id: 'grow' }))?.b).toBeUndefined();
  });
});

describe('find and cursors', () => {
  beforeAll(async () => {
    await db.collection('people').insertMany(
      Array.from({ length: 250 }, (_, i) => ({ i, name: `p${i}`, group: i % 3, tags: i % 2 ? ['odd'] : ['even', 'x'], nested: { v: i } })),
    );
  });

  it('filters, sorts, skips, limits and projects', async () => {
    const c = db.collection('people');
    const docs = await c
      .find({ i: { $gte: 10, $lt: 50 }, group: 1 }, { projection: { _id: 0, i: 1, 'nested.v': 1 } })
      .sort({ i: -1 })
      .skip(2)
      .limit(3)
      .toArray();
    expect(docs).toEqual([
      { i: 43, nested: { v: 43 } },
      { i: 40, nested: { v: 40 } },
      { i: 37, nested: { v: 37 } },
    ]);
    expect(await c.findOne({ tags: 'x', i: 4 }, { projection: { tags: 0, nested: 0, _id: 0 } })).toEqual({ i: 4, name: 'p4', group: 1 });
    expect(await c.countDocuments({ $or: [{ i: 1 }, { i: 2 }], tags: { $in: ['odd'] } })).toBe(1);
    expect(await c.countDocuments({ name: { $regex: '^P1', $options: 'i' } })).toBe(111);
    expect(await c.countDocuments({ tags: { $elemMatch: { $eq: 'x' } }, i: { $exists: true }, missing: { $exists: false } })).toBe(125);
    expect(await c.countDocuments({ i: { $nin: [1, 2, 3] }, nested: { $ne: null } })).toBe(247);
  });

  it('streams more than 101 documents through getMore with Long cursor ids', async () => {
    const c = db.collection('people');
    // promoteLongs: false so the reply's int64 stays a Long even when the random id
    // happens to fit a double (about 1 in 1,024 ids), as the driver would otherwise promote it.
    const first = await db.command({ find: 'people', filter: {}, sort: { i: 1 } }, { promoteLongs: false });
    expect(first.cursor.firstBatch).toHaveLength(101);
    expect(first.cursor.id).toBeInstanceOf(Long);
    expect((first.cursor.id as Long).isZero()).toBe(false);
    const more = await db.command({ getMore: first.cursor.id, collection: 'people', batchSize: 100 });
    expect(more.cursor.nextBatch[0].i).toBe(101);
    const killed = await db.command({ killCursors: 'people', cursors: [first.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const gone = await serverError(db.command({ getMore: first.cursor.id, collection: 'people' }));
    expect(gone.code).toBe(43);
    expect(await c.find({}).batchSize(7).toArray()).toHaveLength(250);
    let n = 0;
    for await (const doc of c.find({ group: 0 }).sort({ i: 1 })) {
      expect(doc.i % 3).toBe(0);
      n++;
    }
    expect(n).toBe(84);
  });

  it('fails invalid queries with MongoDB error codes', async () => {
    const c = db.collection('people');
    expect((await serverError(c.find({ i: { $foo: 1 } }).toArray())).code).toBe(2);
    expect((await serverError(c.find({ $foo: 1 } as Document).toArray())).code).toBe(2);
    expect((await serverError(db.collection('nowhere').find({ a: { $in: 5 } } as Document).toArray())).code).toBe(2);
    expect((await serverError(db.command({ find: 'people', sort: { i: 3 } }))).code).toBe(15975);
    expect((await serverError(c.find({}, { projection: { a: 1, b: 0 } }).toArray())).code).toBe(31254);
  });

  it('matches case-insensitively with a collation', async () => {
    const c = db.collection('names');
    await c.insertMany([{ n: 'Alice' }, { n: 'alice' }, { n: 'Bob' }, { n: 'bob' }, { n: 'Ålice' }]);
    const coll = { locale: 'en', strength: 2 };
    expect(await c.countDocuments({ n: 'ALICE' }, { collation: coll })).toBe(2);
    const sorted = await c.find({}, { collation: coll }).sort({ n: 1 }).toArray();
    expect(sorted.map((d) => d.n.toLowerCase())).toEqual(['alice', 'alice', 'ålice', 'bob', 'bob']);
    expect(await c.countDocuments({ n: 'ALICE' })).toBe(0);
  });
});

describe('query semantics', () => {
  type SemDoc = { _id: number; a?: number[]; arr?: number[]; objs?: { k: number; v: string }[]; b?: { c: number } };
  const ids = async (filter: Document): Promise<number[]> =>
    (await db.collection<SemDoc>('sem').find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

  beforeAll(async () => {
    await db.collection<SemDoc>('sem').insertMany([
      { _id: 1, a: [5], arr: [1, 2, 3, 4, 5], objs: [{ k: 1, v: 'x' }, { k: 2, v: 'y' }] },
      { _id: 2, a: [1, 2], b: { c: 1 } },
      { _id: 3 },
    ]);
  });

  it('traverses arrays and treats missing fields like MongoDB', async () => {
    expect(await ids({ 'a.0': null })).toEqual([3]);
    expect(await ids({ 'a.b': null })).toEqual([1, 2, 3]);
    expect(await ids({ a: 2 })).toEqual([2]);
    expect(await ids({ 'objs.1.v': 'y' })).toEqual([1]);
    expect(await ids({ 'objs.k': { $gt: 1 } })).toEqual([1]);
    expect(await ids({ objs: { $elemMatch: { k: { $gt: 1 }, v: 'y' } } })).toEqual([1]);
    expect(await ids({ objs: { $elemMatch: { k: 1, v: 'y' } } })).toEqual([]);
    expect(await ids({ arr: { $all: [1, 5] }, 'arr.4': 5 })).toEqual([1]);
    expect(await ids({ arr: { $size: 5 } })).toEqual([1]);
    expect(await ids({ arr: { $not: { $gt: 4 } } })).toEqual([2, 3]);
    expect(await ids({ b: { c: 1 } })).toEqual([2]);
    expect(await ids({ b: { $type: 'object' }, a: { $type: 'array' } })).toEqual([2]);
    expect(await ids({ $nor: [{ a: 5 }, { b: { $exists: true } }] })).toEqual([3]);
    expect(await ids({ $expr: { $gt: [{ $size: { $ifNull: ['$arr', []] } }, 3] } })).toEqual([1]);
  });

  it('sorts arrays by their min (ascending) or max (descending) element', async () => {
    const order = async (dir: 1 | -1): Promise<number[]> =>
      (await db.collection<SemDoc>('sem').find({}).sort({ a: dir }).toArray()).map((d) => d._id);
    expect(await order(1)).toEqual([3, 2, 1]);
    expect(await order(-1)).toEqual([1, 2, 3]);
  });

  it('projects with $slice, $elemMatch and the positional operator', async () => {
    const c = db.collection<SemDoc>('sem');
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: 2 }, objs: 0 } })).toEqual({ _id: 1, a: [5], arr: [1, 2] });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: [-2, 1] }, _id: 0, objs: 0 } })).toEqual({ a: [5], arr: [4] });
    expect(await c.findOne({ _id: 1 }, { projection: { objs: { $elemMatch: { k: 2 } } } })).toEqual({ _id: 1, objs: [{ k: 2, v: 'y' }] });
    expect(await c.findOne({ 'objs.k': 2 }, { projection: { 'objs.$': 1 } })).toEqual({ _id: 1, objs: [{ k: 2, v: 'y' }] });
    // Projections never modify the stored document.
    expect((await c.findOne({ _id: 1 }))?.arr).toEqual([1, 2, 3, 4, 5]);
  });

  it('passes $lookup variables to $expr in sub-pipelines', async () => {
    await db.collection('lk_orders').insertMany([{ u: 1, amt: 5 }, { u: 1, amt: 50 }, { u: 2, amt: 7 }]);
    await db.collection<{ _id: number; min: number }>('lk_users').insertMany([{ _id: 1, min: 10 }, { _id: 2, min: 1 }]);
    const rows = await db
      .collection('lk_users')
      .aggregate([
        {
          $lookup: {
            from: 'lk_orders',
            let: { uid: '$_id', m: '$min' },
            pipeline: [{ $match: { $expr: { $and: [{ $eq: ['$u', '$$uid'] }, { $gte: ['$amt', '$$m'] }] } } }, { $project: { _id: 0, amt: 1 } }],
            as: 'big',
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows.map((r) => r.big)).toEqual([[{ amt: 50 }], [{ amt: 7 }]]);
  });
});

describe('TTL indexes', () => {
  it('deletes expired documents', async () => {
    const ttlStore = await startEmbeddedStore({ ttlIntervalMs: 50 });
    const ttlClient = await MongoClient.connect(ttlStore.uri);
    try {
      const c = ttlClient.db('ttl').collection('sessions');
      await c.createIndex({ createdAt: 1 }, { expireAfterSeconds: 60 }, undefined);
      await c.insertMany([{ k: 'old', createdAt: new Date(Date.now() - 120_000) }, { k: 'new', createdAt: new Date() }, { k: 'none' }]);
      await new Promise((r) => setTimeout(r, 300));
      expect((await c.find({}).toArray()).map((d) => d.k).sort()).toEqual(['new', 'none']);
    } finally {
      await ttlClient.close();
      await ttlStore.stop();
    }
  });
});

describe('update', () => {
  it('supports multi, upsert with $setOnInsert, replacement and arrayFilters', async () => {
    const c = db.collection('upd');
    await c.insertMany([
      { _id: 1, a: 1, arr: [1, 5, 9], items: [{ q: 1 }, { q: 7 }] },
      { _id: 2, a: 1, arr: [2] },
      { _id: 3, a: 2 },
    ] as unknown as Document[]);
    const multi = await c.updateMany({ a: 1 }, { $set: { b: true } });
    expect(multi).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const same = await c.updateMany({ a: 1 }, { $set: { b: true } });
    expect(same).toMatchObject({ matchedCount: 2, modifiedCount: 0 });

    const up = await c.updateOne({ k: 'new' }, { $set: { v: 1 }, $setOnInsert: { created: 'yes' } }, { upsert: true });
    expect(up.upsertedCount).toBe(1);
    expect(await c.findOne({ k: 'new' }, { projection: { _id: 0 } })).toEqual({ k: 'new', v: 1, created: 'yes' });
    await c.updateOne({ k: 'new' }, { $set: { v: 2 }, $setOnInsert: { created: 'again' } }, { upsert: true });
    expect(await c.findOne({ k: 'new' }, { projection: { _id: 0 } })).toEqual({ k: 'new', v: 2, created: 'yes' });

    await c.updateOne({ _id: 1 as unknown as ObjectId }, { $set: { 'arr.$[e]': 0 } }, { arrayFilters: [{ e: { $gte: 5 } }] });
    await c.updateOne({ _id: 1 as unknown as ObjectId, 'items.q': 7 }, { $inc: { 'items.$.q': 1 } });
    expect(await c.findOne({ _id: 1 as unknown as ObjectId })).toMatchObject({ arr: [1, 0, 0], items: [{ q: 1 }, { q: 8 }] });

    await c.replaceOne({ _id: 3 as unknown as ObjectId }, { replaced: true });
    expect(await c.findOne({ _id: 3 as unknown as ObjectId })).toEqual({ _id: 3, replaced: true });
  });

  it('applies every update operator mongoose emits', async () => {
    type OpsDoc = {
      _id: string;
      n: number;
      m: number;
      lo: number;
      hi: number;
      list: number[];
      set: string[];
      objs: { k: number }[];
      old?: string;
      renamed?: string;
      gone?: number;
      touched?: Date;
    };
    const c = db.collection<OpsDoc>('ops');
    await c.insertOne({ _id: 'd', n: 5, m: 2, lo: 10, hi: 10, list: [3, 1, 2], set: ['a'], old: 'x', gone: 1, objs: [{ k: 1 }, { k: 2 }] });
    await c.updateOne(
      { _id: 'd' },
      {
        $inc: { n: 2 },
        $mul: { m: 3 },
        $min: { lo: 4 },
        $max: { hi: 20 },
        $push: { list: { $each: [9, 0], $sort: 1, $slice: 4 } },
        $addToSet: { set: { $each: ['a', 'b'] } },
        $rename: { old: 'renamed' },
        $unset: { gone: '' },
        $currentDate: { touched: true },
        $pull: { objs: { k: 1 } },
      },
    );
    const d = await c.findOne({ _id: 'd' });
    expect(d).toMatchObject({ n: 7, m: 6, lo: 4, hi: 20, list: [0, 1, 2, 3], set: ['a', 'b'], renamed: 'x', objs: [{ k: 2 }] });
    expect(d?.gone).toBeUndefined();
    expect(d?.touched).toBeInstanceOf(Date);
    await c.updateOne({ _id: 'd' }, { $pop: { list: -1 }, $pullAll: { set: ['a'] } });
    expect(await c.findOne({ _id: 'd' })).toMatchObject({ list: [1, 2, 3], set: ['b'] });
  });

  it('validates updates like MongoDB', async () => {
    const c = db.collection('upd_val');
    await c.insertOne({ _id: 1, s: 'str', a: { b: 1 } } as unknown as Document);
    const id1 = { _id: 1 as unknown as ObjectId };
    // Setting _id to its unchanged value is allowed.
    await c.updateOne(id1, { $set: { _id: 1, s: 'ok' } });
    expect((await serverError(c.updateOne(id1, { $set: { _id: 2 } }))).code).toBe(66);
    const conflict = await serverError(c.updateOne(id1, { $set: { a: 1, 'a.b': 2 } }));
    expect(conflict.code).toBe(40);
    expect(conflict.message).toBe("Updating the path 'a.b' would create a conflict at 'a'");
    expect((await serverError(c.updateOne(id1, { $push: { s: 1 } } as Document))).code).toBe(2);
    expect((await serverError(c.updateOne(id1, { $inc: { s: 1 } }))).code).toBe(14);
    expect((await serverError(c.updateOne(id1, { $foo: { s: 1 } }))).code).toBe(9);
    expect((await serverError(c.updateOne(id1, { $set: { 's.x': 1 } }))).code).toBe(28);
    expect(await c.findOne(id1)).toEqual({ _id: 1, s: 'ok', a: { b: 1 } });
  });
});

describe('delete, findAndModify, count, distinct', () => {
  it('deletes one or many', async () => {
    const c = db.collection('del');
    await c.insertMany([{ a: 1 }, { a: 1 }, { a: 2 }]);
    expect((await c.deleteOne({ a: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
  });

  it('findAndModify honours new, upsert, remove, fields and sort', async () => {
    const c = db.collection('fam');
    await c.insertMany([{ q: 1, n: 1 }, { q: 1, n: 2 }]);
    const before = await c.findOneAndUpdate({ q: 1 }, { $inc: { n: 10 } }, { sort: { n: -1 }, returnDocument: 'before', projection: { _id: 0 } });
    expect(before).toEqual({ q: 1, n: 2 });
    const after = await c.findOneAndUpdate({ q: 1 }, { $inc: { n: 1 } }, { sort: { n: 1 }, returnDocument: 'after', projection: { _id: 0, n: 1 } });
    expect(after).toEqual({ n: 2 });
    const raw = await db.command({ findAndModify: 'fam', query: { q: 9 }, update: { $set: { z: 1 } }, upsert: true, new: true });
    expect(raw.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(raw.lastErrorObject.upserted).toBeInstanceOf(ObjectId);
    expect(raw.value).toMatchObject({ q: 9, z: 1 });
    const removed = await c.findOneAndDelete({ q: 9 });
    expect(removed).toMatchObject({ z: 1 });
    expect(await c.findOneAndDelete({ q: 9 })).toBeNull();
    expect((await serverError(db.command({ findAndModify: 'fam', query: {}, remove: true, update: { $set: { a: 1 } } }))).code).toBe(9);
  });

  it('counts and lists distinct values', async () => {
    const c = db.collection('cnt');
    await c.insertMany([{ t: ['a', 'b'], k: 1 }, { t: 'b', k: 2 }, { t: 'c', k: 2 }, { k: 3 }]);
    expect(await c.estimatedDocumentCount()).toBe(4);
    expect((await db.command({ count: 'cnt', query: { k: 2 } })).n).toBe(2);
    expect(await c.distinct('t')).toEqual(['a', 'b', 'c']);
    expect(await c.distinct('t', { k: { $gt: 1 } })).toEqual(['b', 'c']);
  });
});

describe('aggregate', () => {
  beforeAll(async () => {
    await db.collection('orders').insertMany([
      { cust: 1, item: 'pen', qty: 2, price: 1.5 },
      { cust: 1, item: 'ink', qty: 1, price: 10 },
      { cust: 2, item: 'pen', qty: 5, price: 1.5 },
      { cust: 3, item: 'pad', qty: 1, price: 4, tags: ['a', 'b'] },
    ]);
    await db.collection('customers').insertMany([
      { _id: 1, name: 'Ann' },
      { _id: 2, name: 'Ben' },
      { _id: 3, name: 'Cat' },
    ] as unknown as Document[]);
  });

  it('runs $match/$group/$sort/$skip/$limit/$project/$addFields/$count', async () => {
    const rows = await db
      .collection('orders')
      .aggregate([
        { $match: { qty: { $gte: 1 } } },
        { $addFields: { total: { $multiply: ['$qty', '$price'] } } },
        { $group: { _id: '$cust', spent: { $sum: '$total' }, n: { $sum: 1 } } },
        { $sort: { spent: -1 } },
        { $skip: 1 },
        { $limit: 5 },
        { $project: { _id: 0, cust: '$_id', spent: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { cust: 2, spent: 7.5 },
      { cust: 3, spent: 4 },
    ]);
    expect(await db.collection('orders').aggregate([{ $match: { item: 'pen' } }, { $count: 'pens' }]).toArray()).toEqual([{ pens: 2 }]);
  });

  it('runs $unwind, $lookup across collections, $facet and $sortByCount', async () => {
    const unwound = await db.collection('orders').aggregate([{ $unwind: '$tags' }, { $project: { _id: 0, tags: 1 } }]).toArray();
    expect(unwound).toEqual([{ tags: 'a' }, { tags: 'b' }]);
    const joined = await db
      .collection('customers')
      .aggregate([
        { $lookup: { from: 'orders', localField: '_id', foreignField: 'cust', as: 'orders' } },
        { $project: { name: 1, count: { $size: '$orders' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(joined.map((j) => [j.name, j.count])).toEqual([
      ['Ann', 2],
      ['Ben', 1],
      ['Cat', 1],
    ]);
    const [facet] = await db
      .collection('orders')
      .aggregate([{ $facet: { byItem: [{ $sortByCount: '$item' }, { $limit: 1 }], total: [{ $count: 'n' }] } }])
      .toArray();
    expect(facet).toEqual({ byItem: [{ _id: 'pen', count: 2 }], total: [{ n: 4 }] });
    // The stored documents were not modified by the pipelines.
    expect(await db.collection('orders').findOne({ cust: 3 }, { projection: { _id: 0 } })).toEqual({ cust: 3, item: 'pad', qty: 1, price: 4, tags: ['a', 'b'] });
  });

  it('runs $lookup with localField/foreignField and a pipeline over the matching documents only', async () => {
    await db.collection('lk2_items').insertMany([
      { _id: 'c1', title: 'One', tags: ['x'] },
      { _id: 'c2', title: 'Two', tags: ['x', 'y'] },
      { _id: 'c3', title: 'Three', tags: [] },
    ] as unknown as Document[]);
    await db.collection('lk2_rows').insertMany([
      { _id: 1, item: 'c2', tag: 'y', cap: 'T' },
      { _id: 2, item: 'c1', tag: 'x', cap: 'O' },
      { _id: 3, item: 'nope', tag: 'z', cap: 'N' },
      { _id: 4, item: ['c3', 'c1'], tag: null, cap: 'O' },
    ] as unknown as Document[]);
    const rows = await db
      .collection('lk2_rows')
      .aggregate([
        { $lookup: { from: 'lk2_items', localField: 'item', foreignField: '_id', as: 'item', pipeline: [{ $project: { _id: 0, title: 1 } }] } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows.map((r) => r.item)).toEqual([[{ title: 'Two' }], [{ title: 'One' }], [], [{ title: 'One' }, { title: 'Three' }]]);
    // An array foreign field matches by element; `let` still reaches the pipeline.
    const byTag = await db
      .collection('lk2_rows')
      .aggregate([
        { $match: { _id: { $in: [1, 2] } } },
        {
          $lookup: {
            from: 'lk2_items',
            localField: 'tag',
            foreignField: 'tags',
            let: { cap: '$cap' },
            as: 'hits',
            pipeline: [{ $match: { $expr: { $eq: [{ $substrCP: ['$title', 0, 1] }, '$$cap'] } } }, { $project: { _id: 1 } }],
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(byTag.map((r) => r.hits)).toEqual([[{ _id: 'c2' }], [{ _id: 'c1' }]]);
  });

  it('rejects unknown stages', async () => {
    expect((await serverError(db.collection('orders').aggregate([{ $bogus: {} }]).toArray())).code).toBe(40324);
  });
});

describe('collections and indexes', () => {
  it('creates, lists and drops collections and databases', async () => {
    const other = client.db('driver_test_ns');
    await other.createCollection('c1');
    expect((await serverError(other.createCollection('c1'))).code).toBe(48);
    const names = (await other.listCollections().toArray()).map((c) => c.name);
    expect(names).toEqual(['c1']);
    expect(await other.collection('c1').drop()).toBe(true);
    await other.collection('c2').insertOne({ a: 1 });
    await other.dropDatabase();
    expect(await other.listCollections().toArray()).toEqual([]);
  });

  it('creates, lists and drops indexes with MongoDB codes', async () => {
    const c = db.collection('idx');
    await c.insertMany([{ a: 1, b: 1 }, { a: 2, b: 1 }]);
    expect(await c.createIndex({ a: 1 }, { unique: true }, undefined)).toBe('a_1');
    expect(await c.createIndex({ a: 1, b: -1 }, { name: 'ab' }, undefined)).toBe('ab');
    expect(await c.createIndex({ s: 1 }, { sparse: true }, undefined)).toBe('s_1');
    const listed = await c.indexes();
    expect(listed.map((i) => i.name)).toEqual(['_id_', 'a_1', 'ab', 's_1']);
    expect(listed[1]).toMatchObject({ key: { a: 1 }, unique: true });
    expect((await serverError(db.collection('no_such').indexes())).code).toBe(26);
    expect((await serverError(c.createIndex({ b: 1 }, { unique: true }, undefined))).code).toBe(11000);
    expect((await serverError(c.createIndex({ a: 1 }, { name: 'other' }, undefined))).code).toBe(85);
    await c.dropIndex('ab');
    expect((await serverError(c.dropIndex('ab'))).code).toBe(27);
    expect((await serverError(c.dropIndex('_id_'))).code).toBe(72);
  });

  it('enforces unique indexes on insert, update and upsert with keyValue', async () => {
    const c = db.collection('uniq');
    await c.createIndex({ email: 1 }, { unique: true }, undefined);
    await c.insertMany([{ email: 'a@x' }, { email: 'b@x' }]);
    const ins = await serverError(c.insertOne({ email: 'a@x' }));
    expect(ins.code).toBe(11000);
    expect(ins.message).toBe('E11000 duplicate key error collection: driver_test.uniq index: email_1 dup key: { email: "a@x" }');
    expect(ins.keyValue).toEqual({ email: 'a@x' });
    expect(ins.keyPattern).toEqual({ email: 1 });
    expect((await serverError(c.updateOne({ email: 'b@x' }, { $set: { email: 'a@x' } }))).code).toBe(11000);
    expect((await serverError(c.updateOne({ nope: 1 }, { $set: { email: 'a@x' } }, { upsert: true }))).code).toBe(11000);
    expect(await c.countDocuments()).toBe(2);
  });

  it('finds documents by a unique key as the key changes, is deleted, reused, or spelled as another type', async () => {
    const c = db.collection('uniq_lookup');
    await c.createIndex({ email: 1 }, { unique: true }, undefined);
    await c.createIndex({ tenant: 1, code: 1 }, { unique: true }, undefined);
    await c.createIndex({ n: 1 }, { unique: true, sparse: true }, undefined);
    const { insertedId } = await c.insertOne({ email: 'old@x', tenant: 't1', code: 'A', n: new Long(5) });
    await c.insertOne({ email: ['list1@x', 'list2@x'], tenant: 't1', code: 'B' });
    expect(await c.findOne({ email: 'old@x' })).toMatchObject({ _id: insertedId });
    const plan = await c.find({ email: 'old@x' }).explain('executionStats');
    expect(plan.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'email_1' });
    expect(plan.executionStats.totalDocsExamined).toBe(1);
    // Multikey unique index: either element finds the document.
    expect(await c.findOne({ email: 'list2@x' })).toMatchObject({ code: 'B' });
    // Compound key, and a number stored as int64 found by an int32/double of the same value.
    expect(await c.findOne({ tenant: 't1', code: 'B' })).toMatchObject({ email: ['list1@x', 'list2@x'] });
    expect(await c.findOne({ n: 5 })).toMatchObject({ _id: insertedId });
    expect(await c.findOne({ n: new Double(5) })).toMatchObject({ _id: insertedId });

    await c.updateOne({ _id: insertedId }, { $set: { email: 'new@x' } });
    expect(await c.findOne({ email: 'old@x' })).toBeNull();
    expect(await c.findOne({ email: 'new@x' })).toMatchObject({ _id: insertedId });
    // The old key is free again, the new one is taken.
    await c.insertOne({ email: 'old@x', tenant: 't2', code: 'A' });
    expect((await serverError(c.insertOne({ email: 'new@x', tenant: 't3', code: 'A' }))).code).toBe(11000);
    await c.deleteOne({ email: 'new@x' });
    expect(await c.findOne({ email: 'new@x' })).toBeNull();
    await c.insertOne({ email: 'new@x', tenant: 't3', code: 'A' });
    expect(await c.countDocuments({ email: { $in: ['old@x', 'new@x'] } })).toBe(2);

    // An aborted transaction leaves the unique lookups as they were.
    const session = client.startSession();
    try {
      session.startTransaction();
      await c.updateOne({ email: 'old@x' }, { $set: { email: 'moved@x' } }, { session });
      expect(await c.findOne({ email: 'moved@x' }, { session })).toMatchObject({ tenant: 't2' });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await c.findOne({ email: 'moved@x' })).toBeNull();
    expect(await c.findOne({ email: 'old@x' })).toMatchObject({ tenant: 't2' });
  });

  it('uses indexes for equality and range lookups (explain)', async () => {
    const c = db.collection('people');
    await c.createIndex({ i: 1 }, undefined, undefined);
    const eq = await c.find({ i: 42 }).explain('executionStats');
    expect(eq.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'i_1' });
    expect(eq.executionStats.totalDocsExamined).toBe(1);
    const range = await c.find({ i: { $gte: 10, $lt: 20 } }).explain('executionStats');
    expect(range.executionStats.totalDocsExamined).toBe(10);
    expect(range.executionStats.nReturned).toBe(10);
    const scan = await c.find({ name: 'p3' }).explain('executionStats');
    expect(scan.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    expect(await c.countDocuments({ i: { $in: [1, 2, 300] } })).toBe(2);
  });

  it('keeps both bounds of an $elemMatch range on a multikey index, as mongod does, and only those', async () => {
    const c = db.collection('tagged');
    await c.createIndex({ words: 1 }, undefined, undefined);
    await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ i, words: [`w${String(i).padStart(2, '0')}`, 'zzz', 'aaa'] })));
    const tight = await c.find({ words: { $elemMatch: { $gte: 'w10', $lt: 'w13' } } }).explain('executionStats');
    expect(tight.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'words_1' });
    expect(tight.executionStats.totalDocsExamined).toBe(3);
    expect((await c.find({ words: { $elemMatch: { $gte: 'w10', $lt: 'w13' } } }).toArray()).map((d) => d['i'])).toEqual([10, 11, 12]);
    // Without $elemMatch each bound may be met by another word ('aaa' < 'w13', 'zzz' >= 'w10'): every record matches.
    expect(await c.countDocuments({ words: { $gte: 'w10', $lt: 'w13' } })).toBe(50);
  });
});

describe('Unix domain socket', () => {
  it('serves the same data over its socket, and removes the socket when stopped', async () => {
    expect(store.socketUri).toMatch(/^mongodb:\/\/%2F.+mongod\.sock\/$/);
    const socketClient = await MongoClient.connect(store.socketUri as string);
    try {
      await db.collection('via_socket').insertOne({ from: 'tcp' });
      await socketClient.db('driver_test').collection('via_socket').insertOne({ from: 'socket' });
      expect((await db.collection('via_socket').find({}, { sort: { from: 1 } }).toArray()).map((d) => d.from)).toEqual(['socket', 'tcp']);
    } finally {
      await socketClient.close();
    }
    const other = await startEmbeddedStore();
    const path = decodeURIComponent((other.socketUri as string).slice('mongodb://'.length, -1));
    expect(existsSync(path)).toBe(true);
    await other.stop();
    expect(existsSync(path)).toBe(false);
    const tcpOnly = await startEmbeddedStore({ socket: false });
    expect(tcpOnly.socketUri).toBeUndefined();
    await tcpOnly.stop();
  });

  it('sweeps socket directories left by stores that died, and only those', async () => {
    const root = await mkdtemp(join(tmpdir(), 'sweep-test-'));
    try {
      const longAgo = new Date(Date.now() - 5 * 60_000);
      const dead = join(root, 'embedded-mongo-dead');
      await mkdir(dead);
      await writeFile(join(dead, 'mongod.sock'), '');
      await utimes(dead, longAgo, longAgo);
      const young = join(root, 'embedded-mongo-young');
      await mkdir(young);
      const other = join(root, 'something-else');
      await mkdir(other);
      await utimes(other, longAgo, longAgo);
      // An old directory whose store is alive keeps its socket.
      const alive = join(root, 'embedded-mongo-alive');
      await mkdir(alive);
      const listener = createServer();
      await new Promise<void>((resolve) => listener.listen(join(alive, 'mongod.sock'), resolve));
      await utimes(alive, longAgo, longAgo);
      try {
        await sweepStaleSocketDirs(root);
      } finally {
        await new Promise<void>((resolve) => listener.close(() => resolve()));
      }
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(young)).toBe(true);
      expect(existsSync(other)).toBe(true);
      expect(existsSync(alive)).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('BSON type fidelity', () => {
  it('keeps int32, int64, double, decimal, binary subtypes, dates and ObjectIds exactly', async () => {
    const c = db.collection('types');
    const oid = new ObjectId();
    const when = new Date('2024-01-02T03:04:05.678Z');
    await c.insertOne({
      _id: oid,
      i: new Int32(5),
      l: Long.fromString('9007199254740993'),
      d: new Double(5),
      f: 2.5,
      dec: Decimal128.fromString('1.10'),
      uuid: new Binary(Buffer.from('0123456789abcdef'), 4),
      bin: new Binary(Buffer.from([1, 2, 3]), 0),
      when,
    });
    const raw = await c.findOne({ _id: oid }, { promoteValues: false, promoteLongs: false });
    expect(raw?.i).toBeInstanceOf(Int32);
    expect(raw?.l).toBeInstanceOf(Long);
    expect(raw?.l.toString()).toBe('9007199254740993');
    expect(raw?.d).toBeInstanceOf(Double);
    expect(raw?.dec.toString()).toBe('1.10');
    expect(raw?.uuid.sub_type).toBe(4);
    expect(raw?.bin.sub_type).toBe(0);
    expect(raw?.when).toEqual(when);
    for (const [field, type] of [['i', 'int'], ['l', 'long'], ['d', 'double'], ['f', 'double'], ['dec', 'decimal'], ['uuid', 'binData'], ['when', 'date'], ['_id', 'objectId']]) {
      expect(await c.countDocuments({ [field as string]: { $type: type } }), `${field} is ${type}`).toBe(1);
    }
    expect(await c.countDocuments({ i: { $type: 'double' } })).toBe(0);
    expect(await c.countDocuments({ d: 5, i: 5.0, l: { $gt: 9007199254740992 } })).toBe(1);
    await c.updateOne({ _id: oid }, { $inc: { i: 1, l: Long.fromNumber(1) } });
    const after = await c.findOne({ _id: oid }, { promoteValues: false, promoteLongs: false });
    expect(after?.i).toBeInstanceOf(Int32);
    expect(after?.l.toString()).toBe('9007199254740994');
    expect(after?.d).toBeInstanceOf(Double);
  });
});

describe('transactions', () => {
  it('commits atomically and rolls back on abort', async () => {
    const c = db.collection('tx');
    await c.insertMany([{ _id: 'a', bal: 100 }, { _id: 'b', bal: 0 }] as unknown as Document[]);
    const session = client.startSession();
    try {
      session.startTransaction();
      await c.updateOne({ _id: 'a' as unknown as ObjectId }, { $inc: { bal: -40 } }, { session });
      await c.insertOne({ _id: 'c', bal: 1 } as unknown as Document, { session });
      await c.deleteOne({ _id: 'b' as unknown as ObjectId }, { session });
      expect((await c.findOne({ _id: 'a' as unknown as ObjectId }, { session }))?.bal).toBe(60);
      // Outside the transaction the committed state is still visible.
      expect((await c.findOne({ _id: 'a' as unknown as ObjectId }))?.bal).toBe(100);
      expect(await c.countDocuments({})).toBe(2);
      await session.abortTransaction();
      expect(await c.find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 'a', bal: 100 },
        { _id: 'b', bal: 0 },
      ]);

      await session.withTransaction(async () => {
        await c.updateOne({ _id: 'a' as unknown as ObjectId }, { $inc: { bal: -30 } }, { session });
        await c.updateOne({ _id: 'b' as unknown as ObjectId }, { $inc: { bal: 30 } }, { session });
      });
      expect((await c.find({}).sort({ _id: 1 }).toArray()).map((d) => d.bal)).toEqual([70, 30]);
    } finally {
      await session.endSession();
    }
  });

  it('makes other writers wait for keys an open transaction holds, then succeed or fail by its outcome', async () => {
    type U = { _id: string; email: string };
    const c = db.collection<U>('tx_uniq');
    await c.createIndex({ email: 1 }, { unique: true }, undefined);
    await c.insertOne({ _id: 'x', email: 'a@x' });
    for (const outcome of ['commit', 'abort'] as const) {
      const session = client.startSession();
      try {
        session.startTransaction();
        await c.updateOne({ _id: 'x' }, { $set: { email: 'b@x' } }, { session });
        let settled = false;
        const insert = c.insertOne({ _id: `y-${outcome}`, email: 'a@x' }).then(
          () => 'inserted',
          (e: unknown) => (e instanceof MongoServerError ? e.code : 'error'),
        );
        void insert.then(() => (settled = true));
        await new Promise((r) => setTimeout(r, 60));
        expect(settled).toBe(false);
        if (outcome === 'commit') await session.commitTransaction();
        else await session.abortTransaction();
        expect(await insert).toBe(outcome === 'commit' ? 'inserted' : 11000);
      } finally {
        await session.endSession();
      }
      await c.deleteOne({ _id: 'y-commit' });
      await c.updateOne({ _id: 'x' }, { $set: { email: 'a@x' } });
    }
  });

  it('reports write conflicts between transactions as transient errors', async () => {
    const c = db.collection('tx2');
    await c.insertOne({ _id: 'k', v: 0 } as unknown as Document);
    const s1 = client.startSession();
    const s2 = client.startSession();
    try {
      s1.startTransaction();
      s2.startTransaction();
      await c.updateOne({ _id: 'k' as unknown as ObjectId }, { $inc: { v: 1 } }, { session: s1 });
      const err = await serverError(c.updateOne({ _id: 'k' as unknown as ObjectId }, { $inc: { v: 1 } }, { session: s2 }));
      expect(err.code).toBe(112);
      expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
      await s1.commitTransaction();
      await s2.abortTransaction().catch(() => undefined);
      expect((await c.findOne({ _id: 'k' as unknown as ObjectId }))?.v).toBe(1);
    } finally {
      await s1.endSession();
      await s2.endSession();
    }
  });
});
