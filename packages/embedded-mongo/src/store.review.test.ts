/**
 * Review of the hashed unique keys, the synchronous reply path and the Unix socket, through the
 * official `mongodb` driver (plus one raw OP_MSG exchange for moreToCome, which drivers only
 * send for w:0 writes).
 */
import { BSON, MongoClient, ObjectId, type Db } from 'mongodb';
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  db = client.db('review_test');
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
  it('keeps apart _ids and $in values whose strings contain what used to be separators', async () => {
    const c = db.collection('crafted_ids');
    // Both spelled {"a":sx,"b":sy} when nested keys were joined with commas.
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

describe('synchronous replies', () => {
  it('turn errors into error replies; the connection and later commands carry on', async () => {
    const c = db.collection('sync_errors');
    await c.insertOne({ k: 1 });
    expect((await serverError(c.findOne({ k: { $bogus: 1 } }))).code).toBe(2);
    expect((await serverError(c.countDocuments({ $where: 'this.k ===' }))).code).toBe(139);
    expect((await serverError(db.command({ find: 'sync_errors', filter: 5 }))).code).toBeGreaterThan(0);
    expect(await c.findOne({ k: 1 }, { projection: { _id: 0 } })).toEqual({ k: 1 });
  });

  it('abort the transaction a failing read ran in, undoing its earlier writes', async () => {
    const c = db.collection('sync_errors_txn');
    await c.createIndex({ k: 1 }, { unique: true }, undefined);
    const session = client.startSession();
    try {
      session.startTransaction();
      await c.insertOne({ k: 'in-txn' }, { session });
      expect((await serverError(c.findOne({ k: { $bogus: 1 } }, { session }))).code).toBe(2);
      expect((await serverError(c.insertOne({ k: 'after' }, { session }))).code).toBe(251);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await c.findOne({ k: 'in-txn' })).toBeNull();
    await c.insertOne({ k: 'in-txn' });
  });

  it('answer pipelined async and sync commands in order, and send nothing for moreToCome', async () => {
    const path = decodeURIComponent((store.socketUri as string).slice('mongodb://'.length, -1));
    const socket = connect({ path });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const frame = (requestId: number, flags: number, body: object): Buffer => {
      const doc = BSON.serialize(body);
      const out = Buffer.alloc(21 + doc.length);
      out.writeInt32LE(out.length, 0);
      out.writeInt32LE(requestId, 4);
      out.writeInt32LE(0, 8);
      out.writeInt32LE(2013, 12); // OP_MSG
      out.writeUInt32LE(flags, 16); // 2: moreToCome
      out[20] = 0;
      out.set(doc, 21);
      return out;
    };
    const $db = 'review_test';
    try {
      // One write, five requests: an insert (answered after a promise), a synchronous find that
      // must see it, two moreToCome requests (one failing) that must send nothing, and a count.
      socket.write(
        Buffer.concat([
          frame(1, 0, { insert: 'pipelined', documents: [{ k: 1 }, { k: 2 }], $db }),
          frame(2, 0, { find: 'pipelined', filter: { k: 2 }, projection: { _id: 0 }, $db }),
          frame(3, 2, { find: 'pipelined', filter: { k: { $bogus: 1 } }, $db }),
          frame(4, 2, { ping: 1, $db }),
          frame(5, 0, { count: 'pipelined', query: { k: { $gte: 1 } }, $db }),
        ]),
      );
      const parse = (final = false): { responseTo: number; body: Record<string, unknown> }[] => {
        const out: { responseTo: number; body: Record<string, unknown> }[] = [];
        let all = Buffer.concat(received);
        while (all.length >= 4 && all.length >= all.readInt32LE(0)) {
          const len = all.readInt32LE(0);
          out.push({ responseTo: all.readInt32LE(8), body: BSON.deserialize(all.subarray(21, len)) });
          all = all.subarray(len);
        }
        if (final) expect(all.length).toBe(0); // no partial or extra message
        return out;
      };
      const deadline = Date.now() + 5000;
      while (parse().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 50)); // time for any reply that should not come
      const replies = parse(true);
      expect(replies.map((r) => r.responseTo)).toEqual([1, 2, 5]);
      expect(replies[0]?.body).toMatchObject({ n: 2, ok: 1 });
      expect(replies[1]?.body).toMatchObject({ cursor: { firstBatch: [{ k: 2 }] }, ok: 1 });
      expect(replies[2]?.body).toMatchObject({ n: 2, ok: 1 });
    } finally {
      socket.destroy();
    }
  });
});

describe('Unix domain socket', () => {
  it('never puts its socket outside its private directory, even under a long TMPDIR', async () => {
    const saved = process.env.TMPDIR;
    // Socket paths are limited to 104-108 bytes. With a ~95-byte TMPDIR, a cut-off socket path
    // would land in TMPDIR itself, outside the store's private 0700 directory.
    const pad = Math.max(1, 95 - (tmpdir().length + '/review--XXXXXX'.length));
    const long = await mkdtemp(join(tmpdir(), `review-${'x'.repeat(pad)}-`));
    let other: EmbeddedStore | undefined;
    try {
      process.env.TMPDIR = long;
      try {
        other = await startEmbeddedStore();
      } finally {
        if (saved === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = saved;
      }
      if (other.socketUri) {
        const path = decodeURIComponent(other.socketUri.slice('mongodb://'.length, -1));
        expect((await lstat(path)).isSocket()).toBe(true);
      }
      // Nothing but the store's own (private) directory may appear in TMPDIR.
      expect((await readdir(long)).every((n) => n.startsWith('embedded-mongo-'))).toBe(true);
      const viaSocket = await MongoClient.connect(other.socketUri ?? other.uri, { serverSelectionTimeoutMS: 5000 });
      try {
        expect((await viaSocket.db('admin').command({ ping: 1 })).ok).toBe(1);
      } finally {
        await viaSocket.close();
      }
      await other.stop();
      other = undefined;
      expect(await readdir(long)).toEqual([]);
    } finally {
      await other?.stop();
      await rm(long, { recursive: true, force: true });
    }
  });
});
