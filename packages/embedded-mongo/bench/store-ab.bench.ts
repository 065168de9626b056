/**
 * Same-process A/B of the store's command handlers (`npm run bench:store:ab`): the store sources of
 * another checkout (STORE_AB_BASE, e.g. an older commit's `packages/embedded-mongo/src/` or, before
 * the package existed, `server/src/db/embedded/`) against this one, on the same 100,000 documents,
 * alternating rounds in one process. No wire and no driver, so a loaded machine shifts both sides
 * alike and the comparison holds where end-to-end ops/s do not. Prints the median µs per command.
 */
import { fileURLToPath } from 'node:url';

const base = process.env.STORE_AB_BASE;
if (!base) throw new Error('Set STORE_AB_BASE to the other store source folder (ending in /)');
const trees = {
  base: base.endsWith('/') ? base : `${base}/`,
  main: fileURLToPath(new URL('../src/', import.meta.url)),
} as const;
type Body = Record<string, unknown>;
type RunCommand = (rt: unknown, db: string, body: Body, connectionId: number, remote: string) => unknown;
const N = 100_000;

/** A store runtime built from one tree's own modules, loaded with 100,000 documents. */
async function make(dir: string): Promise<(body: Body) => unknown> {
  const { Engine } = (await import(`${dir}engine.ts`)) as { Engine: new () => { commit(ctx: unknown): unknown } };
  const { runCommand, hostName } = (await import(`${dir}commands.ts`)) as { runCommand: RunCommand; hostName: () => string };
  const { TransactionManager } = (await import(`${dir}transactions.ts`)) as { TransactionManager: new (commit: unknown) => unknown };
  const { CursorRegistry } = (await import(`${dir}cursors.ts`)) as { CursorRegistry: new () => unknown };
  // Older trees have no server parameters; their runtime simply lacks the field.
  const parameters = await import(`${dir}parameters.ts`).then(
    (m: { ServerParameters: new () => unknown }) => new m.ServerParameters(),
    () => undefined,
  );
  const engine = new Engine();
  const commit = (ctx: unknown) => engine.commit(ctx);
  const latency = () => ({ latency: 0, ops: 0 });
  const rt = {
    engine,
    cursors: new CursorRegistry(),
    txns: new TransactionManager(commit),
    persistent: false,
    host: hostName(),
    scripting: true,
    parameters,
    commit,
    stats: {
      startedAt: Date.now(),
      connectionsCurrent: 0,
      connectionsTotal: 0,
      opcounters: { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 },
      opLatencies: { reads: latency(), writes: latency(), commands: latency(), transactions: latency() },
    },
  };
  const run = (body: Body) => runCommand(rt, 'bench', body, 1, 'bench');
  await run({ createIndexes: 'people', indexes: [{ key: { email: 1 }, name: 'email_1', unique: true }] });
  for (let b = 0; b < N; b += 5000) {
    const documents = [];
    for (let i = b; i < b + 5000; i++) {
      documents.push({ _id: `id${i}`, email: `user${i}@example.com`, group: i % 50, amount: (i % 1000) / 10, name: `User ${i}`, tags: ['a', `t${i % 7}`] });
    }
    await run({ insert: 'people', documents });
  }
  return run;
}
const runs = { base: await make(trees.base), this: await make(trees.main) };
type Side = keyof typeof runs;
const OPS: Record<string, [count: number, body: (i: number) => Body]> = {
  'findOne by indexed field': [20_000, (i) => ({ find: 'people', filter: { email: `user${(i * 7919) % N}@example.com` }, limit: 1, singleBatch: true })],
  'findOne by _id': [20_000, (i) => ({ find: 'people', filter: { _id: `id${(i * 7919) % N}` }, limit: 1, singleBatch: true })],
  'count by group (100k)': [40, (i) => ({ aggregate: 'people', pipeline: [{ $match: { group: i % 50 } }, { $group: { _id: 1, n: { $sum: 1 } } }], cursor: {} })],
  '$group over 100k': [15, () => ({ aggregate: 'people', pipeline: [{ $group: { _id: '$group', n: { $sum: 1 }, total: { $sum: '$amount' } } }], cursor: {} })],
};
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const times: Record<string, Record<Side, number[]>> = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, [count, body]] of Object.entries(OPS)) {
    // Alternate which side goes first, so drift in the machine's load falls on both.
    for (const side of round % 2 ? (['this', 'base'] as const) : (['base', 'this'] as const)) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < count; i++) await runs[side](body(i));
      const perOp = Number(process.hrtime.bigint() - started) / 1000 / count;
      (times[name] ??= { base: [], this: [] })[side].push(perOp);
    }
  }
}
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? NaN;
console.log(`Store A/B, median of ${String(ROUNDS)} alternating rounds, µs per command (lower is better)`);
for (const [name, t] of Object.entries(times)) {
  const [b, m] = [median(t.base), median(t.this)];
  console.log(`  ${name.padEnd(26)} base ${b.toFixed(1).padStart(9)}   this ${m.toFixed(1).padStart(9)}   ${((m / b - 1) * 100).toFixed(0).padStart(4)}%`);
}
