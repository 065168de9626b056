/**
 * Change streams through the official driver (`collection.watch()`, `db.watch()`) and mongoose
 * (`Model.watch()`), in memory and on a journaled store: the events mongod sends for inserts,
 * updates, replacements and deletes, `fullDocument: 'updateLookup'`, resume tokens, stages after
 * `$changeStream`, transactions seen at commit only, and a getMore that waits for the next write.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, Timestamp, type ChangeStream, type ChangeStreamDocument, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { serverError, storeForTests } from './test-helpers.js';
import { startEmbeddedStore } from './index.js';

const handles = storeForTests('streams_test');

type Stream = ChangeStream;
const open: Stream[] = [];

/** Opens a stream and waits until the server holds its cursor (so later writes are seen). */
async function watching(stream: Stream): Promise<Stream> {
  open.push(stream);
  expect(await stream.tryNext()).toBeNull();
  return stream;
}

/** The next `n` events, failing the test after two seconds. */
async function take(stream: Stream, n: number): Promise<ChangeStreamDocument[]> {
  const out: ChangeStreamDocument[] = [];
  const deadline = Date.now() + 2000;
  while (out.length < n) {
    if (Date.now() > deadline) throw new Error(`only ${out.length} of ${n} events arrived: ${JSON.stringify(out)}`);
    const event = await stream.tryNext();
    if (event) out.push(event);
  }
  return out;
}

afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
});

describe('collection.watch()', () => {
  it('reports inserts, updates, replacements and deletes as mongod does', async () => {
    const coll = handles.db.collection('crud');
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    await coll.insertOne({ _id: 1 as never, name: 'Ada', tags: ['a'] });
    await coll.updateOne({ _id: 1 as never }, { $set: { name: 'Ada L.' }, $unset: { tags: '' } });
    await coll.replaceOne({ _id: 1 as never }, { name: 'Grace' });
    await coll.deleteOne({ _id: 1 as never });
    const [insert, update, replace, del] = await take(stream, 4);

    expect(Object.keys(insert as object)).toEqual(['_id', 'operationType', 'clusterTime', 'wallTime', 'fullDocument', 'ns', 'documentKey']);
    expect(insert).toMatchObject({ operationType: 'insert', fullDocument: { _id: 1, name: 'Ada', tags: ['a'] }, ns: { db: 'streams_test', coll: 'crud' }, documentKey: { _id: 1 } });
    expect(insert?.clusterTime).toBeInstanceOf(Timestamp);
    expect((insert as { wallTime: unknown }).wallTime).toBeInstanceOf(Date);
    expect(typeof (insert?._id as { _data: unknown })._data).toBe('string');

    expect(Object.keys(update as object)).toEqual(['_id', 'operationType', 'clusterTime', 'wallTime', 'ns', 'documentKey', 'updateDescription']);
    expect(update).toMatchObject({ operationType: 'update', documentKey: { _id: 1 }, updateDescription: { updatedFields: { name: 'Ada L.' }, removedFields: ['tags'], truncatedArrays: [] } });
    expect(replace).toMatchObject({ operationType: 'replace', fullDocument: { _id: 1, name: 'Grace' }, documentKey: { _id: 1 } });
    expect(Object.keys(del as object)).toEqual(['_id', 'operationType', 'clusterTime', 'wallTime', 'ns', 'documentKey']);
    expect(del).toMatchObject({ operationType: 'delete', documentKey: { _id: 1 } });
    // Cluster times only grow, one per write outside a transaction.
    const times = [insert, update, replace, del].map((e) => (e?.clusterTime as Timestamp).toString());
    expect(new Set(times).size).toBe(4);
  });

  it("adds the document as it is now with fullDocument: 'updateLookup' (null once deleted)", async () => {
    const coll = handles.db.collection('lookup');
    await coll.insertOne({ _id: 'a' as never, n: 1 });
    const stream = await watching(coll.watch([], { fullDocument: 'updateLookup', maxAwaitTimeMS: 100 }));
    await coll.updateOne({ _id: 'a' as never }, { $inc: { n: 1 } });
    const [first] = await take(stream, 1);
    expect(first).toMatchObject({ operationType: 'update', updateDescription: { updatedFields: { n: 2 } }, fullDocument: { _id: 'a', n: 2 } });
    expect(Object.keys(first as object).at(-1)).toBe('fullDocument');

    await coll.updateOne({ _id: 'a' as never }, { $inc: { n: 1 } });
    await coll.deleteOne({ _id: 'a' as never });
    const [late] = await take(stream, 2);
    expect(late).toMatchObject({ operationType: 'update', fullDocument: null });
  });

  it('describes nested, array and removed fields by dotted path', async () => {
    type Paths = { _id: number; profile: { city: string; score?: number }; list: number[]; items: { q: number }[] };
    const coll = handles.db.collection<Paths>('paths');
    await coll.insertOne({ _id: 1, profile: { city: 'Paris', score: 1 }, list: [1, 2, 3], items: [{ q: 1 }] });
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    await coll.updateOne({ _id: 1 }, { $set: { 'profile.city': 'Lyon', 'items.0.q': 5 }, $unset: { 'profile.score': '' }, $push: { list: 4 } });
    await coll.updateOne({ _id: 1 }, { $pop: { list: 1 } });
    await coll.updateOne({ _id: 1 }, { $set: { list: [] } });
    const [set, pop, emptied] = await take(stream, 3);
    expect(set?.operationType === 'update' ? set.updateDescription : undefined).toEqual({
      updatedFields: { 'profile.city': 'Lyon', 'list.3': 4, 'items.0.q': 5 },
      removedFields: ['profile.score'],
      truncatedArrays: [],
    });
    expect(pop?.operationType === 'update' ? pop.updateDescription : undefined).toEqual({ updatedFields: {}, removedFields: [], truncatedArrays: [{ field: 'list', newSize: 3 }] });
    expect(emptied?.operationType === 'update' ? emptied.updateDescription.truncatedArrays : undefined).toEqual([{ field: 'list', newSize: 0 }]);
  });

  it('waits in getMore for the next write and answers as soon as it commits', async () => {
    const coll = handles.db.collection('await');
    const stream = coll.watch([], { maxAwaitTimeMS: 5000 });
    open.push(stream);
    const started = Date.now();
    setTimeout(() => void coll.insertOne({ late: true }), 200);
    const event = await stream.next();
    const took = Date.now() - started;
    expect(event).toMatchObject({ operationType: 'insert', fullDocument: { late: true } });
    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(2000);
  });

  it('hands out a resume token after every batch, empty ones included', async () => {
    const coll = handles.db.collection('tokens');
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 50 }));
    const first = stream.resumeToken as { _data: string };
    expect(first._data).toMatch(/^[0-9A-F]+$/);
    await handles.db.collection('elsewhere').insertOne({ x: 1 });
    expect(await stream.tryNext()).toBeNull();
    expect((stream.resumeToken as { _data: string })._data > first._data).toBe(true);
  });
});

