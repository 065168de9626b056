/** Candidate records of a geo index for a set of boxes (see geo-index.ts for the cell scheme). */
import type { Index, Rec } from '../indexes.js';
import type { GeoKeys } from './geo-index.js';

/** Above every geohash character ('0'-'9', 'b'-'z'): `cell + HIGH` bounds the keys starting with `cell`. */
const HIGH = '~';
/** The string type's rank in MongoDB's type order, as the index's range scans expect. */
const STRING_RANK = 3;

export function candidates(index: Index, geo: GeoKeys, boxes: [number, number, number, number][] | undefined): { recs: Rec[]; keys: number } {
  const cells = geo.cover(boxes);
  const recs: Rec[] = [];
  const seen = new Set<Rec>();
  let keys = 0;
  const add = (rec: Rec): void => {
    keys++;
    if (!seen.has(rec)) {
      seen.add(rec);
      recs.push(rec);
    }
  };
  if (geo.geoPos !== 0) {
    // The cell is not the leading key component: no cell ranges to scan, every entry is a candidate.
    index.scan([], undefined, add);
    return { recs, keys };
  }
  // Shapes keyed by a larger cell (a prefix of a covering cell) overlap it too.
  const prefixes = new Set<string>();
  for (const cell of cells) for (let n = 0; n < cell.length; n++) prefixes.add(cell.slice(0, n));
  for (const p of prefixes) {
    const out: Rec[] = [];
    index.lookup([p], out);
    for (const rec of out) add(rec);
  }
  for (const cell of cells) {
    index.scan([], { rank: STRING_RANK, low: cell, lowInclusive: true, high: cell + HIGH, highInclusive: false }, add);
  }
  return { recs, keys };
}
