/**
 * MongoDB behaviours mongoose and applications rely on (geo and text search have files of their own):
 * update paths, queries, collation, server parameters, capped and time-series collections,
 * `$where` — through the official driver and mongoose, in memory and journaled.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Binary, Code, DBRef, Decimal128, Int32, Long, MongoClient, ObjectId, type Db, type Document } from 'mongodb';
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeInOrder, serverError } from './test-helpers.js';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

type AnyId = Document & { _id: unknown };
/** Collections whose updates use dotted paths the driver's types cannot check. */
type NumId = { _id: number; [key: string]: unknown };

let store: EmbeddedStore;
let client: MongoClient;
let db: Db;
let conn: Connection;

beforeAll(async () => {
  store = await startEmbeddedStore();
  client = await MongoClient.connect(store.uri);
  db = client.db('fidelity');
  conn = await mongoose.createConnection(store.uri, { dbName: 'fidelity_mongoose' }).asPromise();
});

afterAll(() => closeInOrder(conn, client, store));

describe('update paths', () => {
  it('resolves the positional $ once for the whole update (child schemas with timestamps)', async () => {
    const coll = db.collection<NumId>('positional');
    await coll.insertOne({ _id: 1, children: [{ name: 'foo' }, { name: 'baz' }] });
    const now = new Date();
    const res = await coll.updateOne({ _id: 1, 'children.name': 'foo' }, { $set: { 'children.$.name': 'bar', 'children.$.updatedAt': now } });
    expect(res.modifiedCount).toBe(1);
    expect((await coll.findOne({ _id: 1 }))?.children).toEqual([{ name: 'bar', updatedAt: now }, { name: 'baz' }]);
  });

  it('does so through mongoose for a child schema with timestamps', async () => {
    const Parent = conn.model('Parent', new Schema({ children: [new Schema({ name: String }, { timestamps: true })] }));
    const p = await Parent.create({ children: [{ name: 'foo' }, { name: 'baz' }] });
    await Parent.updateOne({ _id: p._id, 'children.name': 'foo' }, { $set: { 'children.$.name': 'bar' } });
    const after = await Parent.findById(p._id).lean();
    expect(after?.children.map((c) => c.name)).toEqual(['bar', 'baz']);
    expect(after?.children[0]?.updatedAt).toBeInstanceOf(Date);
  });

  it('treats $-prefixed parts other than $, $[] and $[id] as field names', async () => {
    const coll = db.collection<NumId>('dollar_fields');
    await coll.insertOne({ _id: 1, preferences: { theme: 'dark' }, address: { $street: 'Elm Road' } });
    await coll.updateOne({ _id: 1 }, { $set: { 'preferences.$each': ['a'], 'address.$street': 'Elm Ave', 'nested.data.$*._id': 7 } });
    expect(await coll.findOne({ _id: 1 })).toEqual({
      _id: 1,
      preferences: { theme: 'dark', $each: ['a'] },
      address: { $street: 'Elm Ave' },
      nested: { data: { '$*': { _id: 7 } } },
    });
    // A top-level $-prefixed field still cannot be set by an update of an existing document.
    const err = await serverError(coll.updateOne({ _id: 1 }, { $set: { $hotel: 1 } }));
    expect(err.code).toBe(52);
  });
});

