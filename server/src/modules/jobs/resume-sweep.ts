/**
 * Orphaned résumés: an upload is stored before its application's transaction, so a crash between
 * the two (or during the upload itself) leaves bytes nothing refers to. The sweep removes files no
 * application refers to and uploads that never completed (see modules/files): once they are older
 * than a grace period (an upload in flight gets its application in seconds), or at once when the
 * process that wrote them is known to be gone (modules/files/file-writers.ts), as after a crash on
 * this host. It runs at start, once per process under the start-up lock (startup.ts), and every hour.
 */
import type { Types } from 'mongoose';
import type { Logger } from '../../logger.js';
import { goneWriters, writerOf } from '../files/index.js';
import { ApplicationModel } from './application.model.js';
import { deleteResumes, resumeFiles } from './resume.storage.js';

export const ORPHAN_GRACE_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Answers how many complete files no application refers to, and how many half-written uploads, it removed. */
export async function sweepOrphanResumes(log: Logger, graceMs = ORPHAN_GRACE_MS): Promise<{ files: number; incomplete: number }> {
  const cutoff = new Date(Date.now() - graceMs);
  const gone = await goneWriters();
  const abandoned = (id: Types.ObjectId) => id.getTimestamp() < cutoff || gone.has(writerOf(id));
  const files = resumeFiles();
  // Every file when a gone writer may have left fresh ones; only those past the grace otherwise.
  const candidates = (await files.storedBefore(gone.size ? new Date(Date.now() + 60_000) : cutoff)).filter(abandoned);
  const referenced = new Set(
    (await ApplicationModel.distinct('resume.fileId', { 'resume.fileId': { $in: candidates } })).map((id: unknown) => String(id)),
  );
  const orphanFiles = candidates.filter((id) => !referenced.has(id.toString()));
  await deleteResumes(log, orphanFiles);
  const incomplete = await files.removeIncomplete(abandoned);
  return { files: orphanFiles.length, incomplete };
}

/** Sweeps, logging what it removed; failures are logged, never thrown. */
export async function sweepOrphanResumesLogged(log: Logger): Promise<void> {
  try {
    const swept = await sweepOrphanResumes(log);
    if (swept.files || swept.incomplete) log.info(swept, 'orphaned résumé files removed');
  } catch (err) {
    log.warn({ err }, 'the orphaned résumé sweep failed');
  }
}

/** Sweeps every hour (the start's sweep is one of the start-up chores); answers a function that stops it. */
export function startOrphanSweep(log: Logger): () => void {
  const timer = setInterval(() => void sweepOrphanResumesLogged(log), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
