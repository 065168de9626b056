/**
 * Prototype pollution: `__proto__`, `constructor` and `prototype` are ordinary field names in
 * MongoDB. No insert, update operator, path form, upsert, projection, pipeline stage or journal
 * replay may reach Object.prototype of the store's process (here: the test process, since the
 * store runs in it), and a document may keep an own `__proto__` field.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, MongoServerError, type Collection, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeInOrder } from './test-helpers.js';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

/** What Object.prototype looked like before any test ran. */
const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();
const FUNCTION_PROTO_NAMES = Object.getOwnPropertyNames(Function.prototype).sort();
const ARRAY_PROTO_NAMES = Object.getOwnPropertyNames(Array.prototype).sort();

function expectNoPollution(): void {
  const fresh: Record<string, unknown> = {};
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_NAMES);
  expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(FUNCTION_PROTO_NAMES);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(ARRAY_PROTO_NAMES);
  expect(fresh.isAdmin).toBeUndefined();
  expect(fresh.x).toBeUndefined();
  expect(typeof fresh.toString).toBe('function');
  expect(Object.getPrototypeOf(fresh)).toBe(Object.prototype);
  expect(Object.getPrototypeOf(Object.prototype)).toBeNull();
}

/**
 * A document with an own field named `__proto__`. In an object literal only a computed key
 * (`['__proto__']: v`) makes a field; `__proto__: v` or `'__proto__': v` sets the prototype.
 */
function withProtoField<T extends Document>(rest: T, proto: unknown): T {
  const doc: T = { ...rest };
  Object.defineProperty(doc, '__proto__', { value: proto, enumerable: true, writable: true, configurable: true });
  return doc;
}

const BYSTANDER = { _id: 'bystander', name: 'Ada', tags: ['a'] };

let store: EmbeddedStore;
let client: MongoClient;
/** Test documents use string and number ids. */
type AnyId = Document & { _id: string | number };

let coll: Collection<AnyId>;

beforeAll(async () => {
  store = await startEmbeddedStore();
  client = await MongoClient.connect(store.uri);
  coll = client.db('proto_test').collection<AnyId>('docs');
});

afterAll(() => closeInOrder(client, store));

beforeEach(async () => {
  await coll.deleteMany({});
  await coll.insertMany([{ ...BYSTANDER }, { _id: 'target', name: 'T', arr: [{ k: 1 }, { k: 2 }], n: 1 }]);
});

afterEach(async () => {
  expectNoPollution();
  // Other documents are unchanged, and carry no inherited-looking field.
  expect(await coll.findOne({ _id: 'bystander' })).toEqual(BYSTANDER);
});

async function target(): Promise<Document | null> {
  return coll.findOne({ _id: 'target' });
}

const NAMES = ['__proto__', 'constructor.prototype', 'prototype'] as const;

