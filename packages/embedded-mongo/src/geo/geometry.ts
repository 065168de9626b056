/**
 * Geometry parsing with MongoDB's validation rules and messages: GeoJSON objects (Point,
 * LineString, Polygon, Multi*, GeometryCollection) and legacy coordinate pairs (`[x, y]` or
 * `{ x, y }`), as found in documents and in query operators.
 */
import type { Geometry, LineString, Polygon, Position } from 'geojson';
import kinks from '@turf/kinks';
import { bsonTag, isNumeric, isPlainObject, toNumber, typeName, type Doc } from '../values.js';
import { formatValue } from '../format.js';
import { getField } from '../own.js';

/** A parsed location. `flat` marks a legacy pair (planar CRS); GeoJSON is always spherical. */
export interface GeoValue {
  geometry: Geometry;
  flat: boolean;
}

/** A parse/validation failure; the caller wraps the message (16755 on insert, 2 in queries). */
export class GeoParseError extends Error {}

function fail(message: string): never {
  throw new GeoParseError(message);
}

const GEOJSON_TYPES = new Set(['Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiLineString', 'MultiPolygon', 'GeometryCollection']);

/** A legacy point: the first two values of an array or embedded document, both numbers. */
export function parseLegacyPoint(v: unknown): Position {
  let values: unknown[];
  if (Array.isArray(v)) values = v;
  else if (isPlainObject(v)) values = Object.values(v);
  else fail(`Point must be an array or object, instead got type ${typeName(v)}`);
  if (values.length < 2) fail(`Point must only contain numeric elements, instead got type ${typeName(values[0])}`);
  const [x, y] = values;
  if (!isNumeric(x)) fail(`Point must only contain numeric elements, instead got type ${typeName(x)}`);
  if (!isNumeric(y)) fail(`Point must only contain numeric elements, instead got type ${typeName(y)}`);
  const px = toNumber(x);
  const py = toNumber(y);
  if (!Number.isFinite(px) || !Number.isFinite(py)) fail('Point coordinates must be finite numbers');
  return [px, py];
}

/** Whether a document value is GeoJSON (an object with a string `type` of a GeoJSON geometry). */
export function looksLikeGeoJSON(v: unknown): v is Doc {
  return isPlainObject(v) && typeof v.type === 'string' && GEOJSON_TYPES.has(v.type);
}

function checkLngLat(p: Position): Position {
  const [lng, lat] = p as [number, number];
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) fail(`longitude/latitude is out of bounds, lng: ${formatNum(lng)} lat: ${formatNum(lat)}`);
  return p;
}

function formatNum(n: number): string {
  return String(n);
}

function coordinate(v: unknown): Position {
  if (!Array.isArray(v)) fail(`GeoJSON coordinates must be an array, instead got type ${typeName(v)}`);
  return checkLngLat(parseLegacyPoint(v));
}

function coordinates(v: unknown): Position[] {
  if (!Array.isArray(v)) fail(`GeoJSON coordinates must be an array of coordinates, instead got type ${typeName(v)}`);
  return v.map(coordinate);
}

