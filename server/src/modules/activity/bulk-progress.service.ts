/**
 * A bulk action's progress, for its author's screen while the action runs: the action reports each
 * phase and each chunk it has handled; the screen asks `bulkProgress(key)` (REST: GET
 * /api/bulk/progress/{key}) with the key it sent with the action. The writes are outside the action's
 * transaction: they must be seen before it commits.
 */
import { Types } from 'mongoose';
import { requireStaff, type Actor } from '../../core/actor.js';
import { BulkProgressModel, type BulkPhase, type BulkProgressDoc } from './bulk-progress.model.js';

/** The share of the whole action each phase stands for, in percent (recording the history is the heaviest). */
const PHASE_SPAN: Record<BulkPhase, [number, number]> = { checking: [0, 10], applying: [10, 50], recording: [50, 100], finished: [100, 100], failed: [100, 100] };
/** A bulk action changes and records its items this many at a time, reporting after each chunk. */
export const BULK_CHUNK = 1000;
/** Chunk writes closer together than this are not reported (a phase change always is). */
const REPORT_EVERY_MS = 100;

export type BulkProgressView = { phase: BulkPhase; done: number; total: number; percent: number };

export function progressView(doc: Pick<BulkProgressDoc, 'phase' | 'done' | 'total'>): BulkProgressView {
  const [from, to] = PHASE_SPAN[doc.phase];
  const share = doc.total > 0 ? Math.min(1, doc.done / doc.total) : 1;
  return { phase: doc.phase, done: doc.done, total: doc.total, percent: Math.round(from + (to - from) * share) };
}

/** What a bulk action tells about itself as it goes; one that was given no key tells nobody. */
export class BulkProgress {
  private lastWrite = 0;

  private constructor(private readonly id: string | null, private readonly actor: string) {}

  static none(): BulkProgress {
    return new BulkProgress(null, '');
  }

  static async start(actor: Actor, key: string | null | undefined, total: number): Promise<BulkProgress> {
    const progress = new BulkProgress(key ? `${actor.id}:${key}` : null, actor.id);
    await progress.write('checking', 0, total);
    return progress;
  }

  /** A new phase over `total` items. */
  phase(phase: BulkPhase, total: number): Promise<void> {
    return this.write(phase, 0, total);
  }

  /** `done` of the phase's items handled (reported at most every 100 ms). */
  async advance(phase: BulkPhase, done: number, total: number): Promise<void> {
    if (Date.now() - this.lastWrite < REPORT_EVERY_MS && done < total) return;
    await this.write(phase, done, total);
  }

  private async write(phase: BulkPhase, done: number, total: number): Promise<void> {
    if (!this.id) return;
    this.lastWrite = Date.now();
    await BulkProgressModel.updateOne({ _id: this.id }, { $set: { actor: new Types.ObjectId(this.actor), phase, done, total, updatedAt: new Date() } }, { upsert: true });
  }
}

/** Runs a bulk action with its progress: begun before, "finished" after it commits, "failed" if it throws. */
export async function withBulkProgress<T>(actor: Actor, key: string | null | undefined, total: number, run: (progress: BulkProgress) => Promise<T>): Promise<T> {
  const progress = await BulkProgress.start(actor, key, total);
  try {
    const result = await run(progress);
    await progress.phase('finished', 0);
    return result;
  } catch (error) {
    // The action's own error is what the caller is told, even if saying "failed" fails too.
    await progress.phase('failed', 0).catch(() => undefined);
    throw error;
  }
}

/** The progress of the caller's own bulk action sent with `key`; null when there is none (or it is another's). */
export async function bulkProgress(actor: Actor | null, key: string): Promise<BulkProgressView | null> {
  const staff = requireStaff(actor);
  const doc = await BulkProgressModel.findById(`${staff.id}:${key}`).lean();
  return doc ? progressView(doc) : null;
}

/** Each slice of `items` of at most `size`, handled in order, with the running count after each. */
export async function inChunks<T>(items: readonly T[], size: number, handle: (chunk: T[], doneAfter: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    const chunk = items.slice(start, start + size);
    await handle(chunk, start + chunk.length);
  }
}

/** A bulk action's writes to the items it chose, a chunk at a time, reported as the "applying" phase. */
export async function applyInChunks<T>(progress: BulkProgress, items: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  await progress.phase('applying', items.length);
  await inChunks(items, BULK_CHUNK, async (chunk, done) => {
    await write(chunk);
    await progress.advance('applying', done, items.length);
  });
}
