/**
 * Geospatial queries through the official driver: 2dsphere and 2d indexes, GeoJSON validation on
 * insert, $near/$nearSphere, $geoWithin (every shape), $within, $geoIntersects, the $geoNear
 * stage and explain. Expected distances are MongoDB's: the great-circle angle times 6378.1 km
 * for GeoJSON points, radians for legacy $nearSphere, plane units for legacy $near.
 */
import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeInOrder, serverError } from './test-helpers.js';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

let store: EmbeddedStore;
let client: MongoClient;
let db: Db;

/** One degree of longitude at the equator in MongoDB's meters. */
const DEGREE_METERS = (Math.PI / 180) * 6378100;

const point = (lng: number, lat: number): Document => ({ type: 'Point', coordinates: [lng, lat] });
const square = (x0: number, y0: number, x1: number, y1: number): Document => ({
  type: 'Polygon',
  coordinates: [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]],
});

beforeAll(async () => {
  store = await startEmbeddedStore();
  client = await MongoClient.connect(store.uri);
  db = client.db('geo_test');
});

afterAll(() => closeInOrder(client, store));

async function places(): Promise<Collection> {
  const c = db.collection(`places_${Math.random().toString(36).slice(2, 8)}`);
  await c.createIndex({ loc: '2dsphere' }, undefined, undefined);
  await c.insertMany([
    { name: 'origin', loc: point(0, 0) },
    { name: 'east', loc: point(1, 0) },
    { name: 'north', loc: point(0, 2) },
    { name: 'legacy', loc: [0.5, 0.5] },
    { name: 'block', loc: square(5, 5, 6, 6) },
    { name: 'road', loc: { type: 'LineString', coordinates: [[10, 0], [10, 3]] } },
    { name: 'nowhere' },
  ]);
  return c;
}

const names = (docs: Document[]): string[] => docs.map((d) => d.name as string);