function samePos(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

function showLoop(loop: Position[]): string {
  return formatValue(loop);
}

function ring(v: unknown): Position[] {
  const loop = coordinates(v);
  if (loop.length === 0 || !samePos(loop[0] as Position, loop[loop.length - 1] as Position)) {
    fail(`Loop is not closed, first vertex does not equal last vertex: ${showLoop(loop)}`);
  }
  // A closed loop needs at least 3 distinct vertices (4 positions with the repeated first one).
  const unique = new Set(loop.slice(0, -1).map((p) => `${p[0]},${p[1]}`));
  if (unique.size < 3) fail(`Loop must have at least 3 different vertices, ${unique.size} unique vertices were provided: ${showLoop(loop)}`);
  return loop;
}

function polygonRings(v: unknown, what: string): Position[][] {
  if (!Array.isArray(v)) fail(`${what} coordinates must be an array, instead got type ${typeName(v)}`);
  if (v.length === 0) fail(`${what} has no loops.`);
  const rings = v.map(ring);
  const poly: Polygon = { type: 'Polygon', coordinates: rings };
  // Self-intersecting loops (edges crossing) are invalid, as S2 rejects them.
  for (let i = 0; i < rings.length; i++) {
    const loop = rings[i] as Position[];
    const crossing = kinks({ type: 'Polygon', coordinates: [loop] }).features[0];
    if (crossing) {
      const [x, y] = crossing.geometry.coordinates as [number, number];
      fail(`Loop is not valid: ${showLoop(loop)} Edges cross at [${x}, ${y}]`);
    }
  }
  if (rings.length > 1) {
    const outer: Polygon = { type: 'Polygon', coordinates: [rings[0] as Position[]] };
    for (const hole of rings.slice(1)) {
      if (!hole.every((p) => pointInRing(p, outer))) {
        fail(`Secondary loops not contained by first exterior loop - secondary loops must be holes: ${showLoop(hole)} first loop: ${showLoop(rings[0] as Position[])}`);
      }
    }
  }
  return poly.coordinates;
}

/** Ray casting (boundary counts as inside): used only to check that holes sit inside the shell. */
function pointInRing(p: Position, poly: Polygon): boolean {
  const loop = poly.coordinates[0] as Position[];
  const [x, y] = p as [number, number];
  let inside = false;
  for (let i = 0, j = loop.length - 1; i < loop.length; j = i++) {
    const [xi, yi] = loop[i] as [number, number];
    const [xj, yj] = loop[j] as [number, number];
    if ((xi - x) * (yj - y) - (xj - x) * (yi - y) === 0 && Math.min(xi, xj) <= x && x <= Math.max(xi, xj) && Math.min(yi, yj) <= y && y <= Math.max(yi, yj)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function lineString(v: unknown): Position[] {
  const line = coordinates(v);
  if (line.length < 2) fail(`GeoJSON LineString must have at least 2 vertices: ${formatValue(line)}`);
  return line;
}

function checkCrs(obj: Doc): void {
  const crs = obj.crs;
  if (crs === undefined) return;
  if (!isPlainObject(crs)) fail(`GeoJSON CRS must be an object, instead got type ${typeName(crs)}`);
  if (crs.type !== 'name') fail(`GeoJSON CRS must have field "type": "name"`);
  if (!isPlainObject(crs.properties)) fail(`CRS must have field "properties" which is an object, instead got type ${typeName(crs.properties)}`);
  const name = crs.properties.name;
  if (typeof name !== 'string') fail(`In CRS, "properties.name" must be a string, instead got type ${typeName(name)}`);
  if (name === 'urn:x-mongodb:crs:strictwinding:EPSG:4326') {
    throw new UnsupportedGeoError('big polygons (the strictwinding CRS) are not supported by the embedded store');
  }
  if (name !== 'EPSG:4326' && name !== 'urn:ogc:def:crs:OGC:1.3:CRS84') fail(`Unknown CRS name: ${name}`);
}

/** A feature MongoDB supports that this store does not (answered with CommandNotSupported). */
export class UnsupportedGeoError extends Error {}

/** Parses a GeoJSON geometry object (MongoDB's rules; coordinates are lng/lat in degrees). */
export function parseGeoJSON(obj: Doc): Geometry {
  const type = obj.type;
  if (typeof type !== 'string' || !GEOJSON_TYPES.has(type)) fail(`unknown GeoJSON type: ${formatValue(obj)}`);
  checkCrs(obj);
  if (type === 'GeometryCollection') {
    const geoms = obj.geometries;
    if (!Array.isArray(geoms)) fail(`GeometryCollection geometries must be an array, instead got type ${typeName(geoms)}`);
    return {
      type,
      geometries: geoms.map((g, i) => {
        if (!isPlainObject(g)) fail(`Element ${i} of "geometries" must be an object, instead got type ${typeName(g)}: ${formatValue(g)}`);
        return parseGeoJSON(g);
      }),
    };
  }
  const coords = obj.coordinates;
  switch (type) {
    case 'Point':
      return { type, coordinates: checkLngLat(parseLegacyPoint(coords)) };
    case 'LineString':
      return { type, coordinates: lineString(coords) };
    case 'Polygon':
      return { type, coordinates: polygonRings(coords, 'Polygon') };
    case 'MultiPoint': {
      if (!Array.isArray(coords)) fail(`MultiPoint coordinates must be an array, instead got type ${typeName(coords)}`);
      if (coords.length === 0) fail('MultiPoint coordinates must have at least 1 element');
      return { type, coordinates: coords.map(coordinate) };
    }
    case 'MultiLineString': {
      if (!Array.isArray(coords)) fail(`MultiLineString coordinates must be an array, instead got type ${typeName(coords)}`);
      if (coords.length === 0) fail('MultiLineString coordinates must have at least 1 element');
      return { type, coordinates: coords.map(lineString) };
    }
    default: {
      if (!Array.isArray(coords)) fail(`MultiPolygon coordinates must be an array, instead got type ${typeName(coords)}`);
      if (coords.length === 0) fail('MultiPolygon coordinates must have at least 1 element');
      return { type: 'MultiPolygon', coordinates: coords.map((p) => polygonRings(p, 'Polygon')) };
    }
  }
}

/** A location stored in a document: GeoJSON (sphere) or a legacy pair (flat). */
export function parseStoredGeo(v: unknown): GeoValue {
  if (looksLikeGeoJSON(v)) return { geometry: parseGeoJSON(v), flat: false };
  if (isPlainObject(v) && 'type' in v && 'coordinates' in v) fail(`unknown GeoJSON type: ${formatValue(v)}`);
  if (Array.isArray(v) || (isPlainObject(v) && bsonTag(v) === undefined)) {
    return { geometry: { type: 'Point', coordinates: parseLegacyPoint(v) }, flat: true };
  }
  fail(`geo element must be an array or object: ${formatValue(v)}`);
}

/**
 * The geo values at a dotted path. Arrays above the leaf are traversed; a leaf array is one legacy
 * pair when it starts with a number, otherwise a list of locations (a multi-location document).
 */
export function geoValuesAt(doc: Doc, parts: readonly string[]): unknown[] {
  const out: unknown[] = [];
  walk(doc, parts, 0, out);
  return out;
}

function walk(cur: unknown, parts: readonly string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (cur === undefined || cur === null) return;
    if (Array.isArray(cur) && cur.length > 0 && !isNumeric(cur[0])) {
      for (const el of cur) if (el !== undefined && el !== null) out.push(el);
    } else {
      out.push(cur);
    }
    return;
  }
  if (Array.isArray(cur)) {
    for (const el of cur) walk(el, parts, i, out);
    return;
  }
  if (isPlainObject(cur)) walk(getField(cur, parts[i] as string), parts, i + 1, out);
}

/** Every vertex of a geometry (for bounding boxes and cap containment). */
export function vertices(g: Geometry): Position[] {
  switch (g.type) {
    case 'Point':
      return [g.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return g.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates.flat();
    case 'MultiPolygon':
      return g.coordinates.flat(2);
    default:
      return g.geometries.flatMap(vertices);
  }
}

/** Lines of a geometry (polygon rings count as lines) for distance computations. */
export function lines(g: Geometry): LineString[] {
  switch (g.type) {
    case 'LineString':
      return [g];
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates.map((c) => ({ type: 'LineString', coordinates: c }));
    case 'MultiPolygon':
      return g.coordinates.flat().map((c) => ({ type: 'LineString', coordinates: c }));
    case 'GeometryCollection':
      return g.geometries.flatMap(lines);
    default:
      return [];
  }
}
