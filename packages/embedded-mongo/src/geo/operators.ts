/**
 * The geo query operators: parsing `$near`/`$nearSphere`, `$geoWithin`/`$within` and
 * `$geoIntersects` arguments with MongoDB's rules, and testing one stored location against them.
 * The matcher (query.ts) calls `compileGeoOperator`; the planner uses the parsed forms for index
 * candidates and `$near` ordering (near.ts).
 */
import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import booleanIntersects from '@turf/boolean-intersects';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import booleanWithin from '@turf/boolean-within';
import { BadValueError, ErrorCode, StoreError } from '../errors.js';
import { formatValue } from '../format.js';
import { isNumeric, isPlainObject, toNumber, typeName, type Doc } from '../values.js';
import { EARTH_RADIUS_METERS, flatDistance, flatDistanceTo, sphereAngle, sphereAngleTo } from './distance.js';
import { GeoParseError, parseGeoJSON, parseLegacyPoint, parseStoredGeo, UnsupportedGeoError, vertices, type GeoValue } from './geometry.js';

export const GEO_OPERATORS = new Set(['$near', '$nearSphere', '$geoWithin', '$within', '$geoIntersects']);
/** Sibling keys of `$near`/`$nearSphere` in the same operator object. */
export const NEAR_MODIFIERS = new Set(['$maxDistance', '$minDistance']);

/** Runs a parser, turning geometry errors into the query error MongoDB answers (BadValue). */
export function queryGeo<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof GeoParseError) throw new BadValueError(err.message);
    if (err instanceof UnsupportedGeoError) throw new StoreError(ErrorCode.CommandNotSupported, err.message);
    throw err;
  }
}

// ---- $near / $nearSphere -------------------------------------------------------------------------

export interface NearQuery {
  op: '$near' | '$nearSphere';
  point: Position;
  /** Distances on the sphere (else planar, legacy `$near`). */
  spherical: boolean;
  /** GeoJSON point: distances and bounds in meters (else radians or planar units). */
  meters: boolean;
  min: number;
  max: number;
}

function distanceArg(name: string, v: unknown): number {
  if (!isNumeric(v)) throw new BadValueError(`${name} must be a number`);
  const n = toNumber(v);
  if (n < 0 || Number.isNaN(n)) throw new BadValueError(`${name.replace('$', '')} must be non-negative`);
  return n;
}

/** Parses `{ $near: ..., $maxDistance, $minDistance }` (the whole operator object of the field). */
export function parseNear(op: '$near' | '$nearSphere', expr: Doc): NearQuery {
  return queryGeo(() => {
    const arg = expr[op];
    let point: Position;
    let meters = false;
    let min = 0;
    let max = Infinity;
    if (isPlainObject(arg) && ('$geometry' in arg || typeof arg.type === 'string')) {
      const geomDoc = '$geometry' in arg ? arg.$geometry : arg;
      if (!isPlainObject(geomDoc)) throw new BadValueError(`invalid point in geo near query $geometry argument: ${formatValue(geomDoc)}`);
      const g = parseGeoJSON(geomDoc);
      if (g.type !== 'Point') throw new BadValueError(`invalid point in geo near query $geometry argument: ${formatValue(geomDoc)}  Point must be a GeoJSON point`);
      point = g.coordinates;
      meters = true;
      if (arg.$maxDistance !== undefined) max = distanceArg('$maxDistance', arg.$maxDistance);
      if (arg.$minDistance !== undefined) min = distanceArg('$minDistance', arg.$minDistance);
    } else if (Array.isArray(arg) || isPlainObject(arg)) {
      point = parseLegacyPoint(arg);
    } else {
      throw new BadValueError(`near must be first in: { ${op}: ${formatValue(arg)} }`);
    }
    if (expr.$maxDistance !== undefined) max = distanceArg('$maxDistance', expr.$maxDistance);
    if (expr.$minDistance !== undefined) min = distanceArg('$minDistance', expr.$minDistance);
    const spherical = meters || op === '$nearSphere';
    if (spherical && !meters) {
      const [x, y] = point as [number, number];
      if (x < -180 || x > 180 || y < -90 || y > 90) throw new StoreError(17444, 'Legacy point is out of bounds for spherical query');
    }
    return { op, point, spherical, meters, min, max };
  });
}