describe('queries', () => {
  it('a projection of only { _id: 1 } returns only _id (Model.exists)', async () => {
    const coll = db.collection<NumId>('id_projection');
    await coll.insertOne({ _id: 1, a: 1, b: 2 });
    expect(await coll.findOne({ _id: 1 }, { projection: { _id: 1 } })).toEqual({ _id: 1 });
    expect(await coll.findOne({ _id: 1 }, { projection: { _id: 1, a: 0 } })).toEqual({ _id: 1, b: 2 });
    const Thing = conn.model('Thing', new Schema({ name: String }));
    const t = await Thing.create({ name: 'x' });
    expect(await Thing.exists({ name: 'x' })).toEqual({ _id: t._id });
    expect(await Thing.exists({ name: 'nope' })).toBeNull();
  });

  it('$elemMatch on DBRef-style $ref/$id fields compares fields', async () => {
    const coll = db.collection<AnyId>('dbrefs');
    const target = new ObjectId();
    await coll.insertMany([
      { _id: 1, refs: [new DBRef('users', target), new DBRef('users', new ObjectId())] },
      { _id: 2, refs: [new DBRef('users', new ObjectId())] },
    ]);
    const found = await coll.find({ refs: { $elemMatch: { $ref: 'users', $id: target } } }).toArray();
    expect(found.map((d) => d._id)).toEqual([1]);
  });

  it('$bitsAllSet and friends test binary values and binary masks', async () => {
    const coll = db.collection<AnyId>('bits');
    await coll.insertMany([
      { _id: 1, b: new Binary(Buffer.from([0b00000101])) },
      { _id: 2, b: new Binary(Buffer.from([0b00000010, 0b00000001])) },
      { _id: 3, b: 5 },
    ]);
    const ids = async (f: Document): Promise<unknown[]> => (await coll.find(f).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ b: { $bitsAllSet: [0, 2] } })).toEqual([1, 3]);
    expect(await ids({ b: { $bitsAnySet: [8] } })).toEqual([2]);
    expect(await ids({ b: { $bitsAllClear: [0] } })).toEqual([2]);
    expect(await ids({ b: { $bitsAnyClear: new Binary(Buffer.from([0b00000101])) } })).toEqual([2]);
  });

  it('$where runs a string or a function in a sandbox, with a time limit', async () => {
    const coll = db.collection<AnyId>('where');
    await coll.insertMany([{ _id: 1, credits: 5, debits: 5 }, { _id: 2, credits: 1, debits: 3 }]);
    expect((await coll.find({ $where: 'this.credits == this.debits' }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await coll.find({ $where: new Code('function () { return obj.credits < this.debits; }') } as Document).toArray()).map((d) => d._id)).toEqual([2]);
    // The code sees only its own realm: no process, no require, no way to build functions from strings.
    const escape = await serverError(coll.find({ $where: 'this.constructor.constructor("return process")().exit(1)' }).toArray());
    expect(escape.code).toBe(139);
    expect(typeof process.exit).toBe('function');
    const loop = await serverError(coll.find({ $where: 'while (true) {}' }).toArray());
    expect(loop.code).toBe(139);
  });

  it('$where is refused by a store started with noScripting (mongod --noscripting)', async () => {
    const locked = await startEmbeddedStore({ noScripting: true, socket: false });
    const c = await MongoClient.connect(locked.uri);
    try {
      const coll = c.db('x').collection('where');
      await coll.insertOne({ a: 1 });
      const err = await serverError(coll.find({ $where: 'true' }).toArray());
      expect(err.code).toBe(2);
      expect(err.message).toBe('no globalScriptEngine in $where parsing');
      expect(await coll.countDocuments({ a: 1 })).toBe(1);
    } finally {
      await c.close();
      await locked.stop();
    }
  });
});

describe('aggregation hint', () => {
  it('applies hint to the leading $match', async () => {
    const coll = db.collection<AnyId>('agg_hint');
    await coll.insertMany([{ _id: 1, a: 1, b: 1 }, { _id: 2, a: 1, b: 2 }]);
    await coll.createIndex({ a: 1 }, undefined, undefined);
    await coll.createIndex({ b: 1 }, undefined, undefined);
    const plan = JSON.stringify(await coll.aggregate([{ $match: { a: 1, b: 2 } }], { hint: 'b_1' }).explain());
    expect(plan).toContain('b_1');
    expect((await coll.aggregate([{ $match: { a: 1, b: 2 } }], { hint: 'b_1' }).toArray()).map((d) => d._id)).toEqual([2]);
  });
});

