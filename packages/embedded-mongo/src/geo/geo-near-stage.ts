/**
 * The `$geoNear` aggregation stage: documents nearest first with their distance in
 * `distanceField` (and the matched location in `includeLocs`), through the collection's geo index.
 */
import type { Position } from 'geojson';
import { BadValueError, ErrorCode, StoreError } from '../errors.js';
import { formatValue } from '../format.js';
import type { Index, Rec } from '../indexes.js';
import { getField, setField } from '../own.js';
import { compileFilter } from '../query.js';
import { isNumeric, isPlainObject, toNumber, typeName, type Doc } from '../values.js';
import { geoValuesAt, parseGeoJSON, parseLegacyPoint } from './geometry.js';
import { noGeoIndexError } from './geo-plan.js';
import { nearSearch } from './near.js';
import { docNearDistance, queryGeo, type NearQuery } from './operators.js';

const OPTIONS = new Set(['near', 'distanceField', 'spherical', 'maxDistance', 'minDistance', 'query', 'distanceMultiplier', 'includeLocs', 'key', 'uniqueDocs', 'num', 'limit']);

export interface GeoNearSource {
  ns: string;
  indexes: Iterable<Index>;
  visible: (rec: Rec) => Doc | null;
}

function nonNegative(name: string, v: unknown): number {
  if (!isNumeric(v)) throw new BadValueError(`${name} must be a number`);
  const n = toNumber(v);
  if (n < 0) throw new BadValueError(`${name} must be nonnegative`);
  return n;
}

function parseOptions(spec: unknown): { q: NearQuery; distanceField: string; includeLocs?: string; multiplier: number; query: Doc; key?: string } {
  if (!isPlainObject(spec)) throw new BadValueError(`$geoNear argument must be an object, but found type: ${typeName(spec)}`, 10065);
  for (const k of Object.keys(spec)) {
    if (!OPTIONS.has(k)) throw new BadValueError(`Unknown argument to $geoNear: ${k}`);
    if (k === 'num' || k === 'limit') throw new BadValueError(`$geoNear no longer supports the '${k}' option; use a $limit stage instead`);
  }
  const distanceField = spec.distanceField;
  if (typeof distanceField !== 'string') throw new BadValueError("$geoNear requires a 'distanceField' option as a String", 16606);
  const near = spec.near;
  if (near === undefined) throw new BadValueError("$geoNear requires a 'near' option as an Array", 5860400);
  const spherical = spec.spherical === true;
  let q: NearQuery;
  if (isPlainObject(near) && typeof near.type === 'string') {
    const g = queryGeo(() => parseGeoJSON(near));
    if (g.type !== 'Point') throw new BadValueError(`invalid argument in geo near query: ${formatValue(near)}`);
    q = { op: '$nearSphere', point: g.coordinates, spherical: true, meters: true, min: 0, max: Infinity };
  } else {
    const point: Position = queryGeo(() => parseLegacyPoint(near));
    q = { op: spherical ? '$nearSphere' : '$near', point, spherical, meters: false, min: 0, max: Infinity };
  }
  if (spec.maxDistance !== undefined) q.max = nonNegative('maxDistance', spec.maxDistance);
  if (spec.minDistance !== undefined) q.min = nonNegative('minDistance', spec.minDistance);
  const multiplier = spec.distanceMultiplier === undefined ? 1 : nonNegative('distanceMultiplier', spec.distanceMultiplier);
  if (spec.includeLocs !== undefined && typeof spec.includeLocs !== 'string') throw new BadValueError("$geoNear requires that 'includeLocs' option is a String", 16607);
  if (spec.query !== undefined && !isPlainObject(spec.query)) throw new BadValueError("$geoNear requires that 'query' be an object", 16608);
  const key = spec.key;
  if (key !== undefined) {
    if (typeof key !== 'string') throw new BadValueError(`$geoNear parameter 'key' must be of type string but found type: ${typeName(key)}`);
    if (key === '') throw new BadValueError("$geoNear parameter 'key' cannot be the empty string");
  }
  return {
    q,
    distanceField,
    ...(typeof spec.includeLocs === 'string' ? { includeLocs: spec.includeLocs } : {}),
    multiplier,
    query: isPlainObject(spec.query) ? spec.query : {},
    ...(typeof key === 'string' ? { key } : {}),
  };
}

/** MongoDB's choice without `key`: the one 2d index, else the one 2dsphere index. */
function chooseIndex(src: GeoNearSource, key: string | undefined, q: NearQuery): Index {
  const geoIndexes = [...src.indexes].filter((i) => i.geo && i.spec.hidden !== true);
  if (key !== undefined) {
    const onKey = geoIndexes.filter((i) => i.geo?.geoField.path === key);
    if (onKey.length === 0) throw new StoreError(ErrorCode.BadValue, `$geoNear requires a 2d or 2dsphere index, but none were found on ${key}`);
    return pickUsable(onKey, src, key, q);
  }
  const flat = geoIndexes.filter((i) => i.geo?.type === '2d');
  const sphere = geoIndexes.filter((i) => i.geo?.type === '2dsphere');
  if (flat.length > 1) throw new StoreError(ErrorCode.IndexNotFound, `There is more than one 2d index on ${src.ns}; unsure which to use for $geoNear`);
  if (flat.length === 1) return pickUsable(flat, src, flat[0]?.geo?.geoField.path ?? '', q);
  if (sphere.length > 1) throw new StoreError(ErrorCode.IndexNotFound, `There is more than one 2dsphere index on ${src.ns}; unsure which to use for $geoNear`);
  if (sphere.length === 1) return pickUsable(sphere, src, sphere[0]?.geo?.geoField.path ?? '', q);
  throw new StoreError(ErrorCode.IndexNotFound, '$geoNear requires a 2d or 2dsphere index, but none were found');
}

function pickUsable(candidates: Index[], src: GeoNearSource, path: string, q: NearQuery): Index {
  // GeoJSON points need 2dsphere; flat (spherical: false) legacy queries need 2d.
  const usable = candidates.find((i) => (q.meters ? i.geo?.type === '2dsphere' : q.spherical || i.geo?.type === '2d'));
  if (!usable) throw noGeoIndexError(src.ns, path, q);
  return usable;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i] as string;
    const next = getField(cur, key);
    const child: Doc = isPlainObject(next) ? { ...next } : {};
    setField(cur, key, child);
    cur = child;
  }
  setField(cur, parts[parts.length - 1] as string, value);
}

/** Runs the stage over a collection (undefined: a missing collection, no documents). */
export function runGeoNear(spec: unknown, src: GeoNearSource | undefined): Doc[] {
  const opts = parseOptions(spec);
  if (!src) return [];
  const index = chooseIndex(src, opts.key, opts.q);
  const geo = index.geo;
  if (!geo) return [];
  const accept = compileFilter(opts.query);
  const { hits } = nearSearch(index, geo, opts.q, src.visible, accept, Infinity);
  return hits.map((h) => {
    const out: Doc = { ...h.doc };
    setPath(out, opts.distanceField, h.distance * opts.multiplier);
    if (opts.includeLocs !== undefined) {
      // The location that gave the distance (a document may hold several).
      const values = geoValuesAt(h.doc, geo.geoField.parts);
      const loc = values.find((v) => docNearDistance(opts.q, [v]) === h.distance) ?? values[0];
      setPath(out, opts.includeLocs, loc);
    }
    return out;
  });
}
