/**
 * An ordered multiset kept as a list of bounded chunks (a flat B+-tree): O(log n) search and
 * O(chunk) inserts/removes without the O(n) splices of one big sorted array at 100k+ entries.
 */

const MAX_CHUNK = 512;
/** How full a bulk load leaves each chunk: half, so later inserts split no chunk for a while. */
const BULK_FILL = MAX_CHUNK >> 1;

/** A probe says where an element lies relative to a bound: <0 before it, 0 at it, >0 after it. */
export type Probe<T> = (x: T) => number;

/** A place in the list: [chunk index, offset in that chunk]. */
export type Position = [number, number];

export class SortedList<T> {
  private chunks: T[][] = [];
  private count = 0;

  constructor(private readonly cmp: (a: T, b: T) => number) {}

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.chunks = [];
    this.count = 0;
  }

  /** Index of the first chunk whose last element is at or after the probe's bound. */
  private chunkFor(probe: Probe<T>): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    let ans = this.chunks.length;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid] as T[];
      if (probe(chunk[chunk.length - 1] as T) >= 0) {
        ans = mid;
        hi = mid - 1;
      } else {
        lo = mid + 1;
      }
    }
    return ans;
  }

  private static lowerIn<T>(chunk: T[], probe: Probe<T>): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (probe(chunk[mid] as T) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(x: T): void {
    this.count++;
    if (this.chunks.length === 0) {
      this.chunks.push([x]);
      return;
    }
    const probe: Probe<T> = (y) => this.cmp(y, x);
    let ci = this.chunkFor(probe);
    if (ci === this.chunks.length) ci--;
    const chunk = this.chunks[ci] as T[];
    chunk.splice(SortedList.lowerIn(chunk, probe), 0, x);
    if (chunk.length > MAX_CHUNK) {
      this.chunks.splice(ci + 1, 0, chunk.splice(chunk.length >> 1));
    }
  }

  /**
   * Adds many elements at once (an index built over a collection). Into an empty list: one sort,
   * which runs in about n comparisons where the elements come nearly in order (keys that follow
   * insertion order, such as dates), then half-full chunks; otherwise one insert each. Takes
   * ownership of `items` (it is sorted in place).
   */
  insertAll(items: T[]): void {
    if (this.count > 0) {
      for (const x of items) this.insert(x);
      return;
    }
    items.sort(this.cmp);
    for (let i = 0; i < items.length; i += BULK_FILL) this.chunks.push(items.slice(i, i + BULK_FILL));
    this.count = items.length;
  }

  /** Removes one element equal (cmp === 0) to x; returns whether one was found. */
  remove(x: T): boolean {
    const probe: Probe<T> = (y) => this.cmp(y, x);
    const ci = this.chunkFor(probe);
    const chunk = this.chunks[ci];
    if (!chunk) return false;
    const i = SortedList.lowerIn(chunk, probe);
    if (i >= chunk.length || this.cmp(chunk[i] as T, x) !== 0) return false;
    chunk.splice(i, 1);
    if (chunk.length === 0) this.chunks.splice(ci, 1);
    this.count--;
    return true;
  }

  /**
   * Appends to `out` every element equal to `key` under `cmp` (cmp(x, key) < 0: x sorts before key).
   * The hot path of index equality lookups: a static comparator and no per-call closures.
   */
  collectEqual<K>(key: K, cmp: (x: T, key: K) => number, out: T[]): void {
    const chunks = this.chunks;
    let lo = 0;
    let hi = chunks.length - 1;
    let ci = chunks.length;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const chunk = chunks[mid] as T[];
      if (cmp(chunk[chunk.length - 1] as T, key) >= 0) {
        ci = mid;
        hi = mid - 1;
      } else {
        lo = mid + 1;
      }
    }
    if (ci === chunks.length) return;
    let chunk = chunks[ci] as T[];
    lo = 0;
    hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(chunk[mid] as T, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; ; i++) {
      if (i === chunk.length) {
        if (++ci === chunks.length) return;
        chunk = chunks[ci] as T[];
        i = 0;
      }
      const x = chunk[i] as T;
      if (cmp(x, key) !== 0) return;
      out.push(x);
    }
  }

  /**
   * Visits elements from the first one at or after `from` (in order) until `visit` returns false.
   */
  /** The elements from the first one at or after `from`, in order, read lazily (the caller stops when it has enough). */
  *iterateFrom(from: Probe<T> | undefined): Generator<T, void, undefined> {
    let ci = from ? this.chunkFor(from) : 0;
    let i = from && ci < this.chunks.length ? SortedList.lowerIn(this.chunks[ci] as T[], from) : 0;
    for (; ci < this.chunks.length; ci++, i = 0) {
      const chunk = this.chunks[ci] as T[];
      for (; i < chunk.length; i++) yield chunk[i] as T;
    }
  }

  /** Where the first element at or after the probe's bound sits: [chunk, offset] ([chunks, 0] past the end). */
  seek(probe: Probe<T>): Position {
    const ci = this.chunkFor(probe);
    return ci < this.chunks.length ? [ci, SortedList.lowerIn(this.chunks[ci] as T[], probe)] : [ci, 0];
  }

  /** How many elements sort before a position: O(chunks), so an index range is counted without reading it. */
  rank(pos: Position): number {
    let n = pos[1];
    for (let ci = 0; ci < pos[0] && ci < this.chunks.length; ci++) n += (this.chunks[ci] as T[]).length;
    return n;
  }

  /** Appends the elements from `start` (inclusive) to `end` (exclusive) to `out`, in order: no comparison per element. */
  collectBetween(start: Position, end: Position, out: T[]): void {
    const chunks = this.chunks;
    for (let ci = start[0], i = start[1]; ci < chunks.length && ci <= end[0]; ci++, i = 0) {
      const chunk = chunks[ci] as T[];
      const stop = ci === end[0] ? end[1] : chunk.length;
      for (; i < stop; i++) out.push(chunk[i] as T);
    }
  }

  /** The elements from `start` (inclusive) to `end` (exclusive), read lazily, in order or from the end backwards. */
  *between(start: Position, end: Position, reverse: boolean): Generator<T, void, undefined> {
    const chunks = this.chunks;
    if (!reverse) {
      let [ci, i] = start;
      for (; ci < chunks.length && (ci < end[0] || (ci === end[0] && i < end[1])); ) {
        const chunk = chunks[ci] as T[];
        const stop = ci === end[0] ? end[1] : chunk.length;
        for (; i < stop; i++) yield chunk[i] as T;
        ci++;
        i = 0;
      }
      return;
    }
    let [ci, i] = end;
    for (;;) {
      // Step back one element: the previous offset in this chunk, else the last of the previous chunk.
      if (i === 0) {
        if (ci === 0) return;
        ci--;
        i = (chunks[ci] as T[]).length;
      }
      i--;
      if (ci < start[0] || (ci === start[0] && i < start[1])) return;
      yield (chunks[ci] as T[])[i] as T;
    }
  }

  forEachFrom(from: Probe<T> | undefined, visit: (x: T) => boolean): void {
    let ci = from ? this.chunkFor(from) : 0;
    let i = from && ci < this.chunks.length ? SortedList.lowerIn(this.chunks[ci] as T[], from) : 0;
    for (; ci < this.chunks.length; ci++, i = 0) {
      const chunk = this.chunks[ci] as T[];
      for (; i < chunk.length; i++) if (!visit(chunk[i] as T)) return;
    }
  }
}
