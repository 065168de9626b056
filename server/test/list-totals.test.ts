/**
 * A list page counts its matches only when the query asks for `total`: the public
 * services page and the admin lists that show no total cost one database read, not a read and a
 * count. Measured by the database's own operation counters.
 */
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;
let db: MongoClient;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
  for (const role of ['student', 'student', 'applicant'] as const) await t.userWithToken(role);
  db = await MongoClient.connect(t.dbUri);
});
afterAll(async () => {
  await db.close();
  await t.close();
});

/**
 * Commands (count and aggregate among them) and queries the database answered while `run` ran.
 * The counters are the whole store's: the server's own background work (the scheduler's and the
 * mail queue's polls) lands in them now and then. It only ever adds, so the fewest of three runs is
 * what `run` itself costs. Each run gets its round's number, to make a public read its own (the
 * public cache would answer a repeated one without the database).
 */
async function opsDuring(run: (round: number) => Promise<unknown>): Promise<{ command: number; query: number }> {
  const read = async () => ((await db.db('admin').command({ serverStatus: 1 })) as { opcounters: { command: number; query: number } }).opcounters;
  const runs: { command: number; query: number }[] = [];
  for (let i = 0; i < 3; i += 1) {
    await t.settle();
    const before = await read();
    await run(i);
    const after = await read();
    runs.push({ command: after.command - before.command, query: after.query - before.query });
  }
  return { command: Math.min(...runs.map((r) => r.command)), query: Math.min(...runs.map((r) => r.query)) };
}

describe('list totals', () => {
  it('counts the users only when the page asks for its total, and the total is right when it does', async () => {
    const list = (fields: string) => t.gql(`query($filter: UserFilter) { users(filter: $filter, page: { pageSize: 2 }) { ${fields} } }`, { filter: { role: 'student' } }, admin);
    const warm = await list('total items { id }');
    expect(warm.body.data.users.total).toBe(2);
    const withTotal = await opsDuring(() => list('total items { id }'));
    const withoutTotal = await opsDuring(() => list('items { id }'));
    expect(withTotal.command - withoutTotal.command).toBe(1);
    expect(withTotal.query).toBe(withoutTotal.query);
    // Asked for through a fragment, it is still counted.
    const unfiltered = (selection: string) => t.gql(`query { users(page: { pageSize: 2 }) { items { id } ${selection} } } fragment Counted on UserList { total }`, {}, admin);
    await unfiltered('...Counted');
    const throughFragment = await opsDuring(() => unfiltered('...Counted'));
    const plain = await opsDuring(() => t.gql(`query { users(page: { pageSize: 2 }) { items { id } } }`, {}, admin));
    expect(throughFragment.command - plain.command).toBe(1);
  });

  it('lists the public services with one read when no total is shown', async () => {
    const page = (fields: string) => t.gql(`{ services(page: { pageSize: 5 }) { ${fields} } }`);
    await page('items { id }');
    const withTotal = await opsDuring((round) => page(`total items { id } round${round}: __typename`));
    const withoutTotal = await opsDuring((round) => page(`items { id } round${round}: __typename`));
    expect(withTotal.command - withoutTotal.command).toBe(1);
  });
});
