/**
 * The two file stores behind résumés: the same contract on disk (embedded
 * store) and in GridFS (MongoDB; here on the embedded store, which serves GridFS like mongod).
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedStore, type EmbeddedStore } from '@ai-solutions/embedded-mongo';
import { DiskFileStore } from '../src/modules/files/disk-file-store.js';
import type { FileStore } from '../src/modules/files/file-store.js';
import { GridFsFileStore } from '../src/modules/files/gridfs-file-store.js';

let store: EmbeddedStore;
let root: string;

beforeAll(async () => {
  store = await startEmbeddedStore();
  await mongoose.connect(store.uri, { dbName: 'file_stores' });
  root = await mkdtemp(join(tmpdir(), 'file-stores-'));
});

afterAll(async () => {
  await mongoose.disconnect();
  await store.stop();
  await rm(root, { recursive: true, force: true });
});

async function bytesOf(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('expected a file');
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Leaves what an upload killed half-way leaves, dated an hour ago. */
async function killedUpload(files: FileStore): Promise<void> {
  const id = Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 3600);
  if (files instanceof DiskFileStore) await writeFile(join(files.dir, `${id.toHexString()}.part`), 'half');
  else await mongoose.connection.collection('gridfs_test.chunks').insertOne({ files_id: id, n: 0, data: Buffer.from('half') });
}

const backends: [string, () => FileStore][] = [
  ['disk', () => new DiskFileStore(root, 'disk_test')],
  ['GridFS', () => new GridFsFileStore('gridfs_test')],
];

describe.each(backends)('the %s file store', (_name, make) => {
  it('saves, reads back, lists and removes files', async () => {
    const files = make();
    const big = Buffer.alloc(600 * 1024, 7); // more than one GridFS chunk
    const a = await files.save(big, { filename: 'a.pdf', contentType: 'application/pdf' });
    const b = await files.save(Buffer.from('second'), { filename: 'b.pdf', contentType: 'application/pdf' });
    expect((await bytesOf(await files.open(a))).equals(big)).toBe(true);
    expect((await bytesOf(await files.open(b))).toString()).toBe('second');
    const listed = (await files.storedBefore(new Date(Date.now() + 60_000))).map(String);
    expect(listed).toEqual(expect.arrayContaining([String(a), String(b)]));
    expect((await files.storedBefore(new Date(Date.now() - 60_000))).map(String)).not.toContain(String(a));
    await files.remove(a);
    await files.remove(a); // removing twice is not an error
    expect(await files.open(a)).toBeNull();
    expect(await files.open(new Types.ObjectId())).toBeNull();
  });

  it('clears uploads killed half-way that the sweep calls abandoned', async () => {
    const files = make();
    await files.save(Buffer.from('complete'), { filename: 'c.pdf', contentType: 'application/pdf' });
    await killedUpload(files);
    const startedBefore = (cutoff: Date) => (id: Types.ObjectId) => id.getTimestamp() < cutoff;
    expect(await files.removeIncomplete(startedBefore(new Date(Date.now() - 2 * 3600 * 1000)))).toBe(0);
    expect(await files.removeIncomplete(startedBefore(new Date()))).toBe(1);
    expect(await files.removeIncomplete(startedBefore(new Date()))).toBe(0);
    if (files instanceof DiskFileStore) expect((await readdir(files.dir)).filter((n) => n.endsWith('.part'))).toEqual([]);
  });
});
