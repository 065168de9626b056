/**
 * Backup then restore, on the embedded store: after a backup, data changes (documents edited,
 * added and deleted, a collection dropped, an index dropped, an uploaded file removed); the restore
 * gives back a database equal to the backed-up one (every collection, every document with its
 * BSON types, every index) and the same uploaded files. A damaged backup is refused untouched.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { BSON, type Db } from 'mongodb';
import { writeBackup } from '../src/modules/backups/backup-dump.js';
import { OPERATIONAL_COLLECTIONS } from '../src/modules/backups/backup-format.js';
import { restoreBackup } from '../src/modules/backups/backup-restore.js';
import { currentFileStorage, fileStore } from '../src/modules/files/files.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let dir: string;

beforeAll(async () => {
  t = await startTestServer();
  dir = await mkdtemp(join(tmpdir(), 'backups-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const db = (): Db => {
  const found = mongoose.connection.db;
  if (!found) throw new Error('not connected');
  return found;
};

/** Every collection as canonical EJSON (types included), sorted by _id, with its indexes. */
async function picture(): Promise<Record<string, { docs: string[]; indexes: string[] }>> {
  const out: Record<string, { docs: string[]; indexes: string[] }> = {};
  for (const { name } of await db().listCollections({}, { nameOnly: true }).toArray()) {
    if (OPERATIONAL_COLLECTIONS.has(name)) continue;
    const docs = await db().collection(name).find({}).sort({ _id: 1 }).toArray();
    const indexes = await db().collection(name).listIndexes().toArray();
    out[name] = {
      docs: docs.map((d) => BSON.EJSON.stringify(d, { relaxed: false })),
      indexes: indexes.map(({ v: _v, ns: _ns, ...index }) => BSON.EJSON.stringify(index, { relaxed: false })).sort(),
    };
  }
  return out;
}

function filesRoot(): string {
  const storage = currentFileStorage();
  if (storage?.kind !== 'disk') throw new Error('expected disk file storage');
  return storage.root;
}

describe('backup and restore', () => {
  it('give back a database equal to the backed-up one', async () => {
    const admin = await t.userWithToken('admin');
    await t.userWithToken('student');
    const types = db().collection('type_check');
    await types.insertOne({ _id: new BSON.ObjectId(), price: BSON.Decimal128.fromString('19.99'), big: BSON.Long.fromString('9007199254740993'), when: new Date('2026-01-02T03:04:05.678Z'), raw: new BSON.Binary(Buffer.from([0, 1, 2, 255])), n: 1.5, nested: { list: [1, 'two', null] } });
    await types.createIndex({ when: -1, n: 1 }, { name: 'by_when' }, undefined);
    const fileId = await fileStore('resumes').save(Buffer.from('%PDF-1.4 résumé bytes'), { filename: 'cv.pdf', contentType: 'application/pdf' });
    const before = await picture();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'type_check', 'settings']));

    const backup = await writeBackup(db(), dir, filesRoot());
    expect(backup.documents).toBeGreaterThan(2);
    expect(backup.files).toBe(1);
    expect(backup.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await readFile(`${backup.path}.sha256`, 'utf8')).toBe(`${backup.sha256}  ${backup.fileName}\n`);

    // Everything changes after the backup.
    await db().collection('users').updateOne({ _id: new BSON.ObjectId(admin.id) }, { $set: { name: 'Changed' } });
    await t.userWithToken('editor');
    await types.dropIndex('by_when');
    await types.deleteMany({});
    await db().collection('made_later').insertOne({ x: 1 });
    await fileStore('resumes').remove(fileId);
    await db().dropCollection('settings').catch(() => undefined);
    expect(await picture()).not.toEqual(before);

    const result = await restoreBackup(backup.path, db(), filesRoot());
    expect(result.documents).toBe(backup.documents);
    expect(result.files).toBe(1);
    expect(await picture()).toEqual(before);
    const restored = await fileStore('resumes').open(fileId);
    expect(restored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of restored ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 résumé bytes');
    // The unique e-mail index came back and is enforced.
    const someone = await db().collection('users').findOne({});
    await expect(db().collection('users').insertOne({ ...someone, _id: new BSON.ObjectId() })).rejects.toThrow(/duplicate key/);
  });

  it('refuses a backup whose checksum does not match, and changes nothing', async () => {
    const backup = await writeBackup(db(), dir, filesRoot(), new Date(Date.now() + 1000));
    const bytes = await readFile(backup.path);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    await writeFile(backup.path, bytes);
    await db().collection('canary').insertOne({ still: 'here' });
    await expect(restoreBackup(backup.path, db(), filesRoot())).rejects.toThrow(/Checksum mismatch/);
    expect(await db().collection('canary').countDocuments()).toBe(1);
  });
});
