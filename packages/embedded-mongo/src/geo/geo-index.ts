/**
 * Keys of 2dsphere and 2d indexes. A location is keyed by geohash cells (ngeohash): a point by its
 * cell at full precision, a larger shape by the smallest cell holding its bounding box. A region
 * query then visits the cells covering its bounding boxes: every key inside one of them (a string
 * range) plus every key that is a prefix of one (a larger shape overlapping it). Candidates are
 * always re-checked by the matcher, so cells only need to cover, never to be exact.
 */
import ngeohash from 'ngeohash';
import { ErrorCode, StoreError } from '../errors.js';
import { formatValue } from '../format.js';
import { collectValues } from '../paths.js';
import { isNumeric, toNumber, type Doc } from '../values.js';
import { GeoParseError, geoValuesAt, parseStoredGeo, UnsupportedGeoError, vertices, type GeoValue } from './geometry.js';

export type GeoIndexType = '2dsphere' | '2d';

/** Full key precision: 9 geohash characters, cells of about 5 m by 5 m on the earth. */
const PRECISION = 9;
/** Region queries visit at most about this many cells (coarser cells beyond). */
const MAX_COVER_CELLS = 48;

export interface GeoField {
  path: string;
  parts: string[];
  dir: unknown;
}

/** Width (degrees of longitude) and height (latitude) of a geohash cell of `p` characters. */
function cellSize(p: number): [number, number] {
  return [360 / 2 ** Math.ceil((5 * p) / 2), 180 / 2 ** Math.floor((5 * p) / 2)];
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/**
 * Key generation for one special index: the geo field's component is a cell string, the other
 * fields of a compound index keep their ordinary values.
 */
export class GeoKeys {
  readonly type: GeoIndexType;
  readonly geoPos: number;
  private readonly min: number;
  private readonly max: number;

  constructor(
    readonly fields: GeoField[],
    spec: Doc,
  ) {
    const pos = fields.findIndex((f) => f.dir === '2dsphere' || f.dir === '2d');
    this.geoPos = pos;
    this.type = (fields[pos] as GeoField).dir as GeoIndexType;
    this.min = isNumeric(spec.min) ? toNumber(spec.min) : -180;
    this.max = isNumeric(spec.max) ? toNumber(spec.max) : 180;
    if (fields.filter((f) => typeof f.dir === 'string').length > 1) {
      throw new StoreError(ErrorCode.CommandNotSupported, 'compound indexes with more than one geo field are not supported by the embedded store');
    }
    if (this.type === '2d' && pos !== 0) throw new StoreError(16801, "2d has to be first in index");
    if (this.min >= this.max) throw new StoreError(13067, 'need a max value greater than min');
  }

  /** Width of a 2d index's plane (360 for lng/lat). */
  get span(): number {
    return this.max - this.min;
  }

  get geoField(): GeoField {
    return this.fields[this.geoPos] as GeoField;
  }

  /** Geohash space is lat [-90, 90] by lng [-180, 180]; a 2d index's plane is scaled onto it. */
  private toHashSpace(x: number, y: number): [number, number] {
    if (this.type === '2dsphere') return [y, x];
    const span = this.max - this.min;
    return [((y - this.min) / span) * 180 - 90, ((x - this.min) / span) * 360 - 180];
  }

  private cellOfBox(minX: number, minY: number, maxX: number, maxY: number): string {
    const [lat1, lng1] = this.toHashSpace(minX, minY);
    const [lat2, lng2] = this.toHashSpace(maxX, maxY);
    return commonPrefix(ngeohash.encode(lat1, lng1, PRECISION), ngeohash.encode(lat2, lng2, PRECISION));
  }

  private cellOf(geo: GeoValue): string {
    const pts = vertices(geo.geometry);
    if (pts.length === 1) {
      const [x, y] = pts[0] as [number, number];
      return this.cellOfBox(x, y, x, y);
    }
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [x, y] of pts as [number, number][]) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    return this.cellOfBox(minX, minY, maxX, maxY);
  }

  /** Cells for a document's locations ([] when it has none: geo indexes are sparse). */
  cells(doc: Doc): string[] {
    const values = geoValuesAt(doc, this.geoField.parts);
    const out = new Set<string>();
    for (const v of values) {
      const geo = this.parse(doc, v);
      out.add(this.cellOf(geo));
    }
    return [...out];
  }

  private parse(doc: Doc, v: unknown): GeoValue {
    if (this.type === '2d') {
      let geo: GeoValue;
      try {
        geo = parseStoredGeo(v);
      } catch {
        throw new StoreError(16804, `location object expected, location array not in correct format :: caused by :: ${formatValue(doc)}`);
      }
      if (!geo.flat) throw new StoreError(16804, `location object expected, location array not in correct format :: caused by :: ${formatValue(doc)}`);
      const [x, y] = (geo.geometry.type === 'Point' ? geo.geometry.coordinates : [0, 0]) as [number, number];
      if (x < this.min || x >= this.max || y < this.min || y >= this.max) {
        throw new StoreError(13027, `point not in interval of [ ${this.min}, ${this.max} ) :: caused by :: ${formatValue(doc)}`);
      }
      return geo;
    }
    try {
      const geo = parseStoredGeo(v);
      if (geo.flat) {
        const [x, y] = (geo.geometry.type === 'Point' ? geo.geometry.coordinates : [0, 0]) as [number, number];
        if (x < -180 || x > 180 || y < -90 || y > 90) throw new GeoParseError(`longitude/latitude is out of bounds, lng: ${x} lat: ${y}`);
      }
      return geo;
    } catch (err) {
      if (err instanceof GeoParseError) throw new StoreError(16755, `Can't extract geo keys: ${formatValue(doc)}  ${err.message}`);
      if (err instanceof UnsupportedGeoError) throw new StoreError(ErrorCode.CommandNotSupported, err.message);
      throw err;
    }
  }

  /** Key tuples: the cell in the geo field's place, ordinary values for the other fields. */
  keysOf(doc: Doc): unknown[][] {
    const cells = this.cells(doc);
    if (cells.length === 0) return [];
    let tuples: unknown[][] = [[]];
    this.fields.forEach((f, i) => {
      const vals = i === this.geoPos ? cells : collectValues(doc, f.parts);
      const next: unknown[][] = [];
      for (const t of tuples) for (const v of vals) next.push([...t, v ?? null]);
      tuples = next;
    });
    return tuples;
  }

  /**
   * Cells covering lng/lat (or 2d plane) boxes, coarse enough to stay within MAX_COVER_CELLS.
   * undefined boxes: the whole space (the single empty-prefix cell).
   */
  cover(boxes: [number, number, number, number][] | undefined): string[] {
    if (!boxes) return [''];
    const out = new Set<string>();
    for (const [minX, minY, maxX, maxY] of boxes) {
      const [lat1, lng1] = this.toHashSpace(minX, minY);
      const [lat2, lng2] = this.toHashSpace(maxX, maxY);
      const clampLat = (v: number): number => Math.max(-90, Math.min(90, v));
      const clampLng = (v: number): number => Math.max(-180, Math.min(180, v));
      const [s, w, n, e] = [clampLat(lat1), clampLng(lng1), clampLat(lat2), clampLng(lng2)];
      // The finest precision whose cells (estimated from their size) stay within the budget.
      let precision = 0;
      for (let p = 1; p <= PRECISION; p++) {
        const [cw, ch] = cellSize(p);
        const across = Math.floor((e + 180) / cw) - Math.floor((w + 180) / cw) + 1;
        const down = Math.floor((n + 90) / ch) - Math.floor((s + 90) / ch) + 1;
        if (across * down > MAX_COVER_CELLS) break;
        precision = p;
      }
      if (precision === 0) return [''];
      // Each cell is named by encoding its centre (ngeohash.bboxes is far slower for the same list).
      const [cw, ch] = cellSize(precision);
      const i0 = Math.floor((w + 180) / cw);
      const i1 = Math.min(Math.floor((e + 180) / cw), 2 ** Math.ceil((5 * precision) / 2) - 1);
      const j0 = Math.floor((s + 90) / ch);
      const j1 = Math.min(Math.floor((n + 90) / ch), 2 ** Math.floor((5 * precision) / 2) - 1);
      for (let i = i0; i <= i1; i++) {
        for (let j = j0; j <= j1; j++) out.add(ngeohash.encode(-90 + (j + 0.5) * ch, -180 + (i + 0.5) * cw, precision));
      }
    }
    return [...out];
  }
}
