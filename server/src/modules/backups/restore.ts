/**
 * `npm run restore -- <backup file> [--yes]`: checks the backup's SHA-256, says what it will
 * replace, asks for confirmation (`--yes` for scripts), then restores into MONGODB_URI when set, or
 * else into the embedded store's data directory (DATA_DIR/db), which must not be in use: one data
 * directory has one owner, so a running server is refused (stop it first).
 */
import { existsSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedStore } from '@ai-solutions/embedded-mongo';
import type { Config } from '../../config.js';
import { EMBEDDED_DB_NAME } from '../../db/connection.js';
import { readStoreAddress } from '../../db/store-address.js';
import { BackupFileError, readBackupHeader, restoreBackup, verifyChecksum, type RestoreResult } from './backup-restore.js';

export type RestoreOptions = {
  /** As typed: absolute, relative to `cwd`, or a file name in DATA_DIR/backups. */
  file: string;
  yes: boolean;
  config: Config;
  cwd: string;
  /** Asks the question and answers what was typed; null when nobody can answer (not a terminal). */
  ask: ((question: string) => Promise<string>) | null;
  say: (line: string) => void;
};

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

function backupPath(file: string, cwd: string, dataDir: string): string {
  if (isAbsolute(file)) return file;
  const here = resolve(cwd, file);
  if (existsSync(here)) return here;
  const inBackups = join(dataDir, 'backups', file);
  return existsSync(inBackups) ? inBackups : here;
}

/** True when a store answers at the address a running server left in DATA_DIR/store-uri. */
async function storeIsRunning(dataDir: string): Promise<boolean> {
  const address = await readStoreAddress(dataDir);
  if (!address) return false;
  const client = new MongoClient(address, { serverSelectionTimeoutMS: 1_500 });
  try {
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false; // a server that stopped without removing the file
  } finally {
    await client.close();
  }
}

/** Uploaded files on disk go back to DATA_DIR/files; with GridFS they are collections already. */
function filesRoot(config: Config): string | null {
  const kind = config.fileStorage ?? (config.mongodbUri ? 'gridfs' : 'disk');
  return kind === 'disk' ? join(config.dataDir, 'files') : null;
}

export async function runRestore(opts: RestoreOptions): Promise<RestoreResult> {
  const { config, say } = opts;
  const path = backupPath(opts.file, opts.cwd, config.dataDir);
  if (!existsSync(path)) throw new RestoreRefused(`No such backup: ${path}`);
  const sha256 = await verifyChecksum(path);
  const header = await readBackupHeader(path);
  say(`Backup ${basename(path)}: taken ${header.createdAt.toISOString()}, ${header.collections.length.toString()} collections; checksum OK (sha256 ${sha256}).`);

  const target = config.mongodbUri ? `the database at MONGODB_URI` : `the embedded store in ${join(config.dataDir, 'db')}`;
  if (!config.mongodbUri && (await storeIsRunning(config.dataDir))) {
    throw new RestoreRefused(`The embedded store in ${join(config.dataDir, 'db')} is in use by a running server. Stop the server, then run the restore again.`);
  }
  const files = filesRoot(config);
  say(`This replaces every collection of ${target}${files ? ` and the uploaded files in ${files}` : ''} with the backup.`);
  if (!opts.yes) {
    if (!opts.ask) throw new RestoreRefused('Not confirmed: run it in a terminal to answer the question, or add --yes.');
    const answer = await opts.ask('Type "restore" to continue: ');
    if (answer.trim().toLowerCase() !== 'restore') throw new RestoreRefused('Not confirmed; nothing was changed.');
  }

  if (config.mongodbUri) {
    const client = await MongoClient.connect(config.mongodbUri);
    try {
      return await restoreBackup(path, client.db(), files);
    } finally {
      await client.close();
    }
  }
  const store = await startEmbeddedStore({ dataDir: join(config.dataDir, 'db') });
  try {
    const client = await MongoClient.connect(store.uri);
    try {
      return await restoreBackup(path, client.db(EMBEDDED_DB_NAME), files);
    } finally {
      await client.close();
    }
  } finally {
    await store.stop();
  }
}

export { BackupFileError };