describe('resuming', () => {
  it('resumes after an event, starts after one, or starts at an operation time', async () => {
    const coll = handles.db.collection('resume');
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    await coll.insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const events = await take(stream, 3);
    const token = events[0]?._id;

    const resumed = coll.watch([], { resumeAfter: token, maxAwaitTimeMS: 100 });
    open.push(resumed);
    expect((await take(resumed, 2)).map((e) => (e.operationType === 'insert' ? e.fullDocument.n : null))).toEqual([2, 3]);
    const started = coll.watch([], { startAfter: events[1]?._id, maxAwaitTimeMS: 100 });
    open.push(started);
    expect((await take(started, 1)).map((e) => (e.operationType === 'insert' ? e.fullDocument.n : null))).toEqual([3]);
    const atTime = coll.watch([], { startAtOperationTime: events[1]?.clusterTime as Timestamp, maxAwaitTimeMS: 100 });
    open.push(atTime);
    expect((await take(atTime, 2)).map((e) => (e.operationType === 'insert' ? e.fullDocument.n : null))).toEqual([2, 3]);
  });

  it('refuses two resume options at once and a token it did not issue', async () => {
    const coll = handles.db.collection('resume');
    const both = await serverError(coll.aggregate([{ $changeStream: { resumeAfter: { _data: '82' }, startAtOperationTime: new Timestamp({ t: 1, i: 1 }) } }]).toArray());
    expect(both.code).toBe(40674);
    const forged = await serverError(coll.aggregate([{ $changeStream: { resumeAfter: { _data: 'not-a-token' } } }]).toArray());
    expect(forged.code).toBe(2);
    const ancient = await serverError(coll.aggregate([{ $changeStream: { startAtOperationTime: new Timestamp({ t: 1, i: 1 }) } }]).toArray());
    expect(ancient.codeName).toBe('ChangeStreamHistoryLost');
  });
});