describe('collation', () => {
  it('maps en_US to the ICU locale and applies a collection default collation', async () => {
    await db.createCollection('collated', { collation: { locale: 'en_US', strength: 2 } });
    const coll = db.collection<AnyId>('collated');
    await coll.insertMany([{ _id: 1, name: 'Alpha' }, { _id: 2, name: 'alpha' }, { _id: 3, name: 'Beta' }]);
    expect(await coll.countDocuments({ name: 'ALPHA' })).toBe(2);
    expect((await coll.find({}).sort({ name: 1, _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
    // An operation's own collation wins; `simple` turns the default off.
    expect(await coll.countDocuments({ name: 'ALPHA' }, { collation: { locale: 'simple' } })).toBe(0);
    expect((await coll.aggregate([{ $match: { name: 'alpha' } }]).toArray()).length).toBe(2);
    expect((await coll.updateMany({ name: 'ALPHA' }, { $set: { seen: true } })).modifiedCount).toBe(2);
    expect(await db.collection('plain').countDocuments({ a: 'x' }, { collation: { locale: 'en_US', strength: 1 } })).toBe(0);
  });

  it('through mongoose, a schema collation becomes the collection default', async () => {
    const Person = conn.model('Person', new Schema({ name: String }, { collation: { locale: 'en_US', strength: 2 } }));
    await Person.init();
    await Person.create([{ name: 'Zoë' }, { name: 'zoë' }]);
    expect(await Person.countDocuments({ name: 'ZOË' })).toBe(2);
  });
});

describe('commands', () => {
  it('getParameter and setParameter report and change the common parameters', async () => {
    const admin = client.db('admin');
    expect(await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 })).toMatchObject({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 });
    expect(await admin.command({ setParameter: 1, logLevel: 1 })).toMatchObject({ was: 0, ok: 1 });
    expect(await admin.command({ getParameter: 1, logLevel: 1 })).toMatchObject({ logLevel: 1 });
    expect((await admin.command({ getParameter: '*' })).notablescan).toBe(false);
    expect((await serverError(admin.command({ getParameter: 1, noSuchThing: 1 }))).code).toBe(72);
    expect((await serverError(admin.command({ setParameter: 1, noSuchThing: 1 }))).code).toBe(72);
  });

  it('create with capped requires size; a capped collection keeps insertion order and its limits', async () => {
    const err = await serverError(db.createCollection('capped_nosize', { capped: true }));
    expect(err.code).toBe(72);
    expect(err.message).toBe("the 'size' field is required when 'capped' is true");
    await db.createCollection('capped', { capped: true, size: 100_000, max: 3 });
    const coll = db.collection<AnyId>('capped');
    for (const id of [5, 1, 4, 2, 3]) await coll.insertOne({ _id: id });
    expect((await coll.find({}).toArray()).map((d) => d._id)).toEqual([4, 2, 3]);
    await db.createCollection('capped_bytes', { capped: true, size: 1000 });
    const bytes = db.collection<AnyId>('capped_bytes');
    for (let i = 0; i < 20; i++) await bytes.insertOne({ _id: i, pad: 'x'.repeat(100) });
    const left = (await bytes.find({}).toArray()).map((d) => d._id as number);
    expect(left.length).toBeLessThan(10);
    expect(left.at(-1)).toBe(19);
    expect(left).toEqual([...left].sort((a, b) => a - b));
  });

  it('$out replaces the target collection with the results, keeping its indexes', async () => {
    const src = db.collection<AnyId>('out_src');
    await src.insertMany([{ _id: 1, k: 'a', n: 1 }, { _id: 2, k: 'b', n: 2 }, { _id: 3, k: 'a', n: 3 }]);
    const dest = db.collection<AnyId>('out_dest');
    await dest.insertOne({ _id: 'old' });
    await dest.createIndex({ total: 1 }, undefined, undefined);
    expect(await src.aggregate([{ $group: { _id: '$k', total: { $sum: '$n' } } }, { $out: 'out_dest' }]).toArray()).toEqual([]);
    expect(await dest.find({}).sort({ _id: 1 }).toArray()).toEqual([{ _id: 'a', total: 4 }, { _id: 'b', total: 2 }]);
    expect((await dest.indexes()).map((i) => i.name)).toContain('total_1');
    expect((await serverError(src.aggregate([{ $out: 'x' }, { $match: {} }]).toArray())).code).toBe(40601);
  });

  it('keeps Long, Decimal128 and Int32 through $project/$replaceWith/$unionWith of $$ROOT (a logical dump), and computes with them elsewhere', async () => {
    const a = db.collection<AnyId>('types_a');
    const b = db.collection<AnyId>('types_b');
    const price = Decimal128.fromString('19.99');
    const big = Long.fromString('9007199254740993');
    await a.insertOne({ _id: 1, price, big, n: new Int32(7) });
    await b.insertOne({ _id: 2, big: Long.fromString('-9007199254740993') });
    const tag = (name: string) => ({ $project: { _id: 0, c: { $literal: name }, d: '$$ROOT' } });
    const rows = await a.aggregate([tag('a'), { $unionWith: { coll: 'types_b', pipeline: [tag('b')] } }], { promoteLongs: false, promoteValues: false }).toArray();
    expect(rows).toEqual([
      { c: 'a', d: { _id: new Int32(1), price, big, n: new Int32(7) } },
      { c: 'b', d: { _id: new Int32(2), big: Long.fromString('-9007199254740993') } },
    ]);
    const replaced = await a.aggregate([{ $replaceWith: { doc: '$$ROOT', p: '$price' } }]).toArray();
    expect(replaced[0]?.['p']).toEqual(price);
    // A pipeline that computes still gets numbers to compute with.
    expect(await a.aggregate([{ $project: { _id: 0, twice: { $multiply: ['$n', 2] } } }]).toArray()).toEqual([{ twice: 14 }]);
  });

  it('compares whole values in BSON order in aggregation expressions, a missing field before null', async () => {
    const c = db.collection<AnyId>('agg_compare');
    const when = new Date('2026-01-02T03:04:05Z');
    await c.insertMany([{ _id: 1, d: when, n: 5, a: [1, 2] }, { _id: 2, d: null }, { _id: 3 }]);
    const rows = await c
      .aggregate([
        { $sort: { _id: 1 } },
        {
          $project: {
            dateAfterNull: { $gt: ['$d', null] },
            numberAfterNull: { $gt: ['$n', null] },
            dateAfterNumber: { $gt: ['$d', 1] },
            missingBeforeNull: { $lt: ['$d', null] },
            nullEqualsNull: { $eq: ['$d', null] },
            arrayIsNotElement: { $eq: ['$a', 1] },
            arrayEqualsArray: { $eq: ['$a', [1, 2]] },
          },
        },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 1, dateAfterNull: true, numberAfterNull: true, dateAfterNumber: true, missingBeforeNull: false, nullEqualsNull: false, arrayIsNotElement: false, arrayEqualsArray: true },
      { _id: 2, dateAfterNull: false, numberAfterNull: false, dateAfterNumber: false, missingBeforeNull: false, nullEqualsNull: true, arrayIsNotElement: false, arrayEqualsArray: false },
      { _id: 3, dateAfterNull: false, numberAfterNull: false, dateAfterNumber: false, missingBeforeNull: true, nullEqualsNull: false, arrayIsNotElement: false, arrayEqualsArray: false },
    ]);
    // $expr in a find uses the same comparisons.
    expect((await c.find({ $expr: { $gt: ['$d', null] } }).toArray()).map((d) => d._id)).toEqual([1]);
  });

  it('lists time-series collections with type timeseries', async () => {
    await db.createCollection('weather', { timeseries: { timeField: 'ts', metaField: 'sensor' } });
    const [info] = await db.listCollections({ name: 'weather' }).toArray();
    expect(info).toMatchObject({ name: 'weather', type: 'timeseries', options: { timeseries: { timeField: 'ts', metaField: 'sensor' } } });
    const [named] = await db.listCollections({ name: 'weather' }, { nameOnly: true }).toArray();
    expect(named).toEqual({ name: 'weather', type: 'timeseries' });
  });
});

describe('validation', () => {
  const schema = {
    $jsonSchema: {
      bsonType: 'object',
      required: ['name'],
      properties: { name: { bsonType: 'string', minLength: 2 }, age: { bsonType: 'int', minimum: 0 } },
    },
  };

  it('enforces $jsonSchema validators from create with 121 and errInfo details', async () => {
    await db.createCollection('validated', { validator: schema });
    const coll = db.collection<NumId>('validated');
    await coll.insertOne({ _id: 1, name: 'Ann', age: 3 });
    const missing = await serverError(coll.insertOne({ _id: 2, age: 1 }));
    expect(missing.code).toBe(121);
    expect(missing.errInfo).toMatchObject({
      failingDocumentId: 2,
      details: { operatorName: '$jsonSchema', schemaRulesNotSatisfied: [{ operatorName: 'required', specifiedAs: { required: ['name'] }, missingProperties: ['name'] }] },
    });
    const bad = await serverError(coll.updateOne({ _id: 1 }, { $set: { age: -1 } }));
    expect(bad.code).toBe(121);
    expect(bad.errInfo?.details?.schemaRulesNotSatisfied?.[0]).toMatchObject({ operatorName: 'properties', propertiesNotSatisfied: [{ propertyName: 'age' }] });
    expect((await coll.findOne({ _id: 1 }))?.age).toBe(3);
    await coll.insertOne({ _id: 3, age: 5 }, { bypassDocumentValidation: true });
    expect(await coll.countDocuments({ $jsonSchema: schema.$jsonSchema })).toBe(1);
  });

  it('query validators, validationLevel moderate and validationAction warn via collMod', async () => {
    await db.createCollection('qvalidated');
    const coll = db.collection<NumId>('qvalidated');
    await coll.insertOne({ _id: 1, qty: -5 });
    await db.command({ collMod: 'qvalidated', validator: { qty: { $gte: 0 } } });
    expect((await serverError(coll.insertOne({ _id: 2, qty: -1 }))).code).toBe(121);
    // strict (the default) checks updates of already invalid documents too; moderate does not.
    expect((await serverError(coll.updateOne({ _id: 1 }, { $set: { note: 'x' } }))).code).toBe(121);
    await db.command({ collMod: 'qvalidated', validationLevel: 'moderate' });
    await coll.updateOne({ _id: 1 }, { $set: { note: 'x' } });
    await db.command({ collMod: 'qvalidated', validationAction: 'warn' });
    await coll.insertOne({ _id: 3, qty: -3 });
    const [info] = await db.listCollections({ name: 'qvalidated' }, { nameOnly: false }).toArray();
    expect((info as Document | undefined)?.options).toMatchObject({ validator: { qty: { $gte: 0 } }, validationLevel: 'moderate', validationAction: 'warn' });
    expect((await serverError(db.command({ collMod: 'qvalidated', validationLevel: 'sometimes' }))).code).toBe(2);
  });

  it('through mongoose: createCollection with a validator refuses an invalid document', async () => {
    const Strict = conn.model('Strict', new Schema({ name: String }, { strict: false }));
    await Strict.createCollection({ validator: { qty: { $gte: 0 } } });
    await Strict.create([{ name: 'ok', qty: 1 } as Document]);
    const err = await Strict.create([{ name: 'bad', qty: -1 } as Document]).then(
      () => undefined,
      (e: unknown) => e as { code?: number },
    );
    expect(err?.code).toBe(121);
  });
});

describe('collMod indexes', () => {
  it('hides an index from the planner and changes a TTL', async () => {
    const coll = db.collection<AnyId>('hidden');
    await coll.insertMany([{ _id: 1, a: 1, at: new Date() }]);
    await coll.createIndex({ a: 1 }, undefined, undefined);
    await coll.createIndex({ at: 1 }, { expireAfterSeconds: 3600 }, undefined);
    const stage = async (): Promise<string> => JSON.stringify((await coll.find({ a: 1 }).explain()).queryPlanner.winningPlan);
    expect(await stage()).toContain('IXSCAN');
    expect(await db.command({ collMod: 'hidden', index: { keyPattern: { a: 1 }, hidden: true } })).toMatchObject({ hidden_old: false, hidden_new: true });
    expect(await stage()).not.toContain('IXSCAN');
    expect(await coll.countDocuments({ a: 1 })).toBe(1);
    expect(await db.command({ collMod: 'hidden', index: { name: 'at_1', expireAfterSeconds: 60 } })).toMatchObject({ expireAfterSeconds_old: 3600, expireAfterSeconds_new: 60 });
    const indexes = await coll.indexes();
    expect(indexes.find((i) => i.name === 'a_1')?.hidden).toBe(true);
    expect(indexes.find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(60);
  });
});

describe('journaled store', () => {
  it('replays capped collections (limits and order), collation defaults and collMod validators after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fidelity-journal-'));
    try {
      let s = await startEmbeddedStore({ dataDir, socket: false });
      let c = await MongoClient.connect(s.uri);
      await c.db('j').createCollection('log', { capped: true, size: 100_000, max: 2 });
      await c.db('j').createCollection('names', { collation: { locale: 'en_US', strength: 2 } });
      await c.db('j').createCollection('checked');
      await c.db('j').command({ collMod: 'checked', validator: { n: { $type: 'int' } } });
      for (const id of [3, 1, 2]) await c.db('j').collection<AnyId>('log').insertOne({ _id: id });
      await c.db('j').collection<AnyId>('names').insertOne({ _id: 1, name: 'Ann' });
      await c.close();
      await s.stop();
      s = await startEmbeddedStore({ dataDir, socket: false });
      c = await MongoClient.connect(s.uri);
      try {
        const log = c.db('j').collection<AnyId>('log');
        expect((await log.find({}).toArray()).map((d) => d._id)).toEqual([1, 2]);
        await log.insertOne({ _id: 0 });
        expect((await log.find({}).toArray()).map((d) => d._id)).toEqual([2, 0]);
        expect(await c.db('j').collection('names').countDocuments({ name: 'ANN' })).toBe(1);
        expect((await serverError(c.db('j').collection('checked').insertOne({ n: 'x' }))).code).toBe(121);
      } finally {
        await c.close();
        await s.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
