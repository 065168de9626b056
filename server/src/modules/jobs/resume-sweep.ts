/**
 * Orphaned résumés: an upload is stored before its application's transaction, so a crash between
 * the two (or during the upload itself) leaves bytes nothing refers to. The sweep removes files no
 * application refers to and uploads that never completed (see modules/files),
 * once they are older than a grace period (an upload in flight gets its application in seconds).
 * It runs at start and every hour.
 */
import type { Logger } from '../../logger.js';
import { ApplicationModel } from './application.model.js';
import { deleteResumes, resumeFiles } from './resume.storage.js';

export const ORPHAN_GRACE_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Answers how many complete files no application refers to, and how many half-written uploads, it removed. */
export async function sweepOrphanResumes(log: Logger, graceMs = ORPHAN_GRACE_MS): Promise<{ files: number; incomplete: number }> {
  const cutoff = new Date(Date.now() - graceMs);
  const files = resumeFiles();
  const oldIds = await files.storedBefore(cutoff);
  const referenced = new Set(
    (await ApplicationModel.distinct('resume.fileId', { 'resume.fileId': { $in: oldIds } })).map((id: unknown) => String(id)),
  );
  const orphanFiles = oldIds.filter((id) => !referenced.has(id.toString()));
  await deleteResumes(log, orphanFiles);
  const incomplete = await files.removeIncomplete(cutoff);
  return { files: orphanFiles.length, incomplete };
}

/** Sweeps now and then every hour; answers a function that stops it. */
export function startOrphanSweep(log: Logger): () => void {
  const run = (): void => {
    void sweepOrphanResumes(log)
      .then((swept) => {
        if (swept.files || swept.incomplete) log.info(swept, 'orphaned résumé files removed');
      })
      .catch((err: unknown) => log.warn({ err }, 'the orphaned résumé sweep failed'));
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
