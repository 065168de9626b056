/**
 * Résumés live in MongoDB GridFS (bucket `resumes`), so they are backed up and moved with the rest
 * of the data (issue 7). Files are written only after every check has passed, and removed again if the
 * application that refers to them cannot be saved.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type GridFSBucketReadStream } from 'mongodb';
import mongoose, { Types } from 'mongoose';
import { runtime } from '../../runtime.js';

export const RESUME_BUCKET = 'resumes';

function bucket(): GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database is not connected');
  return new GridFSBucket(db, { bucketName: RESUME_BUCKET });
}

export async function saveResume(bytes: Buffer, file: { filename: string; contentType: string; applicant: string; job: string }): Promise<Types.ObjectId> {
  const upload = bucket().openUploadStream(file.filename, {
    metadata: { contentType: file.contentType, applicant: new Types.ObjectId(file.applicant), job: new Types.ObjectId(file.job) },
  });
  await pipeline(Readable.from([bytes]), upload);
  return upload.id;
}

export function openResume(fileId: Types.ObjectId): GridFSBucketReadStream {
  return bucket().openDownloadStream(fileId);
}

/** Best effort: a file that cannot be removed is logged, never a failure of the user's action. */
export async function deleteResumes(fileIds: Types.ObjectId[]): Promise<void> {
  const files = bucket();
  await Promise.all(
    fileIds.map(async (id) => {
      try {
        await files.delete(id);
      } catch (err) {
        runtime().log.warn({ err, fileId: id.toString() }, 'résumé file could not be deleted');
      }
    }),
  );
}