describe('database streams and stages after $changeStream', () => {
  it('db.watch() sees every collection of its database, and only those', async () => {
    const other = handles.client.db('streams_other');
    const stream = await watching(handles.db.watch([{ $match: { operationType: 'insert' } }], { maxAwaitTimeMS: 100 }));
    await other.collection('x').insertOne({ other: true });
    await handles.db.collection('one').insertOne({ k: 1 });
    await handles.db.collection('one').updateOne({ k: 1 }, { $set: { k: 2 } });
    await handles.db.collection('two').insertOne({ k: 3 });
    const events = await take(stream, 2);
    expect(events.map((e) => (e.operationType === 'insert' ? [e.ns.coll, e.fullDocument.k] : null))).toEqual([
      ['one', 1],
      ['two', 3],
    ]);
  });

  it('applies $match and $project to events, but refuses to lose the resume token', async () => {
    const coll = handles.db.collection('shaped');
    const stream = await watching(
      coll.watch([{ $match: { 'fullDocument.kind': 'keep' } }, { $project: { operationType: 1, 'fullDocument.kind': 1 } }], { maxAwaitTimeMS: 100 }),
    );
    await coll.insertMany([{ kind: 'skip', secret: 1 }, { kind: 'keep', secret: 2 }]);
    const [kept] = await take(stream, 1);
    expect(kept).toEqual({ _id: kept?._id, operationType: 'insert', fullDocument: { kind: 'keep' } });

    const broken = coll.watch([{ $project: { _id: 0 } }], { maxAwaitTimeMS: 100 });
    open.push(broken);
    expect(await broken.tryNext()).toBeNull();
    await coll.insertOne({ kind: 'any' });
    const failure = await serverError(broken.next());
    expect(failure.codeName).toBe('ChangeStreamFatalError');
    expect((await serverError(coll.aggregate([{ $changeStream: {} }, { $group: { _id: null } }]).toArray())).message).toMatch(/\$group is not permitted in a \$changeStream pipeline/);
  });

  it('ends a collection stream with drop then invalidate when the collection is dropped', async () => {
    const coll = handles.db.collection('dropped');
    await coll.insertOne({ a: 1 });
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    await coll.drop();
    const [drop, invalidate] = await take(stream, 2);
    expect(drop).toMatchObject({ operationType: 'drop', ns: { db: 'streams_test', coll: 'dropped' } });
    expect(invalidate?.operationType).toBe('invalidate');
    expect(stream.closed).toBe(true);
    const refused = await serverError(coll.aggregate([{ $changeStream: { resumeAfter: invalidate?._id } }]).toArray());
    expect(refused.codeName).toBe('InvalidResumeToken');
  });
});

describe('transactions', () => {
  it('emits a transaction’s writes at commit, under one cluster time, and nothing for an aborted one', async () => {
    const coll = handles.db.collection('txn');
    await coll.insertOne({ _id: 'seed' as never, n: 0 });
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    const session = handles.client.startSession();
    try {
      session.startTransaction();
      await coll.insertOne({ _id: 't1' as never }, { session });
      await coll.updateOne({ _id: 'seed' as never }, { $set: { n: 1 } }, { session });
      expect(await stream.tryNext()).toBeNull();
      await session.commitTransaction();
      const events = await take(stream, 2);
      expect(events.map((e) => e.operationType)).toEqual(['insert', 'update']);
      expect(events[0]?.clusterTime?.toString()).toBe(events[1]?.clusterTime?.toString());

      session.startTransaction();
      await coll.insertOne({ _id: 't2' as never }, { session });
      await session.abortTransaction();
      await coll.insertOne({ _id: 'after' as never });
      const [next] = await take(stream, 1);
      expect(next?.operationType === 'insert' ? next.documentKey._id : null).toBe('after');
    } finally {
      await session.endSession();
    }
  });
});

describe('Model.watch() through mongoose', () => {
  it('streams a model’s changes with the looked-up document', async () => {
    const conn = await mongoose.createConnection(handles.store.uri, { dbName: 'streams_mongoose' }).asPromise();
    try {
      const Note = conn.model('Note', new Schema({ title: String, read: Boolean }));
      await Note.init();
      const stream = Note.watch([], { fullDocument: 'updateLookup', maxAwaitTimeMS: 100 });
      const seen: Document[] = [];
      stream.on('change', (change: Document) => seen.push(change));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const note = await Note.create({ title: 'Hello', read: false });
      await Note.updateOne({ _id: note._id }, { $set: { read: true } });
      await expect.poll(() => seen.length, { timeout: 3000 }).toBe(2);
      expect(seen[0]).toMatchObject({ operationType: 'insert', fullDocument: { title: 'Hello', read: false } });
      expect(seen[1]).toMatchObject({ operationType: 'update', updateDescription: { updatedFields: { read: true } }, fullDocument: { title: 'Hello', read: true } });
      await stream.close();
    } finally {
      await conn.close();
    }
  });
});

describe('on a journaled store', () => {
  it('streams writes, and a token from before a restart is refused as history lost', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'embedded-streams-'));
    try {
      const s1 = await startEmbeddedStore({ dataDir: dir });
      const c1 = await MongoClient.connect(s1.uri);
      const coll = c1.db('journaled').collection('items');
      const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
      await coll.insertOne({ n: 1 });
      const [event] = await take(stream, 1);
      expect(event).toMatchObject({ operationType: 'insert', fullDocument: { n: 1 } });
      await stream.close();
      await c1.close();
      await s1.stop();

      const s2 = await startEmbeddedStore({ dataDir: dir });
      const c2 = await MongoClient.connect(s2.uri);
      try {
        const again = c2.db('journaled').collection('items');
        expect(await again.countDocuments()).toBe(1);
        const lost = await serverError(again.aggregate([{ $changeStream: { resumeAfter: event?._id } }]).toArray());
        expect(lost.codeName).toBe('ChangeStreamHistoryLost');
        const fresh = await watching(again.watch([], { maxAwaitTimeMS: 100 }));
        await again.insertOne({ n: 2 });
        expect((await take(fresh, 1))[0]).toMatchObject({ operationType: 'insert', fullDocument: { n: 2 } });
        await fresh.close();
      } finally {
        await c2.close();
        await s2.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
