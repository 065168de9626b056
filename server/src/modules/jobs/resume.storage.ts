/**
 * Résumé bytes, through the file store (disk under DATA_DIR with the embedded store, GridFS on
 * MongoDB: modules/files). Files are written only after every check has passed, and removed again
 * if the application that refers to them cannot be saved.
 */
import type { Readable } from 'node:stream';
import type { Types } from 'mongoose';
import type { Logger } from '../../logger.js';
import { fileStore, type FileStore } from '../files/index.js';

export const RESUME_BUCKET = 'resumes';

export const resumeFiles = (): FileStore => fileStore(RESUME_BUCKET);

export function saveResume(bytes: Buffer, file: { filename: string; contentType: string }): Promise<Types.ObjectId> {
  return resumeFiles().save(bytes, file);
}

/** The résumé's bytes, or null when the file is missing. */
export function openResume(fileId: Types.ObjectId): Promise<Readable | null> {
  return resumeFiles().open(fileId);
}

/** Best effort: a file that cannot be removed is logged (through `log`), never a failure of the user's action. */
export async function deleteResumes(log: Logger, fileIds: Types.ObjectId[]): Promise<void> {
  const files = resumeFiles();
  await Promise.all(
    fileIds.map(async (id) => {
      try {
        await files.remove(id);
      } catch (err) {
        log.warn({ err, fileId: id.toString() }, 'résumé file could not be deleted');
      }
    }),
  );
}
