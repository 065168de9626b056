/**
 * Server-side cursors. A query's result is materialised once (documents are immutable, so this is
 * a consistent snapshot) and handed out in batches: the first batch defaults to 101 documents,
 * getMore batches are bounded by batchSize and by 16 MB of BSON, as on mongod.
 */
import { randomBytes } from 'node:crypto';
import { calculateObjectSize, Long } from 'bson';
import { ErrorCode, StoreError } from './errors.js';
import type { Projector } from './projection.js';
import { MAX_BSON_OBJECT_SIZE } from './wire.js';
import type { Doc } from './values.js';

interface CursorState {
  id: bigint;
  ns: string;
  docs: Doc[];
  pos: number;
  project: Projector | undefined;
  lastUsed: number;
}

export interface Batch {
  id: Long;
  ns: string;
  docs: Doc[];
}

const DEFAULT_FIRST_BATCH = 101;
const CURSOR_IDLE_TIMEOUT_MS = 10 * 60 * 1000;

export class CursorRegistry {
  private readonly cursors = new Map<bigint, CursorState>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  get open(): number {
    return this.cursors.size;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }

  private sweep(): void {
    const cutoff = Date.now() - CURSOR_IDLE_TIMEOUT_MS;
    for (const [id, c] of this.cursors) if (c.lastUsed < cutoff) this.cursors.delete(id);
  }

  private newId(): bigint {
    for (;;) {
      const id = randomBytes(8).readBigUInt64LE() & 0x7fffffffffffffffn;
      if (id !== 0n && !this.cursors.has(id)) return id;
    }
  }

  /** Returns the first batch; keeps a cursor open only if documents remain. */
  create(ns: string, docs: Doc[], project: Projector | undefined, batchSize: number | undefined, singleBatch = false): Batch {
    const state: CursorState = { id: 0n, ns, docs, pos: 0, project, lastUsed: Date.now() };
    const size = batchSize === undefined ? DEFAULT_FIRST_BATCH : batchSize === 0 ? 0 : batchSize;
    const batch = takeBatch(state, singleBatch ? Number.MAX_SAFE_INTEGER : size);
    if (state.pos < docs.length && !singleBatch) {
      state.id = this.newId();
      this.cursors.set(state.id, state);
    }
    return { id: Long.fromBigInt(state.id), ns, docs: batch };
  }

  getMore(idValue: unknown, ns: string, batchSize: number | undefined): Batch {
    const id = toBigIntId(idValue);
    const state = this.cursors.get(id);
    if (!state) throw new StoreError(ErrorCode.CursorNotFound, `cursor id ${id.toString()} not found`);
    if (state.ns !== ns) {
      throw new StoreError(ErrorCode.Unauthorized, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${state.ns}`);
    }
    state.lastUsed = Date.now();
    const docs = takeBatch(state, batchSize && batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER);
    if (state.pos >= state.docs.length) this.cursors.delete(id);
    return { id: Long.fromBigInt(this.cursors.has(id) ? id : 0n), ns, docs };
  }

  kill(ids: unknown[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of ids) {
      const id = toBigIntId(raw);
      if (this.cursors.delete(id)) killed.push(Long.fromBigInt(id));
      else notFound.push(Long.fromBigInt(id));
    }
    return { killed, notFound };
  }
}

function toBigIntId(v: unknown): bigint {
  if (v instanceof Long) return v.toBigInt();
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  if (typeof v === 'bigint') return v;
  throw new StoreError(ErrorCode.TypeMismatch, "Field 'getMore' must be of type long");
}

/** Next batch, capped by count and (like mongod) by the 16 MB reply budget. */
function takeBatch(state: CursorState, max: number): Doc[] {
  const out: Doc[] = [];
  let bytes = 0;
  while (out.length < max && state.pos < state.docs.length) {
    const raw = state.docs[state.pos] as Doc;
    const doc = state.project ? state.project(raw) : raw;
    // Two documents (each <= 16 MB) always fit in one 48 MB message: only size-check bigger batches.
    if (out.length > 0 || state.docs.length - state.pos > 2) {
      const size = calculateObjectSize(doc, { ignoreUndefined: true });
      if (out.length > 0 && bytes + size > MAX_BSON_OBJECT_SIZE) break;
      bytes += size;
    }
    out.push(doc);
    state.pos++;
  }
  return out;
}