describe('2dsphere index and GeoJSON validation', () => {
  it('lists the index with its version and rejects invalid GeoJSON with 16755 "Can\'t extract geo keys"', async () => {
    const c = await places();
    const spec = (await c.listIndexes().toArray()).find((i) => i.name === 'loc_2dsphere');
    expect(spec).toMatchObject({ key: { loc: '2dsphere' }, '2dsphereIndexVersion': 3 });
    const cases: [Document, string][] = [
      [point(200, 10), 'longitude/latitude is out of bounds, lng: 200 lat: 10'],
      [{ type: 'Point', coordinates: 'hello' }, 'Point must be an array or object, instead got type string'],
      [{ type: 'Point', coordinates: ['hello', 5] }, 'Point must only contain numeric elements, instead got type string'],
      [{ type: 'LineString', coordinates: [5, 5] }, 'GeoJSON coordinates must be an array, instead got type int'],
      [{ type: 'Polygon', coordinates: [[[0, 0], [1, 2], [2, 3]]] }, 'Loop is not closed, first vertex does not equal last vertex: [ [ 0, 0 ], [ 1, 2 ], [ 2, 3 ] ]'],
      [{ type: 'Polygon', coordinates: [[[0, 0], [1, 2], [0, 0]]] }, 'Loop must have at least 3 different vertices, 2 unique vertices were provided'],
      [{ type: 'Polygon', coordinates: [[[0, 0], [0, 1], [1, 1], [-2, -1], [0, 0]]] }, 'Loop is not valid'],
      [{ type: 'MultiPolygon', coordinates: '' }, 'MultiPolygon coordinates must be an array, instead got type string'],
      ['hello' as unknown as Document, 'geo element must be an array or object: "hello"'],
    ];
    for (const [loc, message] of cases) {
      const err = await serverError(c.insertOne({ _id: 42 as never, loc }));
      expect(err.code).toBe(16755);
      expect(err.message).toContain("Can't extract geo keys: { _id: 42, loc: ");
      expect(err.message).toContain(message);
    }
    expect(await c.countDocuments({ _id: 42 as never })).toBe(0);
    // Without a geo index nothing is validated, as in MongoDB.
    await db.collection('unindexed').insertOne({ loc: point(200, 10) });
  });

  it('refuses to build an index over an invalid document and leaves no index behind', async () => {
    const c = db.collection('bad_existing');
    await c.insertOne({ _id: 7 as never, loc: point(0, 100) });
    const err = await serverError(c.createIndex({ loc: '2dsphere' }, undefined, undefined));
    expect(err.code).toBe(16755);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('keeps the index in step with updates and deletes', async () => {
    const c = await places();
    await c.updateOne({ name: 'north' }, { $set: { loc: point(0, 0.1) } });
    await c.deleteOne({ name: 'origin' });
    const near = await c.find({ loc: { $near: { $geometry: point(0, 0), $maxDistance: 0.2 * DEGREE_METERS } } }).toArray();
    expect(names(near)).toEqual(['north']);
  });
});

describe('$near and $nearSphere', () => {
  it('orders by distance with $minDistance/$maxDistance in meters for a GeoJSON point', async () => {
    const c = await places();
    const all = await c.find({ loc: { $near: { $geometry: point(0.9, 0) } } }).toArray();
    expect(names(all)).toEqual(['east', 'legacy', 'origin', 'north', 'block', 'road']);
    const ring = await c.find({ loc: { $nearSphere: { $geometry: point(0, 0), $minDistance: 0.5 * DEGREE_METERS, $maxDistance: 1.5 * DEGREE_METERS } } }).toArray();
    expect(names(ring)).toEqual(['legacy', 'east']);
    const limited = await c.find({ loc: { $near: { $geometry: point(10, 1) } }, name: { $ne: 'road' } }).limit(2).toArray();
    expect(names(limited)).toEqual(['block', 'east']);
  });

  it('answers $near without a geo index with MongoDB\'s planner error (291)', async () => {
    const c = db.collection('no_index');
    await c.insertOne({ loc: point(0, 0) });
    const err = await serverError(c.find({ loc: { $near: { $geometry: point(0, 0) } } }).toArray());
    expect(err.code).toBe(291);
    expect(err.message).toContain('unable to find index for $geoNear query');
    // A legacy $near needs a 2d index: a 2dsphere index does not serve it.
    const c2 = await places();
    expect((await serverError(c2.find({ loc: { $near: [0, 0] } }).toArray())).code).toBe(291);
  });

  it('refuses $near inside $or and two $near in one query', async () => {
    const c = await places();
    expect((await serverError(c.find({ $or: [{ loc: { $near: { $geometry: point(0, 0) } } }, { name: 'x' }] }).toArray())).message).toBe('geoNear must be top-level expr');
    expect((await serverError(c.find({ loc: { $near: { $geometry: point(0, 0) } }, 'a.loc': { $near: { $geometry: point(0, 0) } } }).toArray())).message).toBe('Too many geoNear expressions');
  });

  it('uses a 2d index: planar $near, spherical $nearSphere in radians', async () => {
    const c = db.collection('flat');
    await c.createIndex({ pos: '2d' }, undefined, undefined);
    await c.insertMany([
      { name: 'a', pos: [0, 0] },
      { name: 'b', pos: [3, 4] },
      { name: 'c', pos: { x: 1, y: 1 } },
    ]);
    expect(names(await c.find({ pos: { $near: [0, 0], $maxDistance: 5 } }).toArray())).toEqual(['a', 'c', 'b']);
    expect(names(await c.find({ pos: { $near: [0, 0], $maxDistance: 2 } }).toArray())).toEqual(['a', 'c']);
    expect(names(await c.find({ pos: { $nearSphere: [0, 0], $maxDistance: (1.5 * Math.PI) / 180 } }).toArray())).toEqual(['a', 'c']);
    const err = await serverError(c.insertOne({ pos: [200, 0] }));
    expect(err.code).toBe(13027);
    expect(err.message).toContain('point not in interval of [ -180, 180 )');
  });
});

describe('compound geo indexes and near metadata', () => {
  it('serves $near from a compound index whose geo field comes second, with geoNearDistance in the projection', async () => {
    const c = db.collection('compound');
    await c.createIndex({ kind: 1, loc: '2dsphere' }, undefined, undefined);
    await c.insertMany([
      { name: 'far cafe', kind: 'cafe', loc: point(0, 3) },
      { name: 'near cafe', kind: 'cafe', loc: point(0, 1) },
      { name: 'bar', kind: 'bar', loc: point(0, 0.5) },
    ]);
    const out = await c
      .find({ kind: 'cafe', loc: { $near: { $geometry: point(0, 0) } } }, { projection: { _id: 0, name: 1, d: { $meta: 'geoNearDistance' } } })
      .toArray();
    expect(out.map((d) => d.name)).toEqual(['near cafe', 'far cafe']);
    expect(out[0]?.d).toBeCloseTo(DEGREE_METERS, 6);
    const plan = await c.find({ kind: 'cafe', loc: { $near: { $geometry: point(0, 0) } } }).explain();
    expect(plan.queryPlanner.winningPlan).toMatchObject({ stage: 'GEO_NEAR_2DSPHERE', indexName: 'kind_1_loc_2dsphere' });
  });
});

describe('$geoWithin, $within and $geoIntersects', () => {
  it('matches every shape with and without an index', async () => {
    const indexed = await places();
    const plain = db.collection('plain_places');
    await plain.insertMany(await indexed.find({}, { projection: { _id: 0 } }).toArray());
    for (const c of [indexed, plain]) {
      const q = async (filter: Document): Promise<string[]> => names(await c.find(filter).sort({ name: 1 }).toArray());
      expect(await q({ loc: { $geoWithin: { $box: [[-0.1, -0.1], [1, 1]] } } })).toEqual(['east', 'legacy', 'origin']);
      expect(await q({ loc: { $within: { $box: [[-0.1, -0.1], [1, 1]] } } })).toEqual(['east', 'legacy', 'origin']);
      expect(await q({ loc: { $geoWithin: { $center: [[0, 0], 1] } } })).toEqual(['east', 'legacy', 'origin']);
      expect(await q({ loc: { $geoWithin: { $polygon: [[-1, -1], [2, -1], [0, 3]] } } })).toEqual(['east', 'legacy', 'north', 'origin']);
      expect(await q({ loc: { $geoWithin: { $centerSphere: [[0, 0], (2.5 * Math.PI) / 180] } } })).toEqual(['east', 'legacy', 'north', 'origin']);
      expect(await q({ loc: { $geoWithin: { $geometry: square(4, 4, 7, 7) } } })).toEqual(['block']);
      expect(
        await q({ loc: { $geoWithin: { $geometry: { type: 'MultiPolygon', coordinates: [square(4, 4, 7, 7).coordinates, square(9, -1, 11, 4).coordinates] } } } }),
      ).toEqual(['block', 'road']);
      expect(await q({ loc: { $geoIntersects: { $geometry: { type: 'LineString', coordinates: [[4, 6], [11, 1]] } } } })).toEqual(['block', 'road']);
      expect(await q({ loc: { $geoIntersects: { $geometry: point(5.5, 5.5) } } })).toEqual(['block']);
    }
  });

  it('answers malformed shapes with BadValue', async () => {
    const c = await places();
    expect((await serverError(c.find({ loc: { $geoWithin: { $geometry: point(0, 0) } } }).toArray())).message).toContain('$geoWithin not supported with provided geometry');
    expect((await serverError(c.find({ loc: { $geoWithin: { $square: [] } } }).toArray())).message).toContain('unknown geo specifier: $square');
    expect((await serverError(c.find({ loc: { $geoIntersects: { $geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 1]]] } } } }).toArray())).code).toBe(2);
  });
});