describe('update operators on __proto__ / constructor.prototype / prototype paths', () => {
  for (const base of NAMES) {
    it(`$set '${base}.isAdmin' creates ordinary nested fields`, async () => {
      await coll.updateOne({ _id: 'target' }, { $set: { [`${base}.isAdmin`]: true } });
      const doc = await target();
      let cur: unknown = doc;
      for (const p of base.split('.')) {
        expect(Object.hasOwn(cur as object, p)).toBe(true);
        cur = (cur as Record<string, unknown>)[p];
      }
      expect(cur).toEqual({ isAdmin: true });
      expect(await coll.countDocuments({ [`${base}.isAdmin`]: true })).toBe(1);
    });

    it(`every other operator on '${base}.*' stays inside the document`, async () => {
      await coll.updateOne(
        { _id: 'target' },
        {
          $inc: { [`${base}.i`]: 1 },
          $mul: { [`${base}.m`]: 2 },
          $min: { [`${base}.lo`]: 1 },
          $max: { [`${base}.hi`]: 1 },
          $currentDate: { [`${base}.at`]: true },
          $push: { [`${base}.list`]: 1 },
          $addToSet: { [`${base}.set`]: 1 },
          $bit: { [`${base}.b`]: { or: 5 } },
        } as Document,
      );
      await coll.updateOne({ _id: 'target' }, { $pop: { [`${base}.list`]: 1 }, $pull: { [`${base}.set`]: 1 }, $pullAll: { [`${base}.none`]: [1] } } as Document);
      await coll.updateOne({ _id: 'target' }, { $unset: { [`${base}.toString`]: '', [`${base}.hasOwnProperty`]: '' } });
      const doc = await target();
      let cur: unknown = doc;
      for (const p of base.split('.')) cur = (cur as Record<string, unknown>)[p];
      expect(cur).toMatchObject({ i: 1, m: 0, lo: 1, hi: 1, list: [], set: [], b: 5 });
      // $unset of an inherited name must not delete Object.prototype's member.
      expect(typeof Object.prototype.toString).toBe('function');
      expect(typeof Object.prototype.hasOwnProperty).toBe('function');
    });

    it(`upserts seeded from '${base}.isAdmin' and $setOnInsert build ordinary fields`, async () => {
      await coll.updateOne({ [`${base}.isAdmin`]: true, kind: 'up' }, { $setOnInsert: { [`${base}.role`]: 'admin' } }, { upsert: true });
      const doc = await coll.findOne({ kind: 'up' });
      let cur: unknown = doc;
      for (const p of base.split('.')) cur = (cur as Record<string, unknown>)[p];
      expect(cur).toEqual({ isAdmin: true, role: 'admin' });
    });
  }

  it('$unset of constructor.prototype.* on a document without those fields changes nothing', async () => {
    const res = await coll.updateOne({ _id: 'target' }, { $unset: { 'constructor.prototype.toString': '', '__proto__.valueOf': '' } });
    expect(res.modifiedCount).toBe(0);
    expect(typeof Object.prototype.valueOf).toBe('function');
  });

  it('positional $, $[] and $[id] with arrayFilters reach only array elements', async () => {
    await coll.updateOne({ _id: 'target', 'arr.k': 2 }, { $set: { 'arr.$.__proto__.isAdmin': true } });
    await coll.updateOne({ _id: 'target' }, { $set: { 'arr.$[].constructor.prototype.isAdmin': true } });
    await coll.updateOne({ _id: 'target' }, { $set: { 'arr.$[e].prototype': 'p' } }, { arrayFilters: [{ 'e.k': 1 }] });
    await coll.updateOne({ _id: 'target' }, { $set: { 'arr.$[e].seen': true } }, { arrayFilters: [{ 'e.__proto__.isAdmin': true }] });
    const doc = await target();
    const arr = doc?.arr as Document[];
    expect(Object.hasOwn(arr[1] as object, '__proto__')).toBe(true);
    expect(arr[1]?.['__proto__']).toEqual({ isAdmin: true });
    expect(arr[0]?.constructor).toEqual({ prototype: { isAdmin: true } });
    expect(arr[0]?.prototype).toBe('p');
    expect(arr.map((e) => e.seen)).toEqual([undefined, true]);
  });

  it('$rename to and from __proto__ moves an own field', async () => {
    await coll.updateOne({ _id: 'target' }, { $rename: { name: '__proto__.isAdmin' } });
    let doc = await target();
    expect(doc?.['__proto__']).toEqual({ isAdmin: 'T' });
    await coll.updateOne({ _id: 'target' }, { $rename: { ['__proto__']: 'moved', n: 'constructor.prototype.n' } });
    doc = await target();
    expect(Object.hasOwn(doc as object, '__proto__')).toBe(false);
    expect(doc?.moved).toEqual({ isAdmin: 'T' });
    expect(doc?.constructor).toEqual({ prototype: { n: 1 } });
  });

  it('replacement documents and pipeline updates keep __proto__ as a field or refuse it', async () => {
    await coll.replaceOne({ _id: 'target' }, withProtoField({ name: 'R' }, { isAdmin: true }));
    const doc = await target();
    expect(Object.hasOwn(doc as object, '__proto__')).toBe(true);
    expect(doc?.['__proto__']).toEqual({ isAdmin: true });
    // mingo (which runs pipeline stages) refuses __proto__ paths: an error, never a polluted process.
    await coll.updateOne({ _id: 'target' }, [{ $set: { '__proto__.isAdmin': true } }]).catch((e: unknown) => expect(e).toBeInstanceOf(MongoServerError));
    await coll.updateOne({ _id: 'target' }, [{ $set: { 'constructor.prototype.isAdmin': true } }]).catch((e: unknown) => expect(e).toBeInstanceOf(MongoServerError));
  });
});

