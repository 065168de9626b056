/**
 * The file stores of this process, chosen once when the database connects: disk under the data
 * directory with the embedded store, GridFS on MongoDB (FILE_STORAGE overrides either way).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';
import { GridFsFileStore } from './gridfs-file-store.js';

export type FileStorage = { kind: 'disk'; root: string } | { kind: 'gridfs' };

let storage: FileStorage | undefined;
const stores = new Map<string, FileStore>();

export function configureFileStorage(next: FileStorage): void {
  storage = next;
  stores.clear();
}

/** Where this process keeps uploaded files (backups copy the disk root), or undefined before the database connects. */
export function currentFileStorage(): FileStorage | undefined {
  return storage;
}

/** A temporary disk root for an in-memory database (tests): removed by the returned function. */
export async function temporaryFileRoot(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'ai-solutions-files-'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The store of one bucket (e.g. `resumes`). */
export function fileStore(bucket: string): FileStore {
  if (!storage) throw new Error('File storage is not configured: connect the database first');
  let store = stores.get(bucket);
  if (!store) {
    store = storage.kind === 'disk' ? new DiskFileStore(storage.root, bucket) : new GridFsFileStore(bucket);
    stores.set(bucket, store);
  }
  return store;
}