/** Which index a near query can use: GeoJSON needs 2dsphere, legacy $near a 2d index, $nearSphere either. */
export function nearIndexTypes(q: NearQuery): ('2d' | '2dsphere')[] {
  if (q.meters) return ['2dsphere'];
  if (q.op === '$near') return ['2d'];
  return ['2dsphere', '2d'];
}

/** Distance from the query point to one stored location, in the query's units. */
export function nearDistance(q: NearQuery, geo: GeoValue): number {
  if (!q.spherical) return flatDistanceTo(q.point, geo.geometry);
  const angle = sphereAngleTo(q.point, geo.geometry);
  return q.meters ? angle * EARTH_RADIUS_METERS : angle;
}

/** Smallest distance over the values a document holds at the path (Infinity: none usable). */
export function docNearDistance(q: NearQuery, values: unknown[]): number {
  let best = Infinity;
  for (const v of values) {
    let geo: GeoValue;
    try {
      geo = parseStoredGeo(v);
    } catch {
      continue;
    }
    if (!q.spherical && !geo.flat) continue; // planar $near only sees legacy pairs
    const d = nearDistance(q, geo);
    if (d < best) best = d;
  }
  return best;
}

// ---- $geoWithin / $geoIntersects -------------------------------------------------------------------

export interface Region {
  /** Does this stored location satisfy the operator? */
  test(geo: GeoValue): boolean;
  /** Bounding boxes [minLng, minLat, maxLng, maxLat] of the region (for index candidates); undefined: anywhere. */
  boxes: [number, number, number, number][] | undefined;
  /** Planar region (legacy shapes), so a 2d index's plane applies. */
  flat: boolean;
}

function pointOf(geo: GeoValue): Position | undefined {
  return geo.geometry.type === 'Point' ? geo.geometry.coordinates : undefined;
}