describe('inserts, queries, projections and pipelines', () => {
  it('stores, returns and queries an own __proto__ field', async () => {
    await coll.insertOne(withProtoField({ _id: 'own' }, { isAdmin: true }));
    const doc = await coll.findOne({ _id: 'own' });
    expect(Object.hasOwn(doc as object, '__proto__')).toBe(true);
    expect(doc?.['__proto__']).toEqual({ isAdmin: true });
    expect((await coll.find({ '__proto__.isAdmin': true }).toArray()).map((d) => d._id)).toEqual(['own']);
    // Inherited members are not fields: nothing has a `constructor` or `toString` field.
    expect(await coll.countDocuments({ constructor: { $exists: true } })).toBe(0);
    expect(await coll.countDocuments({ toString: { $exists: true } })).toBe(0);
    expect(await coll.countDocuments({ ['__proto__']: { $exists: true } })).toBe(1);
  });

  it('projects __proto__ and constructor.prototype as fields', async () => {
    await coll.insertOne(withProtoField({ _id: 'own', constructor: { prototype: { x: 1 } }, keep: 1 }, { isAdmin: true }));
    const inc = await coll.findOne({ _id: 'own' }, { projection: { ['__proto__']: 1, 'constructor.prototype': 1 } });
    expect(inc).toEqual(withProtoField({ _id: 'own', constructor: { prototype: { x: 1 } } }, { isAdmin: true }));
    const exc = await coll.findOne({ _id: 'own' }, { projection: withProtoField({ constructor: 0 }, 0) });
    expect(exc).toEqual({ _id: 'own', keep: 1 });
    const none = await coll.findOne({ _id: 'target' }, { projection: { 'constructor.prototype': 1, '__proto__.x': 1 } });
    expect(none).toEqual({ _id: 'target' });
  });

  it('aggregation stages never reach Object.prototype', async () => {
    await coll.insertOne(withProtoField({ _id: 'own', list: [1, 2] }, { isAdmin: true }));
    const group = await coll.aggregate([{ $group: { _id: '$__proto__.isAdmin', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray();
    expect(group).toEqual([{ _id: null, n: 2 }, { _id: true, n: 1 }]);
    // An accumulator's output field may be called __proto__ too (the native $group path).
    const named = await coll.aggregate([{ $match: { _id: 'own' } }, { $unwind: '$list' }, { $group: withProtoField({ _id: null }, { $push: '$list' }) }]).toArray();
    expect(named).toHaveLength(1);
    expect(Object.getOwnPropertyDescriptor(named[0], '__proto__')?.value).toEqual([1, 2]);
    expect(Object.getPrototypeOf(named[0])).toBe(Object.prototype);
    const unwound = await coll.aggregate([{ $match: { _id: 'own' } }, { $unwind: { path: '$list', includeArrayIndex: '__proto__' } }]).toArray();
    expect(unwound.map((d) => d['__proto__'])).toEqual([0, 1]);
    const stages: Document[][] = [
      [{ $addFields: { '__proto__.isAdmin': true } }],
      [{ $set: { 'constructor.prototype.isAdmin': true } }],
      [{ $project: { '__proto__.isAdmin': 1 } }],
      [{ $replaceRoot: { newRoot: { $mergeObjects: ['$$ROOT', { prototype: { isAdmin: true } }] } } }],
      [{ $group: { _id: null, constructor: { $first: '$name' } } }],
    ];
    for (const pipeline of stages) {
      await coll.aggregate(pipeline).toArray().catch((e: unknown) => expect(e).toBeInstanceOf(MongoServerError));
      expectNoPollution();
    }
  });
});

describe('journaled store', () => {
  it('keeps an own __proto__ field across an unrelated update and a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'proto-journal-'));
    try {
      let s = await startEmbeddedStore({ dataDir, socket: false });
      let c = await MongoClient.connect(s.uri);
      const docs = c.db('j').collection<AnyId>('docs');
      await docs.insertOne(withProtoField({ _id: 1, n: 0 }, { isAdmin: true }));
      await docs.updateOne({ _id: 1 }, { $inc: { n: 1 } });
      await docs.updateOne({ _id: 1 }, { $set: { 'constructor.prototype.isAdmin': true } });
      await c.close();
      await s.stop();
      s = await startEmbeddedStore({ dataDir, socket: false });
      c = await MongoClient.connect(s.uri);
      const doc = await c.db('j').collection<AnyId>('docs').findOne({ _id: 1 });
      await c.close();
      await s.stop();
      expect(Object.hasOwn(doc as object, '__proto__')).toBe(true);
      expect(doc?.['__proto__']).toEqual({ isAdmin: true });
      expect(doc?.n).toBe(1);
      expect(doc?.constructor).toEqual({ prototype: { isAdmin: true } });
      expectNoPollution();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('through mongoose', () => {
  it('an update path with __proto__ from a request never pollutes the process', async () => {
    const conn = await mongoose.createConnection(store.uri, { dbName: 'proto_mongoose' }).asPromise();
    try {
      const Loose = conn.model('Loose', new Schema({ name: String }, { strict: false }));
      const { _id } = await Loose.create({ name: 'x' });
      // What a GraphQL or REST input could carry through to an update.
      const input = JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}') as Record<string, unknown>;
      await Loose.updateOne({ _id }, { $set: input }).catch(() => undefined);
      await coll.updateOne({ _id: 'target' }, { $set: { '__proto__.isAdmin': true } });
      await Loose.collection.updateOne({ _id }, { $set: { '__proto__.isAdmin': true } });
      const raw = await Loose.collection.findOne({ _id });
      expect(raw?.['__proto__']).toEqual({ isAdmin: true });
      const lean = await Loose.findById(_id).lean<Record<string, unknown>>();
      expect(lean?.name).toBe('x');
      expectNoPollution();
    } finally {
      await conn.close();
    }
  });
});
