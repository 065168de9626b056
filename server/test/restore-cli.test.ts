/**
 * `npm run restore` (runRestore) on the embedded store's data directory: refused while a server's
 * store runs there and without confirmation; with --yes, a stopped store comes back equal to the
 * backup (documents and indexes), and the uploaded files too.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BSON, MongoClient } from 'mongodb';
import { startEmbeddedStore } from '@ai-solutions/embedded-mongo';
import { loadConfig, type Config } from '../src/config.js';
import { EMBEDDED_DB_NAME } from '../src/db/connection.js';
import { removeStoreAddress, writeStoreAddress } from '../src/db/store-address.js';
import { writeBackup } from '../src/modules/backups/backup-dump.js';
import { runRestore, type RestoreOptions } from '../src/modules/backups/restore.js';

let dataDir: string;
let config: Config;
const said: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'restore-cli-'));
  config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens the data directory's store (as the server would), runs `work`, stops it. */
async function withStore<T>(work: (client: MongoClient, uri: string) => Promise<T>): Promise<T> {
  const store = await startEmbeddedStore({ dataDir: join(dataDir, 'db') });
  const client = await MongoClient.connect(store.uri);
  try {
    return await work(client, store.uri);
  } finally {
    await client.close();
    await store.stop();
  }
}

const options = (file: string, extra: Partial<RestoreOptions> = {}): RestoreOptions => ({ file, yes: true, config, cwd: dataDir, ask: null, say: (line) => said.push(line), ...extra });

describe('npm run restore', () => {
  it('restores a stopped embedded store to the backup, after the checks', async () => {
    const filesRoot = join(dataDir, 'files');
    const fileName = await withStore(async (client) => {
      const db = client.db(EMBEDDED_DB_NAME);
      await db.collection('courses').insertMany([{ title: 'AI 101', price: BSON.Decimal128.fromString('49.50') }, { title: 'ML', price: BSON.Decimal128.fromString('99.00') }]);
      await db.collection('courses').createIndex({ title: 1 }, { unique: true }, undefined);
      await mkdir(join(filesRoot, 'resumes'), { recursive: true });
      await writeFile(join(filesRoot, 'resumes', '0123456789abcdef01234567'), 'cv');
      const backup = await writeBackup(db, join(dataDir, 'backups'), filesRoot);
      // Changes after the backup.
      await db.collection('courses').deleteMany({});
      await db.collection('courses').dropIndex('title_1');
      await db.collection('users').insertOne({ email: 'later@example.com' });
      await rm(join(filesRoot, 'resumes'), { recursive: true });
      return backup.fileName;
    });

    // While a server's store runs on the directory, nothing happens.
    await withStore(async (_client, uri) => {
      await writeStoreAddress(dataDir, uri);
      try {
        await expect(runRestore(options(fileName))).rejects.toThrow(/in use by a running server\. Stop the server/);
      } finally {
        await removeStoreAddress(dataDir);
      }
    });
    // Without --yes and nobody to answer; then a wrong answer.
    await expect(runRestore(options(fileName, { yes: false }))).rejects.toThrow('Not confirmed: run it in a terminal to answer the question, or add --yes.');
    await expect(runRestore(options(fileName, { yes: false, ask: () => Promise.resolve('no') }))).rejects.toThrow('Not confirmed; nothing was changed.');

    // The file name alone is found in DATA_DIR/backups; "restore" confirms.
    const result = await runRestore(options(fileName, { yes: false, ask: () => Promise.resolve('restore') }));
    expect(result).toMatchObject({ collections: 1, documents: 2, files: 1 });
    expect(said.join('\n')).toMatch(/checksum OK/);

    await withStore(async (client) => {
      const db = client.db(EMBEDDED_DB_NAME);
      const courses = await db.collection('courses').find({}, { projection: { _id: 0 } }).sort({ title: 1 }).toArray();
      expect(courses).toEqual([
        { title: 'AI 101', price: BSON.Decimal128.fromString('49.50') },
        { title: 'ML', price: BSON.Decimal128.fromString('99.00') },
      ]);
      expect((await db.collection('courses').indexes()).map((i) => i.name)).toEqual(['_id_', 'title_1']);
      expect((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name)).toEqual(['courses']);
    });
    expect(await readFile(join(filesRoot, 'resumes', '0123456789abcdef01234567'), 'utf8')).toBe('cv');
  });
});
