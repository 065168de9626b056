/**
 * Durability. Every committed write is appended as one CRC-checked frame to the current journal
 * file and fdatasync'd before the command is acknowledged; concurrent commits share one fsync
 * (group commit). Recovery = newest complete snapshot + every later journal, stopping at the first
 * torn/corrupt frame of a file (an unacknowledged tail). Compaction rotates to a fresh journal at
 * a quiescent instant, writes a snapshot of that instant beside it, and only then deletes the
 * journals the snapshot covers — at every step some complete set of files holds every write.
 *
 * Files in the data directory:
 *   journal-<n>.log     frames of ops, n increasing
 *   snapshot-<n>.bson   full state including all journals <= n (valid only with its end frame)
 *   mongod.lock         pid of the owning process
 */
import { closeSync, constants as fsConstants, fsyncSync, openSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { BSON } from 'bson';
import type { JournalOp } from './collection.js';
import type { Engine, Persistence } from './engine.js';
import { Index } from './indexes.js';
import type { Logger } from './server.js';
import { canonicalize, type Doc } from './values.js';

const FRAME_HEADER = 8;
const SNAPSHOT_BATCH_BYTES = 4 * 1024 * 1024;
const DEFAULT_COMPACT_THRESHOLD = 64 * 1024 * 1024;
/**
 * A start that replayed this much journal writes a snapshot at once: replaying maintains every
 * index document by document (100,000 accounts took 10-20 s), while a snapshot is loaded with its
 * indexes built in one pass after the documents, so the next start is quick.
 */
const OPEN_COMPACT_THRESHOLD = 1024 * 1024;
const DESERIALIZE = { promoteValues: false, promoteBuffers: false } as const;
const SERIALIZE = { ignoreUndefined: true } as const;

const openDirs = new Set<string>();

export interface JournalOptions {
  log: Logger;
  compactThresholdBytes?: number | undefined;
  /** Compaction must not capture uncommitted transaction state. */
  canCompact: () => boolean;
}

export interface Journal extends Persistence {
  close(): Promise<void>;
  /** Forces a compaction (snapshot + fresh journal); resolves when it is durable. */
  compact(): Promise<void>;
}

const pad = (n: number): string => String(n).padStart(12, '0');
const journalName = (n: number): string => `journal-${pad(n)}.log`;
const snapshotName = (n: number): string => `snapshot-${pad(n)}.bson`;

function encodeFrame(docs: Doc[]): Buffer {
  const parts = docs.map((d) => BSON.serialize(d, SERIALIZE));
  const payload = parts.length === 1 ? Buffer.from(parts[0] as Uint8Array) : Buffer.concat(parts);
  const header = Buffer.allocUnsafe(FRAME_HEADER);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

/** Splits a file into frames; stops at the first incomplete or corrupt frame. */
function* readFrames(buf: Buffer): Generator<{ docs: Doc[]; end: number }, { complete: boolean; end: number }> {
  let offset = 0;
  while (offset < buf.length) {
    if (offset + FRAME_HEADER > buf.length) return { complete: false, end: offset };
    const len = buf.readUInt32LE(offset);
    const crc = buf.readUInt32LE(offset + 4);
    const start = offset + FRAME_HEADER;
    if (start + len > buf.length) return { complete: false, end: offset };
    const payload = buf.subarray(start, start + len);
    if (crc32(payload) !== crc) return { complete: false, end: offset };
    const docs: Doc[] = [];
    let p = 0;
    try {
      while (p < payload.length) {
        const size = payload.readInt32LE(p);
        if (size < 5 || p + size > payload.length) return { complete: false, end: offset };
        docs.push(canonicalize(BSON.deserialize(payload.subarray(p, p + size), DESERIALIZE)) as Doc);
        p += size;
      }
    } catch {
      return { complete: false, end: offset };
    }
    offset = start + len;
    yield { docs, end: offset };
  }
  return { complete: true, end: offset };
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, fsConstants.O_RDONLY);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms cannot fsync a directory; file fsyncs still hold.
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function acquireLock(dir: string): Promise<void> {
  if (openDirs.has(dir)) throw new Error(`data directory ${dir} is already open in this process`);
  const lockPath = join(dir, 'mongod.lock');
  try {
    const owner = Number((await readFile(lockPath, 'utf8')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && pidAlive(owner)) {
      throw new Error(`data directory ${dir} is in use by process ${owner} (remove ${lockPath} if no other store is running)`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await writeFile(lockPath, `${process.pid}\n`);
  openDirs.add(dir);
}

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

class FileJournal implements Journal {
  private fh: FileHandle;
  private number: number;
  private size = 0;
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing = false;
  private idleWaiters: (() => void)[] = [];
  private compacting: Promise<void> | undefined;
  private failed: Error | undefined;
  private closed = false;
  private rotation: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly engine: Engine,
    private readonly opts: JournalOptions,
    fh: FileHandle,
    number: number,
  ) {
    this.fh = fh;
    this.number = number;
  }

  private get threshold(): number {
    return this.opts.compactThresholdBytes ?? DEFAULT_COMPACT_THRESHOLD;
  }

  append(ops: JournalOp[]): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.closed) return Promise.reject(new Error('journal is closed'));
    // Serialise now: the frame must reflect this instant, and ordering follows call order.
    const frame = encodeFrame(ops);
    return new Promise<void>((resolve, reject) => {
      this.pending.push(frame);
      this.waiters.push({ resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        // setImmediate lets every connection's ready messages join this fsync (group commit).
        setImmediate(() => void this.flushLoop());
      }
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      if (this.rotation) await this.rotation;
      const frames = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        const bytes = frames.reduce((n, f) => n + f.length, 0);
        await this.fh.writev(frames);
        await this.fh.datasync();
        this.size += bytes;
        for (const w of waiters) w.resolve();
      } catch (err) {
        this.failed = err instanceof Error ? err : new Error(String(err));
        this.opts.log.error('journal write failed; the store refuses further writes', { error: this.failed.message });
        for (const w of waiters) w.reject(this.failed);
      }
    }
    this.flushing = false;
    const idle = this.idleWaiters;
    this.idleWaiters = [];
    for (const r of idle) r();
    if (this.size >= this.threshold && !this.compacting && !this.closed) void this.compact().catch(() => undefined);
  }

  /** Resolves once nothing is queued or being written. */
  private async quiesce(): Promise<void> {
    while (this.flushing || this.pending.length > 0) {
      await new Promise<void>((r) => this.idleWaiters.push(r));
    }
  }

  compact(): Promise<void> {
    this.compacting ??= this.runCompaction().finally(() => {
      this.compacting = undefined;
    });
    return this.compacting;
  }

  private async runCompaction(): Promise<void> {
    if (this.closed || this.failed) return;
    // Rotation must happen with nothing in flight and no open transaction (their writes are not journaled yet).
    for (let attempt = 0; ; attempt++) {
      await this.quiesce();
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- close() may have run while quiesce() was awaited; TypeScript keeps the narrowing from the check above.
      if (this.closed) return;
      if (!this.flushing && this.pending.length === 0 && this.opts.canCompact()) break;
      if (attempt > 200) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    // ---- synchronous section: capture state and switch journal files at the same instant ----
    const covered = this.number;
    const captured = this.captureState();
    let release: () => void = () => undefined;
    // Writes committed from here on belong to the next journal; hold them until it is open.
    this.rotation = new Promise<void>((r) => (release = r));
    const oldFh = this.fh;
    try {
      this.fh = await open(join(this.dir, journalName(covered + 1)), 'a');
      this.number = covered + 1;
      this.size = 0;
    } finally {
      this.rotation = undefined;
      release();
    }
    // ------------------------------------------------------------------------------------------
    await oldFh.close();
    fsyncDir(this.dir);
    const tmp = join(this.dir, `${snapshotName(covered)}.tmp`);
    const out = await open(tmp, 'w');
    try {
      await out.write(encodeFrame([{ t: 'snapshot', version: 1, covers: covered }]));
      for (const c of captured) {
        await out.write(encodeFrame([{ t: 'coll', db: c.db, coll: c.name, options: c.options, indexes: c.indexes }]));
        let batch: Doc[] = [{ t: 'docs', db: c.db, coll: c.name }];
        let bytes = 0;
        for (const doc of c.docs) {
          batch.push(doc);
          bytes += 256;
          if (batch.length >= 2000 || bytes >= SNAPSHOT_BATCH_BYTES) {
            await out.write(encodeFrame(batch));
            batch = [{ t: 'docs', db: c.db, coll: c.name }];
            bytes = 0;
          }
        }
        if (batch.length > 1) await out.write(encodeFrame(batch));
      }
      await out.write(encodeFrame([{ t: 'end' }]));
      await out.datasync();
    } finally {
      await out.close();
    }
    await rename(tmp, join(this.dir, snapshotName(covered)));
    fsyncDir(this.dir);
    await removeObsolete(this.dir, covered);
    this.opts.log.info('journal compacted', { snapshot: snapshotName(covered) });
  }

  private captureState(): { db: string; name: string; options: Doc; indexes: Doc[]; docs: Doc[] }[] {
    const out: { db: string; name: string; options: Doc; indexes: Doc[]; docs: Doc[] }[] = [];
    for (const [db, colls] of this.engine.dbs) {
      for (const c of colls.values()) {
        out.push({ db, name: c.name, options: c.options, indexes: [...c.indexes.values()].map((i) => i.spec), docs: c.allDocs(undefined) });
      }
    }
    return out;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.compacting?.catch(() => undefined);
    await this.quiesce();
    this.closed = true;
    await this.fh.close();
    await rm(join(this.dir, 'mongod.lock'), { force: true });
    openDirs.delete(this.dir);
  }
}

async function removeObsolete(dir: string, covered: number): Promise<void> {
  for (const f of await readdir(dir)) {
    const j = /^journal-(\d+)\.log$/.exec(f);
    const s = /^snapshot-(\d+)\.bson$/.exec(f);
    // Leftover .tmp files are snapshots a crash interrupted; they were never valid.
    if ((j && Number(j[1]) <= covered) || (s && Number(s[1]) < covered) || f.endsWith('.bson.tmp')) await rm(join(dir, f), { force: true });
  }
}

/** Loads a snapshot into the engine; returns false (leaving the engine untouched) if it is incomplete. */
function loadSnapshot(buf: Buffer, engine: Engine): boolean {
  const frames: Doc[][] = [];
  let sawEnd = false;
  const it = readFrames(buf);
  for (let r = it.next(); !r.done; r = it.next()) {
    frames.push(r.value.docs);
    if (r.value.docs[0]?.t === 'end') sawEnd = true;
  }
  if (!sawEnd || frames[0]?.[0]?.t !== 'snapshot') return false;
  const ctx = { ops: [] };
  const pendingIndexes: { db: string; coll: string; specs: Doc[] }[] = [];
  for (const docs of frames) {
    const head = docs[0];
    if (!head) continue;
    if (head.t === 'coll') {
      engine.createCollection(String(head.db), String(head.coll), (head.options as Doc | undefined) ?? {}, ctx);
      pendingIndexes.push({ db: String(head.db), coll: String(head.coll), specs: (head.indexes as Doc[] | undefined) ?? [] });
    } else if (head.t === 'docs') {
      const coll = engine.getCollection(String(head.db), String(head.coll));
      if (!coll) continue;
      for (let i = 1; i < docs.length; i++) coll.insert(docs[i] as Doc, ctx);
    }
  }
  // Indexes are built after the documents: one bulk pass instead of per-insert maintenance.
  for (const p of pendingIndexes) {
    const coll = engine.getCollection(p.db, p.coll);
    if (!coll) continue;
    for (const spec of p.specs) coll.addIndex(new Index(spec));
  }
  return true;
}

export async function openJournal(dir: string, engine: Engine, opts: JournalOptions): Promise<Journal> {
  await mkdir(dir, { recursive: true });
  await acquireLock(dir);
  try {
    const files = await readdir(dir);
    const snapshots = files
      .map((f) => /^snapshot-(\d+)\.bson$/.exec(f))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => b - a);
    const journals = files
      .map((f) => /^journal-(\d+)\.log$/.exec(f))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    let covered = 0;
    for (const n of snapshots) {
      if (loadSnapshot(await readFile(join(dir, snapshotName(n))), engine)) {
        covered = n;
        break;
      }
      opts.log.warn('ignoring incomplete snapshot', { file: snapshotName(n) });
      engine.dbs.clear();
    }
    let replayedBytes = 0;
    for (const n of journals) {
      if (n <= covered) continue;
      const buf = await readFile(join(dir, journalName(n)));
      const it = readFrames(buf);
      let r = it.next();
      for (; !r.done; r = it.next()) {
        for (const op of r.value.docs) {
          try {
            engine.replay(op as unknown as JournalOp);
          } catch (err) {
            opts.log.error('journal op could not be replayed', { file: journalName(n), error: err instanceof Error ? err.message : String(err) });
          }
        }
      }
      replayedBytes += r.value.end;
      if (!r.value.complete) {
        opts.log.warn('journal has a torn tail (an unacknowledged write); ignoring it', { file: journalName(n), validBytes: r.value.end, fileBytes: buf.length });
      }
    }
    // Never append after a possibly torn tail: each start writes a fresh journal file.
    const number = Math.max(covered, journals.at(-1) ?? 0) + 1;
    const fh = await open(join(dir, journalName(number)), 'a');
    fsyncDir(dir);
    await removeObsolete(dir, covered);
    const journal = new FileJournal(dir, engine, opts, fh, number);
    if (replayedBytes >= Math.min(OPEN_COMPACT_THRESHOLD, opts.compactThresholdBytes ?? DEFAULT_COMPACT_THRESHOLD)) void journal.compact().catch(() => undefined);
    return journal;
  } catch (err) {
    openDirs.delete(dir);
    await rm(join(dir, 'mongod.lock'), { force: true });
    throw err;
  }
}
