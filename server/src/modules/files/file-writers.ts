/**
 * Which app processes wrote which files, and which of them are gone. Every ObjectId a process makes
 * carries the same five random bytes (bytes 4–8 of the id, fixed once per process by the ObjectId
 * format), and the file stores name each file by a new ObjectId, so a file's id tells which process
 * wrote it. Each app process records those bytes, its host and its pid in `file_writers` when it
 * starts. A writer is known to be gone when it ran on this host under a pid that no longer runs (or
 * that is now this process's own, as in a container whose process was restarted): none of its files
 * can still be waiting for the record that will refer to them, so the orphan sweep need not wait for
 * its grace period. Writers on other hosts are never judged: their files keep the grace period.
 */
import { hostname } from 'node:os';
import mongoose, { Types } from 'mongoose';

type WriterDoc = { _id: string; host: string; pid: number; since: Date };

const COLLECTION = 'file_writers';
/** Records of gone writers this old are dropped: their files are past any grace period by then. */
const FORGET_GONE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Other hosts' records (containers long replaced) are dropped after this; a writer that still runs only loses the faster sweep. */
const FORGET_OTHER_HOSTS_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

const writers = () => mongoose.connection.collection<WriterDoc>(COLLECTION);

/** The writer bytes of an id, as 10 hex digits. */
export function writerOf(id: Types.ObjectId): string {
  return id.toHexString().slice(8, 18);
}

/** This process's writer bytes. */
export function thisWriter(): string {
  return writerOf(new Types.ObjectId());
}

/** Records this process as a writer of files; call before it serves any upload. */
export async function registerFileWriter(): Promise<void> {
  await writers().updateOne({ _id: thisWriter() }, { $set: { host: hostname(), pid: process.pid, since: new Date() } }, { upsert: true });
}

/** The writers known to be gone (see above); records of long-gone writers are dropped on the way. */
export async function goneWriters(): Promise<Set<string>> {
  const self = thisWriter();
  const host = hostname();
  const gone = new Set<string>();
  const forgotten: string[] = [];
  for (const writer of await writers().find({ host }).toArray()) {
    if (writer._id === self || runs(writer.pid)) continue;
    gone.add(writer._id);
    if (writer.since.getTime() < Date.now() - FORGET_GONE_AFTER_MS) forgotten.push(writer._id);
  }
  if (forgotten.length) await writers().deleteMany({ _id: { $in: forgotten } });
  await writers().deleteMany({ host: { $ne: host }, since: { $lt: new Date(Date.now() - FORGET_OTHER_HOSTS_AFTER_MS) } });
  return gone;
}

function runs(pid: number): boolean {
  // Our own pid under other bytes: an earlier run of this process slot (a restarted container's pid 1).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