function bboxOf(points: Position[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points as [number, number][]) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/** Lng/lat boxes covering a spherical cap (split at the antimeridian, widened at the poles). */
export function capBoxes(center: Position, radians: number): [number, number, number, number][] | undefined {
  if (radians >= Math.PI / 2) return undefined;
  const [lng, lat] = center as [number, number];
  const dLat = (radians * 180) / Math.PI;
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  if (minLat <= -90 || maxLat >= 90) return [[-180, Math.max(-90, minLat), 180, Math.min(90, maxLat)]];
  const dLng = (Math.asin(Math.sin(radians) / Math.cos((lat * Math.PI) / 180)) * 180) / Math.PI;
  const minLng = lng - dLng;
  const maxLng = lng + dLng;
  if (minLng < -180) return [[minLng + 360, minLat, 180, maxLat], [-180, minLat, maxLng, maxLat]];
  if (maxLng > 180) return [[minLng, minLat, 180, maxLat], [-180, minLat, maxLng - 360, maxLat]];
  return [[minLng, minLat, maxLng, maxLat]];
}

function legacyPolygon(arg: unknown): Polygon {
  if (!Array.isArray(arg)) throw new BadValueError(`Point must be an array or object, instead got type ${typeName(arg)}`);
  const pts = arg.map(parseLegacyPoint);
  if (pts.length < 3) throw new BadValueError('Polygon must have at least 3 points');
  const first = pts[0] as Position;
  const last = pts[pts.length - 1] as Position;
  const ring = first[0] === last[0] && first[1] === last[1] ? pts : [...pts, first];
  return { type: 'Polygon', coordinates: [ring] };
}

function polygonWithin(geo: GeoValue, poly: Polygon | MultiPolygon): boolean {
  const g = geo.geometry;
  if (g.type === 'Point') return booleanPointInPolygon(g.coordinates, poly);
  if (g.type === 'GeometryCollection') return g.geometries.every((x) => polygonWithin({ geometry: x, flat: false }, poly));
  if (poly.type === 'MultiPolygon') {
    return poly.coordinates.some((c) => withinPolygon(g, { type: 'Polygon', coordinates: c }));
  }
  return withinPolygon(g, poly);
}

function withinPolygon(g: Geometry, poly: Polygon): boolean {
  if (g.type === 'MultiPolygon') return g.coordinates.every((c) => booleanWithin({ type: 'Polygon', coordinates: c }, poly));
  if (g.type === 'MultiLineString') return g.coordinates.every((c) => booleanWithin({ type: 'LineString', coordinates: c }, poly));
  return booleanWithin(g, poly);
}

/** Parses a `$geoWithin` (or legacy `$within`) argument. */
export function parseWithin(op: string, arg: unknown): Region {
  return queryGeo(() => {
    if (!isPlainObject(arg)) throw new BadValueError(`${op} must be an object`);
    const keys = Object.keys(arg);
    const shape = keys[0];
    if (keys.length !== 1 || shape === undefined) throw new BadValueError(`${op} must contain exactly one shape: ${formatValue(arg)}`);
    const v = arg[shape];
    switch (shape) {
      case '$box': {
        if (!Array.isArray(v) || v.length !== 2) throw new BadValueError(`Point must be an array or object, instead got type ${typeName(v)}`);
        const [a, b] = v.map(parseLegacyPoint) as [Position, Position];
        const [minX, minY, maxX, maxY] = bboxOf([a, b]);
        return {
          flat: true,
          boxes: [[minX, minY, maxX, maxY]],
          test: (geo) => {
            const p = pointOf(geo);
            return p !== undefined && (p[0] as number) >= minX && (p[0] as number) <= maxX && (p[1] as number) >= minY && (p[1] as number) <= maxY;
          },
        };
      }
      case '$center': {
        if (!Array.isArray(v) || v.length !== 2) throw new BadValueError(`Point must be an array or object, instead got type ${typeName(v)}`);
        const c = parseLegacyPoint(v[0]);
        if (!isNumeric(v[1]) || toNumber(v[1]) < 0) throw new BadValueError('radius must be a non-negative number');
        const r = toNumber(v[1]);
        const [x, y] = c as [number, number];
        return {
          flat: true,
          boxes: [[x - r, y - r, x + r, y + r]],
          test: (geo) => {
            const p = pointOf(geo);
            return p !== undefined && flatDistance(c, p) <= r;
          },
        };
      }
      case '$centerSphere': {
        if (!Array.isArray(v) || v.length !== 2) throw new BadValueError(`Point must be an array or object, instead got type ${typeName(v)}`);
        const c = parseLegacyPoint(v[0]);
        if (!isNumeric(v[1]) || toNumber(v[1]) < 0) throw new BadValueError('radius must be a non-negative number');
        const r = toNumber(v[1]);
        const [x, y] = c as [number, number];
        if (x < -180 || x > 180 || y < -90 || y > 90) throw new BadValueError('Legacy point is out of bounds for spherical query');
        return {
          flat: false,
          boxes: capBoxes(c, r),
          // A cap is convex: a shape lies within it when every vertex does.
          test: (geo) => vertices(geo.geometry).every((p) => sphereAngle(c, p) <= r),
        };
      }
      case '$polygon': {
        const poly = legacyPolygon(v);
        return {
          flat: true,
          boxes: [bboxOf(poly.coordinates[0] as Position[])],
          test: (geo) => {
            const p = pointOf(geo);
            return p !== undefined && booleanPointInPolygon(p, poly);
          },
        };
      }
      case '$geometry': {
        if (!isPlainObject(v)) throw new BadValueError(`$geometry must be an object: ${formatValue(v)}`);
        const g = parseGeoJSON(v);
        if (g.type !== 'Polygon' && g.type !== 'MultiPolygon') {
          throw new BadValueError(`${op} not supported with provided geometry: ${formatValue(arg)}`);
        }
        return { flat: false, boxes: [bboxOf(vertices(g))], test: (geo) => polygonWithin(geo, g) };
      }
      default:
        throw new BadValueError(`unknown geo specifier: ${shape}: ${formatValue(v)}`);
    }
  });
}

/** Parses a `$geoIntersects` argument (`{ $geometry: <any GeoJSON> }`). */
export function parseIntersects(arg: unknown): Region {
  return queryGeo(() => {
    if (!isPlainObject(arg) || !isPlainObject(arg.$geometry)) {
      throw new BadValueError(`$geoIntersects not supported with provided geometry: ${formatValue(arg)}`);
    }
    const g = parseGeoJSON(arg.$geometry);
    return { flat: false, boxes: [bboxOf(vertices(g))], test: (geo) => booleanIntersects(geo.geometry, g) };
  });
}

/** A document's values at the path satisfy the region when any location does (like other operators). */
export function regionMatches(region: Region, values: unknown[]): boolean {
  for (const v of values) {
    let geo: GeoValue;
    try {
      geo = parseStoredGeo(v);
    } catch {
      continue;
    }
    if (region.test(geo)) return true;
  }
  return false;
}
