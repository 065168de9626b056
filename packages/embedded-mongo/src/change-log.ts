/**
 * The store's oplog, as far as change streams need one: every committed write (insert, update,
 * replace, delete, drop, dropDatabase) with its cluster time, kept in memory within a count and
 * byte budget so a change stream can resume after a token it was given.
 *
 * Writes note what they change in their write context (`WriteContext.changes`, filled by the
 * collection's write primitives); the runtime's commit point moves those notes here, so a write
 * inside a transaction appears only when, and if, the transaction commits — all its events under
 * the commit's one cluster time, as on mongod. The log records nothing until the first change
 * stream opens (a store nobody watches pays nothing); history therefore starts then, and a resume
 * point older than the history fails with ChangeStreamHistoryLost, as an oplog that rolled over does.
 */
import { calculateObjectSize, Timestamp } from 'bson';
import type { Doc } from './values.js';

export type ChangeKind = 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'dropDatabase';

/** One write's effect, as the write primitives note it (`before` for updates and deletes). */
export interface ChangeRecord {
  kind: ChangeKind;
  db: string;
  coll?: string;
  doc?: Doc | null;
  before?: Doc | null;
}

export interface ChangeEntry {
  /** Orders every event: cluster time (64 bits) then the event's index within its transaction. */
  pos: bigint;
  ts: Timestamp;
  opIndex: number;
  wallTime: Date;
  change: ChangeRecord;
  bytes: number;
}

/** Index bits per cluster time: a transaction may hold up to a million events. */
const OP_BITS = 20n;
export const OP_INDEX_HIGH = Number((1n << OP_BITS) - 1n);

export function positionOf(ts: Timestamp, opIndex: number): bigint {
  return (((BigInt(ts.t) << 32n) | BigInt(ts.i)) << OP_BITS) | BigInt(opIndex);
}

export function timestampOfPosition(pos: bigint): Timestamp {
  const time = pos >> OP_BITS;
  return new Timestamp({ t: Number(time >> 32n), i: Number(time & 0xffffffffn) });
}

const MAX_EVENTS = 10_000;
const MAX_BYTES = 64 * 1024 * 1024;

export class ChangeLog {
  private entries: ChangeEntry[] = [];
  private head = 0;
  private bytes = 0;
  private lastT = 0;
  private lastI = 0;
  private waiters = new Set<() => void>();
  /** Every event after this position is still held (undefined: not recording yet). */
  private floor: bigint | undefined;

  constructor(private readonly limits: { maxEvents: number; maxBytes: number } = { maxEvents: MAX_EVENTS, maxBytes: MAX_BYTES }) {}

  get recording(): boolean {
    return this.floor !== undefined;
  }

  /** Starts recording (first change stream); returns the cluster time the history starts after. */
  activate(): void {
    if (this.floor !== undefined) return;
    this.floor = positionOf(this.nextTimestamp(), OP_INDEX_HIGH);
  }

  /** The oldest position a stream may resume after, or undefined when nothing is recorded. */
  get historyFloor(): bigint | undefined {
    return this.floor;
  }

  /**
   * A fresh cluster time, strictly after every one given before. The increment starts from the
   * millisecond within the second (times 4 million), so a store restarted within the same second
   * still hands out later times than the one before it did, and old resume tokens stay older.
   */
  nextTimestamp(): Timestamp {
    const now = Date.now();
    const t = Math.floor(now / 1000);
    const base = (now % 1000) * 4_000_000;
    if (t > this.lastT) {
      this.lastT = t;
      this.lastI = base;
    } else {
      this.lastI = Math.max(this.lastI + 1, t === this.lastT ? base : 0);
    }
    return new Timestamp({ t: this.lastT, i: this.lastI });
  }

  /** The latest cluster time handed out (the store's operationTime). */
  currentTimestamp(): Timestamp {
    if (this.lastT === 0) return this.nextTimestamp();
    return new Timestamp({ t: this.lastT, i: this.lastI });
  }

  /** Position of "everything committed so far": a high-water mark for an empty batch. */
  highWaterMark(): bigint {
    return positionOf(this.currentTimestamp(), OP_INDEX_HIGH);
  }

  /** Records one commit's changes (a transaction's share one cluster time). */
  append(changes: ChangeRecord[], oneCommit: boolean): void {
    if (this.floor === undefined || changes.length === 0) return;
    const wallTime = new Date();
    let ts = this.nextTimestamp();
    changes.forEach((change, i) => {
      if (!oneCommit && i > 0) ts = this.nextTimestamp();
      const opIndex = oneCommit ? i : 0;
      const bytes = sizeOf(change.doc) + sizeOf(change.before);
      this.entries.push({ pos: positionOf(ts, opIndex), ts, opIndex, wallTime, change, bytes });
      this.bytes += bytes;
    });
    this.evict();
    for (const wake of [...this.waiters]) wake();
  }

  private evict(): void {
    const { maxEvents, maxBytes } = this.limits;
    while (this.entries.length - this.head > maxEvents || (this.bytes > maxBytes && this.entries.length - this.head > 1)) {
      const gone = this.entries[this.head] as ChangeEntry;
      this.bytes -= gone.bytes;
      this.floor = gone.pos;
      this.head++;
    }
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }

  /** Entries after `pos`, oldest first (a binary search: positions only grow). */
  *after(pos: bigint): Generator<ChangeEntry> {
    let lo = this.head;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.entries[mid] as ChangeEntry).pos <= pos) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.entries.length; i++) yield this.entries[i] as ChangeEntry;
  }

  /** Resolves at the next append, or after `ms`, whichever comes first. */
  waitForChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  /** Wakes every waiting getMore (the store is stopping). */
  close(): void {
    for (const wake of [...this.waiters]) wake();
  }
}

function sizeOf(doc: Doc | null | undefined): number {
  return doc ? calculateObjectSize(doc) : 0;
}
