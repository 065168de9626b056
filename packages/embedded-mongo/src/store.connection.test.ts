/**
 * A client's connection to the store: synchronous replies turn errors into error replies and keep
 * the reply stream in order (checked through the official `mongodb` driver, plus one raw OP_MSG
 * exchange for moreToCome, which drivers only send for w:0 writes), and the Unix socket stays
 * inside the store's private directory.
 */
import { BSON, MongoClient, type Db } from 'mongodb';
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
  db = client.db('connection_test');
});

afterAll(() => closeInOrder(client, store));

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
    const $db = 'connection_test';
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
    const pad = Math.max(1, 95 - (tmpdir().length + '/socket--XXXXXX'.length));
    const long = await mkdtemp(join(tmpdir(), `socket-${'x'.repeat(pad)}-`));
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
