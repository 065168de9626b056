/**
 * Geo and text search the way mongoose applications write them, on a journaled store that is
 * restarted in between: the indexes come back from the journal and keep answering.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

const placeSchema = new Schema({
  name: String,
  kind: String,
  location: { type: { type: String, enum: ['Point'], required: true }, coordinates: { type: [Number], required: true } },
});
placeSchema.index({ location: '2dsphere' });

const postSchema = new Schema({ title: String, body: String, tags: [String] });
postSchema.index({ title: 'text', body: 'text', tags: 'text' }, { weights: { title: 5 }, name: 'search' });

let dataDir: string;
let store: EmbeddedStore;
let conn: Connection;

async function open(): Promise<void> {
  store = await startEmbeddedStore({ dataDir });
  conn = await mongoose.createConnection(store.uri, { dbName: 'search_test' }).asPromise();
  conn.model('Place', placeSchema);
  conn.model('Post', postSchema);
  await Promise.all(Object.values(conn.models).map((m) => m.init()));
}

async function close(): Promise<void> {
  await conn.close();
  await store.stop();
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-search-'));
  await open();
  const Place = conn.model('Place');
  await Place.create([
    { name: 'Louvre', kind: 'museum', location: { type: 'Point', coordinates: [2.3376, 48.8606] } },
    { name: 'Orsay', kind: 'museum', location: { type: 'Point', coordinates: [2.3265, 48.86] } },
    { name: 'Eiffel Tower', kind: 'monument', location: { type: 'Point', coordinates: [2.2945, 48.8584] } },
    { name: 'Sagrada Familia', kind: 'church', location: { type: 'Point', coordinates: [2.1744, 41.4036] } },
  ]);
  await conn.model('Post').create([
    { title: 'Museums of Paris', body: 'The Louvre and Orsay are walking distance apart', tags: ['travel'] },
    { title: 'Barcelona', body: 'Gaudi designed a famous church', tags: ['travel', 'architecture'] },
    { title: 'Cooking', body: 'A walk through French cuisine', tags: ['food'] },
  ]);
  // Everything above must come back from the journal.
  await close();
  await open();
});

afterAll(async () => {
  await close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('geo through mongoose after a restart', () => {
  it('finds places near a point, within a distance, nearest first', async () => {
    const Place = conn.model('Place');
    const near = await Place.find({
      location: { $near: { $geometry: { type: 'Point', coordinates: [2.3522, 48.8566] }, $maxDistance: 5000 } },
    }).lean<{ name: string }[]>();
    expect(near.map((p) => p.name)).toEqual(['Louvre', 'Orsay', 'Eiffel Tower']);
    const museums = await Place.where('location')
      .near({ center: { type: 'Point', coordinates: [2.3522, 48.8566] }, spherical: true, maxDistance: 5000 })
      .where('kind')
      .equals('museum')
      .lean<{ name: string }[]>();
    expect(museums.map((p) => p.name)).toEqual(['Louvre', 'Orsay']);
    const within = await Place.find({ location: { $geoWithin: { $centerSphere: [[2.17, 41.4], 10 / 6378.1] } } }).lean<{ name: string }[]>();
    expect(within.map((p) => p.name)).toEqual(['Sagrada Familia']);
  });

  it('runs $geoNear in Model.aggregate with distances in meters', async () => {
    const out = await conn
      .model('Place')
      .aggregate<{ name: string; meters: number }>([
        { $geoNear: { near: { type: 'Point', coordinates: [2.2945, 48.8584] }, distanceField: 'meters', query: { kind: 'museum' } } },
        { $project: { _id: 0, name: 1, meters: { $round: ['$meters', 0] } } },
      ]);
    expect(out.map((p) => p.name)).toEqual(['Orsay', 'Louvre']);
    expect(out[0]?.meters).toBeGreaterThan(2300);
    expect(out[0]?.meters).toBeLessThan(2400);
    const plan = await conn.model('Place').find({ location: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } }).explain();
    expect((plan as unknown as { queryPlanner: { winningPlan: { indexName: string } } }).queryPlanner.winningPlan.indexName).toBe('location_2dsphere');
  });
});

describe('text search through mongoose after a restart', () => {
  it('keeps the named text index and ranks by text score', async () => {
    const Post = conn.model('Post');
    const indexes = await Post.listIndexes();
    expect(indexes.find((i) => i.name === 'search')).toMatchObject({ key: { _fts: 'text', _ftsx: 1 }, weights: { body: 1, tags: 1, title: 5 } });
    const posts = await Post.find({ $text: { $search: 'walking museum' } }, { score: { $meta: 'textScore' } })
      .sort({ score: { $meta: 'textScore' } })
      .lean<{ title: string; score: number }[]>();
    expect(posts.map((p) => p.title)).toEqual(['Museums of Paris', 'Cooking']);
    expect(posts[0]?.score).toBeGreaterThan(posts[1]?.score ?? Infinity);
    expect(await Post.countDocuments({ $text: { $search: 'travel -church' } })).toBe(1);
  });
});
