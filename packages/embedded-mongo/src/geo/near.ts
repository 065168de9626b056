/**
 * Nearest-first search over a geo index: visits the index cells covering a growing circle around
 * the query point and returns matching records ordered by distance. A document within radius r is
 * always inside the cells covering r, so once enough matches lie within r the answer is final.
 */
import type { Rec } from '../indexes.js';
import type { Index } from '../indexes.js';
import type { Doc } from '../values.js';
import { EARTH_RADIUS_METERS } from './distance.js';
import { geoValuesAt } from './geometry.js';
import type { GeoKeys } from './geo-index.js';
import { capBoxes, docNearDistance, type NearQuery } from './operators.js';
import { candidates } from './region-scan.js';

export interface NearHit {
  rec: Rec;
  doc: Doc;
  distance: number;
}

export interface NearSearch {
  hits: NearHit[];
  keysExamined: number;
}

/** The first search radius, in radians (sphere) or plane units: about 1 km. */
const FIRST_RADIUS_RADIANS = 1000 / EARTH_RADIUS_METERS;
const FIRST_RADIUS_FLAT = 0.01;

function boxesFor(q: NearQuery, geo: GeoKeys, r: number): [number, number, number, number][] | undefined {
  if (!q.spherical) {
    if (r > 2 * geo.span) return undefined;
    const [x, y] = q.point as [number, number];
    return [[x - r, y - r, x + r, y + r]];
  }
  return capBoxes(q.point, r);
}

/**
 * Records matching `accept` (visibility and the full filter), nearest first, within the query's
 * distance bounds; stops once `needed` are certain (Infinity: all of them).
 */
export function nearSearch(index: Index, geo: GeoKeys, q: NearQuery, visible: (rec: Rec) => Doc | null, accept: (doc: Doc) => boolean, needed: number): NearSearch {
  const parts = geo.geoField.parts;
  const seen = new Set<Rec>();
  const found: NearHit[] = [];
  let keysExamined = 0;
  // Distances in the query's units; the search radius in radians/plane units.
  const unit = q.meters ? EARTH_RADIUS_METERS : 1;
  const maxRadius = q.max === Infinity ? Infinity : q.max / unit;
  // Growing circles need the cell to lead the key; otherwise one pass over the whole index.
  let r = Number.isFinite(needed) && geo.geoPos === 0 ? (q.spherical ? FIRST_RADIUS_RADIANS : FIRST_RADIUS_FLAT) : maxRadius;
  for (;;) {
    const radius = Math.min(r, maxRadius);
    const boxes = Number.isFinite(radius) ? boxesFor(q, geo, radius) : undefined;
    const recs = candidates(index, geo, boxes);
    keysExamined += recs.keys;
    for (const rec of recs.recs) {
      if (seen.has(rec)) continue;
      seen.add(rec);
      const doc = visible(rec);
      if (!doc || !accept(doc)) continue;
      const distance = docNearDistance(q, geoValuesAt(doc, parts));
      if (Number.isFinite(distance) && distance >= q.min && distance <= q.max) found.push({ rec, doc, distance });
    }
    const whole = boxes === undefined || radius >= maxRadius;
    const certain = whole ? found.length : found.filter((h) => h.distance <= radius * unit).length;
    if (whole || certain >= needed) {
      found.sort((a, b) => a.distance - b.distance || a.rec.seq - b.rec.seq);
      const hits = whole ? found : found.filter((h) => h.distance <= radius * unit);
      return { hits, keysExamined };
    }
    r *= 4;
  }
}
