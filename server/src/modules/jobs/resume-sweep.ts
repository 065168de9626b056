/**
 * Orphaned résumés: an upload is stored before its application's transaction, so a crash between
 * the two (or during the upload, which writes chunks before the file entry) leaves bytes nothing
 * refers to. The sweep removes files no application refers to and chunks without a file entry,
 * once they are older than a grace period (an upload in flight gets its application in seconds).
 * It runs at start and every hour.
 */
import mongoose, { Types } from 'mongoose';
import type { Logger } from '../../logger.js';
import { ApplicationModel } from './application.model.js';
import { RESUME_BUCKET, deleteResumes } from './resume.storage.js';

export const ORPHAN_GRACE_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function sweepOrphanResumes(graceMs = ORPHAN_GRACE_MS): Promise<{ files: number; chunks: number }> {
  const cutoff = new Date(Date.now() - graceMs);
  const filesCollection = mongoose.connection.collection(`${RESUME_BUCKET}.files`);
  const chunksCollection = mongoose.connection.collection(`${RESUME_BUCKET}.chunks`);

  const old = await filesCollection.find({ uploadDate: { $lt: cutoff } }, { projection: { _id: 1 } }).toArray();
  const oldIds = old.map((f) => f._id);
  const referenced = new Set((await ApplicationModel.distinct('resume.fileId', { 'resume.fileId': { $in: oldIds } })).map(String));
  const orphanFiles = oldIds.filter((id) => !referenced.has(id.toString()));
  await deleteResumes(orphanFiles);

  // Chunks whose file entry was never written (killed mid-upload); the id's time stands for their age.
  const chunkOwners = (await chunksCollection.distinct('files_id')) as Types.ObjectId[];
  const known = new Set((await filesCollection.find({ _id: { $in: chunkOwners } }, { projection: { _id: 1 } }).toArray()).map((f) => String(f._id)));
  const strays = chunkOwners.filter((id) => !known.has(String(id)) && id.getTimestamp() < cutoff);
  const removed = strays.length ? (await chunksCollection.deleteMany({ files_id: { $in: strays } })).deletedCount : 0;
  return { files: orphanFiles.length, chunks: removed };
}

/** Sweeps now and then every hour; answers a function that stops it. */
export function startOrphanSweep(log: Logger): () => void {
  const run = () =>
    sweepOrphanResumes()
      .then((swept) => {
        if (swept.files || swept.chunks) log.info(swept, 'orphaned résumé files removed');
      })
      .catch((err: unknown) => log.warn({ err }, 'the orphaned résumé sweep failed'));
  void run();
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
