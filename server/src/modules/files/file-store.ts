/**
 * Where uploaded files (résumés) keep their bytes: one interface, two backends. With the embedded
 * store the bytes go to disk under DATA_DIR (never into the store's memory); on MongoDB they go to
 * GridFS, so several app processes share them. Metadata that matters (name, type, size, owner)
 * lives on the document that refers to a file; the store only keeps bytes by id.
 */
import type { Readable } from 'node:stream';
import type { Types } from 'mongoose';

/** Bytes `start` to `end` of a file, both included. */
export type ByteRange = { start: number; end: number };

export interface FileStore {
  readonly kind: 'disk' | 'gridfs';
  /** Stores the bytes durably (on disk: written, synced and renamed into place) and answers the new id. */
  save(bytes: Buffer, meta: { filename: string; contentType: string }): Promise<Types.ObjectId>;
  /**
   * The file's bytes, or null when there is no such file; with `range`, only the bytes from
   * `start` to `end` (both included), as an HTTP range request asks (a video being played).
   */
  open(id: Types.ObjectId, range?: ByteRange): Promise<Readable | null>;
  /** Removes a file; removing a missing one is not an error. */
  remove(id: Types.ObjectId): Promise<void>;
  /** Ids of complete files stored before `cutoff`, for the orphan sweep. */
  storedBefore(cutoff: Date): Promise<Types.ObjectId[]>;
  /**
   * Removes what uploads killed half-way left behind, those `abandoned` says of (given the id, whose
   * time is the upload's start and whose writer bytes name its process); answers how many.
   */
  removeIncomplete(abandoned: (id: Types.ObjectId) => boolean): Promise<number>;
}
