/**
 * Caches shared by several app processes: a write that another process makes reaches
 * this one's public-read cache and settings cache through a generation counter in the database
 * (`meta`), polled every second, so every process shows the change within about a second. The
 * "other process" here is a second MongoDB client, which this process's command monitoring does not
 * see, exactly like a peer's writes.
 */
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { bumpCacheGeneration } from '../src/modules/public-cache/shared-invalidation.js';

const SERVICES = `query PublicServices { services { items { title } } }`;
const SITE = `{ site { siteName } }`;

let t: TestServer;
let peer: MongoClient;

beforeAll(async () => {
  t = await startTestServer();
  const admin = await t.userWithToken('admin');
  await t.gql(`mutation($input: ServiceInput!) { createService(input: $input) { id } }`, { input: { title: 'Peer Vision', description: 'We integrate large language models into your products.', shortDescription: 'LLMs in your products.', category: 'Development', status: 'active' } }, admin.token);
  peer = new MongoClient(t.databaseUri);
  await peer.connect();
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

async function guestRead(query: string) {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return { cache: res.headers.get('x-cache'), body: (await res.json()) as { data: Record<string, unknown> } };
}

describe('caches across processes', () => {
  it("drop this process's cached public answers within two seconds of a peer's write", async () => {
    const db = peer.db(mongoose.connection.db?.databaseName);
    await guestRead(SERVICES);
    expect((await guestRead(SERVICES)).cache).toBe('HIT');

    await db.collection('services').updateOne({ title: 'Peer Vision' }, { $set: { title: 'Peer Vision 2' } });
    await bumpCacheGeneration(db);
    await expect.poll(async () => JSON.stringify((await guestRead(SERVICES)).body), { timeout: 2_500, interval: 100 }).toContain('Peer Vision 2');
  });

  it("picks up a peer's settings change (site name) within two seconds", async () => {
    const db = peer.db(mongoose.connection.db?.databaseName);
    const before = (await guestRead(SITE)).body.data;
    expect((await guestRead(SITE)).cache).toBe('HIT');
    await db.collection<{ _id: string }>('settings').updateOne({ _id: 'system' }, { $set: { 'general.siteName': 'Peer Labs' } }, { upsert: true });
    await bumpCacheGeneration(db);
    await expect.poll(async () => JSON.stringify((await guestRead(SITE)).body), { timeout: 2_500, interval: 100 }).toContain('Peer Labs');
    expect(JSON.stringify(before)).not.toContain('Peer Labs');
  });
});
