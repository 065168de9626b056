/**
 * Files on disk, one per id under `<root>/<bucket>/`. A save writes `<id>.part`, syncs it and
 * renames it into place, so a file under its final name is always complete and a kill mid-upload
 * leaves only a `.part` file, which `removeIncomplete` clears.
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Types } from 'mongoose';
import type { ByteRange, FileStore } from './file-store.js';

const PART = '.part';
const ID = /^[0-9a-f]{24}$/;

export class DiskFileStore implements FileStore {
  readonly kind = 'disk';
  /** The bucket's directory. */
  readonly dir: string;
  private ready: Promise<void> | undefined;

  constructor(root: string, bucket: string) {
    this.dir = join(root, bucket);
  }

  private ensureDir(): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true }).then(() => undefined);
    return this.ready;
  }

  private path(id: Types.ObjectId): string {
    return join(this.dir, id.toHexString());
  }

  async save(bytes: Buffer): Promise<Types.ObjectId> {
    await this.ensureDir();
    const id = new Types.ObjectId();
    const final = this.path(id);
    const part = `${final}${PART}`;
    const handle = await open(part, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(part, final);
    // The rename itself must survive a power cut before the application refers to the file.
    const dirHandle = await open(this.dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
    return id;
  }

  async open(id: Types.ObjectId, range?: ByteRange): Promise<Readable | null> {
    const path = this.path(id);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async remove(id: Types.ObjectId): Promise<void> {
    await rm(this.path(id), { force: true });
  }

  private async entries(): Promise<string[]> {
    await this.ensureDir();
    return readdir(this.dir);
  }

  async storedBefore(cutoff: Date): Promise<Types.ObjectId[]> {
    // The id's own time is the upload time: no stat per file.
    return (await this.entries())
      .filter((name) => ID.test(name))
      .map((name) => new Types.ObjectId(name))
      .filter((id) => id.getTimestamp() < cutoff);
  }

  async removeIncomplete(abandoned: (id: Types.ObjectId) => boolean): Promise<number> {
    const stale = (await this.entries()).filter((name) => name.endsWith(PART) && ID.test(name.slice(0, -PART.length)) && abandoned(new Types.ObjectId(name.slice(0, -PART.length))));
    await Promise.all(stale.map((name) => rm(join(this.dir, name), { force: true })));
    return stale.length;
  }
}
