/**
 * Writes a backup of one database through the driver (the embedded store and MongoDB alike), plus
 * the uploaded files kept on disk. GridFS files are collections, so they are in the dump already.
 *
 * Consistency: every collection is read by ONE aggregation (`$unionWith` over all of them) in a
 * snapshot session. The embedded store answers an aggregation at once from immutable documents, so
 * that single read is one point in time. On MongoDB (a replica set) the snapshot session makes the
 * reads one point in time; should it refuse `$unionWith` in a snapshot, one find per collection in
 * the same session is used instead. A standalone mongod cannot do snapshot reads at all: the dump
 * is then the single aggregation without that guarantee, and the header says 'single-read'.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BSON, type ClientSession, type Db, type Document } from 'mongodb';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  CHECKSUM_EXTENSION,
  OPERATIONAL_COLLECTIONS,
  backupFileName,
  encodeLine,
  type BackupHeader,
  type CollectionSpec,
  type IndexSpec,
} from './backup-format.js';

export type BackupResult = { fileName: string; path: string; sizeBytes: number; sha256: string; documents: number; files: number };

/** Collections worth backing up: real collections, not views, not `system.*`, not operational ones. */
export async function collectionSpecs(db: Db): Promise<CollectionSpec[]> {
  const listed = await db.listCollections({}, { nameOnly: false }).toArray();
  const specs: CollectionSpec[] = [];
  for (const c of listed) {
    if ((c.type ?? 'collection') !== 'collection' || c.name.startsWith('system.') || OPERATIONAL_COLLECTIONS.has(c.name)) continue;
    const indexes = (await db.collection(c.name).listIndexes().toArray()) as IndexSpec[];
    const options = ('options' in c ? c.options : {}) as Record<string, unknown>;
    specs.push({ name: c.name, options, indexes: indexes.map(({ v: _v, ns: _ns, ...index }) => index as IndexSpec) });
  }
  return specs.sort((a, b) => a.name.localeCompare(b.name));
}

function unionPipeline(names: string[]): Document[] {
  const tag = (name: string) => ({ $project: { _id: 0, c: { $literal: name }, d: '$$ROOT' } });
  return [tag(names[0] ?? ''), ...names.slice(1).map((name) => ({ $unionWith: { coll: name, pipeline: [tag(name)] } }))];
}

async function* documentLines(db: Db, names: string[], session: ClientSession | undefined, count: { documents: number }): AsyncGenerator<string> {
  if (names.length === 0) return;
  const cursor = db.collection(names[0] ?? '').aggregate<{ c: string; d: Document }>(unionPipeline(names), { ...(session ? { session } : {}), batchSize: 1000, allowDiskUse: true });
  try {
    await cursor.hasNext();
  } catch (err) {
    await cursor.close();
    // MongoDB does not run $unionWith in a snapshot (as in a transaction): there, one find per
    // collection in the same snapshot session is just as consistent.
    if (!session) throw err;
    for (const name of names) {
      for await (const d of db.collection(name).find({}, { session, batchSize: 1000 })) {
        count.documents += 1;
        yield encodeLine({ c: name, d });
      }
    }
    return;
  }
  for await (const line of cursor) {
    count.documents += 1;
    yield encodeLine(line);
  }
}

/** Every complete file under the files root (a `.part` is an upload still being written). */
async function diskFiles(root: string | null): Promise<string[]> {
  if (!root) return [];
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !entry.name.endsWith('.part')) out.push(path);
    }
  };
  await walk(root);
  return out.sort();
}

async function* fileLines(root: string | null, count: { files: number }): AsyncGenerator<string> {
  if (!root) return;
  for (const path of await diskFiles(root)) {
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch {
      continue; // removed since it was listed (the orphan sweep): not part of the data any more
    }
    count.files += 1;
    yield encodeLine({ f: relative(root, path).split(sep).join('/'), b: new BSON.Binary(bytes) });
  }
}

async function openSnapshot(db: Db): Promise<{ session: ClientSession | undefined; consistency: BackupHeader['consistency'] }> {
  const client = db.client;
  const session = client.startSession({ snapshot: true });
  try {
    // A cheap read proves the server takes snapshot reads (a standalone mongod refuses them).
    await db.collection('backups').findOne({}, { session });
    return { session, consistency: 'snapshot' };
  } catch {
    await session.endSession();
    return { session: undefined, consistency: 'single-read' };
  }
}

/**
 * Writes `<dir>/backup-<time>.ejson.gz` and its `.sha256`. The file is written under a temporary
 * name and renamed when complete, so a crash never leaves a truncated file under a backup's name.
 */
export async function writeBackup(db: Db, dir: string, filesRoot: string | null, at = new Date()): Promise<BackupResult> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = backupFileName(at);
  const path = join(dir, fileName);
  const partial = `${path}.partial`;
  const specs = await collectionSpecs(db);
  const { session, consistency } = await openSnapshot(db);
  const count = { documents: 0, files: 0 };
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: at, database: db.databaseName, consistency, collections: specs };

  async function* lines(): AsyncGenerator<string> {
    yield encodeLine(header);
    yield* documentLines(
      db,
      specs.map((s) => s.name),
      session,
      count,
    );
    yield* fileLines(filesRoot, count);
    yield encodeLine({ end: { documents: count.documents, files: count.files } });
  }

  try {
    await pipeline(
      Readable.from(lines()),
      createGzip(),
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          sizeBytes += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(partial, { mode: 0o600 }),
    );
    const sha256 = hash.digest('hex');
    await rename(partial, path);
    await writeFile(`${path}${CHECKSUM_EXTENSION}`, `${sha256}  ${basename(path)}\n`, { mode: 0o600 });
    return { fileName, path, sizeBytes: (await stat(path)).size || sizeBytes, sha256, documents: count.documents, files: count.files };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await session?.endSession();
  }
}
