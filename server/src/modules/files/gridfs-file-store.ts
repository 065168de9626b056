/**
 * Files in MongoDB GridFS (bucket `<name>.files` / `<name>.chunks`): shared by every app process
 * and backed up with the database. Chunks are written before the file entry, so a kill mid-upload
 * leaves chunks without a file, which `removeIncomplete` clears.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket } from 'mongodb';
import mongoose, { Types } from 'mongoose';
import type { ByteRange, FileStore } from './file-store.js';

export class GridFsFileStore implements FileStore {
  readonly kind = 'gridfs';

  constructor(private readonly bucketName: string) {}

  private bucket(): GridFSBucket {
    const db = mongoose.connection.db;
    if (!db) throw new Error('The database is not connected');
    return new GridFSBucket(db, { bucketName: this.bucketName });
  }

  private collection(suffix: 'files' | 'chunks') {
    return mongoose.connection.collection(`${this.bucketName}.${suffix}`);
  }

  async save(bytes: Buffer, meta: { filename: string; contentType: string }): Promise<Types.ObjectId> {
    // An id of our own making, so that it names this process as the writer (file-writers.ts).
    const id = new Types.ObjectId();
    await pipeline(Readable.from([bytes]), this.bucket().openUploadStreamWithId(id, meta.filename, { metadata: { contentType: meta.contentType } }));
    return id;
  }

  async open(id: Types.ObjectId, range?: ByteRange): Promise<Readable | null> {
    const found = await this.collection('files').countDocuments({ _id: id }, { limit: 1 });
    if (found === 0) return null;
    // GridFS's end is exclusive; a range's is included.
    return this.bucket().openDownloadStream(id, range ? { start: range.start, end: range.end + 1 } : {});
  }

  async remove(id: Types.ObjectId): Promise<void> {
    await this.collection('files').deleteOne({ _id: id });
    await this.collection('chunks').deleteMany({ files_id: id });
  }

  async storedBefore(cutoff: Date): Promise<Types.ObjectId[]> {
    const old = await this.collection('files').find({ uploadDate: { $lt: cutoff } }, { projection: { _id: 1 } }).toArray();
    return old.map((f) => f._id);
  }

  async removeIncomplete(abandoned: (id: Types.ObjectId) => boolean): Promise<number> {
    const owners = (await this.collection('chunks').distinct('files_id')) as Types.ObjectId[];
    const known = new Set((await this.collection('files').find({ _id: { $in: owners } }, { projection: { _id: 1 } }).toArray()).map((f) => String(f._id)));
    const strays = owners.filter((id) => !known.has(String(id)) && abandoned(id));
    if (strays.length === 0) return 0;
    return (await this.collection('chunks').deleteMany({ files_id: { $in: strays } })).deletedCount;
  }
}
