/**
 * Distances as MongoDB reports them: on the sphere in radians (times the earth radius MongoDB uses,
 * 6378.1 km, for meters) and in the plane for legacy `$near` on a 2d index.
 */
import type { Geometry, Position } from 'geojson';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import pointToLineDistance from '@turf/point-to-line-distance';
import { lines } from './geometry.js';

/** mongod's kRadiusOfEarthInMeters: GeoJSON distances are radians times this. */
export const EARTH_RADIUS_METERS = 6378100;

const RAD = Math.PI / 180;

/** Great-circle angle between two lng/lat points, in radians (atan2 form: exact for tiny and antipodal angles). */
export function sphereAngle(a: Position, b: Position): number {
  const lat1 = (a[1] as number) * RAD;
  const lat2 = (b[1] as number) * RAD;
  const dLng = ((b[0] as number) - (a[0] as number)) * RAD;
  const y = Math.hypot(Math.cos(lat2) * Math.sin(dLng), Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng));
  const x = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return Math.atan2(y, x);
}

export function flatDistance(a: Position, b: Position): number {
  return Math.hypot((a[0] as number) - (b[0] as number), (a[1] as number) - (b[1] as number));
}

/** Angle (radians) from a point to the closest point of a geometry; 0 inside a polygon. */
export function sphereAngleTo(p: Position, g: Geometry): number {
  switch (g.type) {
    case 'Point':
      return sphereAngle(p, g.coordinates);
    case 'MultiPoint':
      return Math.min(...g.coordinates.map((c) => sphereAngle(p, c)));
    case 'Polygon':
    case 'MultiPolygon':
      if (booleanPointInPolygon(p, g)) return 0;
      break;
    case 'GeometryCollection':
      return Math.min(...g.geometries.map((x) => sphereAngleTo(p, x)));
    default:
      break;
  }
  let best = Infinity;
  for (const line of lines(g)) best = Math.min(best, pointToLineDistance(p, line, { units: 'radians', method: 'geodesic' }));
  return best;
}

/** Planar distance from a point to a geometry (legacy 2d semantics: points only carry meaning). */
export function flatDistanceTo(p: Position, g: Geometry): number {
  if (g.type === 'Point') return flatDistance(p, g.coordinates);
  if (g.type === 'MultiPoint') return Math.min(...g.coordinates.map((c) => flatDistance(p, c)));
  if ((g.type === 'Polygon' || g.type === 'MultiPolygon') && booleanPointInPolygon(p, g)) return 0;
  let best = Infinity;
  for (const line of lines(g)) best = Math.min(best, pointToLineDistance(p, line, { units: 'degrees', method: 'planar' }));
  return best;
}