describe('$geoNear stage', () => {
  it('returns distances in meters, the matched location, and honours query, key and distanceMultiplier', async () => {
    const c = await places();
    const out = await c
      .aggregate([
        { $geoNear: { near: point(0, 0), distanceField: 'dist.calculated', includeLocs: 'dist.location', query: { name: { $in: ['east', 'north', 'block'] } }, key: 'loc' } },
        { $project: { _id: 0, name: 1, dist: 1 } },
      ])
      .toArray();
    expect(out.map((d) => d.name)).toEqual(['east', 'north', 'block']);
    expect(Object.keys(out[0]?.dist ?? {})).toEqual(['calculated', 'location']);
    expect(out[0]?.dist.calculated).toBeCloseTo(DEGREE_METERS, 6);
    expect(out[0]?.dist.location).toEqual(point(1, 0));
    expect(out[1]?.dist.calculated).toBeCloseTo(2 * DEGREE_METERS, 6);
    const km = await c.aggregate([{ $geoNear: { near: point(0, 0), distanceField: 'd', maxDistance: 1.2 * DEGREE_METERS, distanceMultiplier: 0.001 } }]).toArray();
    expect(km.map((d) => d.name)).toEqual(['origin', 'legacy', 'east']);
    expect(km[2]?.d).toBeCloseTo(DEGREE_METERS / 1000, 9);
    const radians = await c.aggregate([{ $geoNear: { near: [0, 0], spherical: true, distanceField: 'd' } }, { $limit: 2 }]).toArray();
    expect(radians[1]?.d).toBeCloseTo(Math.acos(Math.cos((0.5 * Math.PI) / 180) ** 2), 12);
  });

  it('treats __proto__ in distanceField and includeLocs as an ordinary field name', async () => {
    const c = await places();
    const [first] = await c.aggregate([{ $geoNear: { near: point(0, 0), distanceField: '__proto__.d', includeLocs: 'constructor' } }, { $limit: 1 }]).toArray();
    expect(Object.getOwnPropertyNames(first)).toContain('__proto__');
    expect(Object.getOwnPropertyDescriptor(first, '__proto__')?.value).toEqual({ d: 0 });
    expect(Object.getOwnPropertyDescriptor(first, 'constructor')?.value).toEqual(point(0, 0));
    expect(({} as Record<string, unknown>).d).toBeUndefined();
  });

  it('must come first and needs a geo index', async () => {
    const c = await places();
    expect((await serverError(c.aggregate([{ $match: {} }, { $geoNear: { near: point(0, 0), distanceField: 'd' } }]).toArray())).code).toBe(40602);
    await db.collection('no_geo_index').insertOne({ loc: point(0, 0) });
    const err = await serverError(db.collection('no_geo_index').aggregate([{ $geoNear: { near: point(0, 0), distanceField: 'd' } }]).toArray());
    expect(err.message).toBe('$geoNear requires a 2d or 2dsphere index, but none were found');
    expect((await serverError(c.aggregate([{ $match: { loc: { $near: { $geometry: point(0, 0) } } } }]).toArray())).code).toBe(2);
  });
});

describe('explain', () => {
  it('reports the geo index for $near and $geoWithin', async () => {
    const c = await places();
    const near = await c.find({ loc: { $near: { $geometry: point(0, 0) } } }).explain('executionStats');
    expect(near.queryPlanner.winningPlan).toMatchObject({ stage: 'GEO_NEAR_2DSPHERE', keyPattern: { loc: '2dsphere' }, indexName: 'loc_2dsphere' });
    const within = await c.find({ loc: { $geoWithin: { $centerSphere: [[0, 0], 0.01] } } }).explain('executionStats');
    expect(within.queryPlanner.winningPlan).toMatchObject({ stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: 'loc_2dsphere' } });
    expect(within.executionStats.totalDocsExamined).toBeLessThan(7);
  });
});
