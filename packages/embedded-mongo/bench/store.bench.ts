/**
 * Embedded store throughput through the official driver (`npm run bench:store`). Not a test: it
 * prints ops/s for the operations the product leans on, in memory and with a data directory
 * (journal + fdatasync per acknowledged write, group-committed across concurrent writers).
 */
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Long, MongoClient, ObjectId, type Collection, type Db } from 'mongodb';
import { createServer } from 'node:net';
import { startEmbeddedStore } from '../src/index.js';
import { encodeOpMsg, encodeOpReply, FrameReader, parseMessage } from '../src/wire.js';
import { benchSearch } from './search.bench.js';

const DOCS = 100_000;
const RUN_MS = Number(process.env.BENCH_MS ?? 3000);
const ROUNDS = 3;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 300);

interface Row {
  mode: string;
  op: string;
  opsPerSec: number;
  ops: number;
  /** Server-side microseconds per operation (serverStatus.opLatencies), i.e. the store's own cost. */
  serverMicros: number;
}

type Latencies = Record<string, { latency: number; ops: number }>;

async function latencies(db: Db): Promise<Latencies> {
  const status = await db.admin().command({ serverStatus: 1 });
  const out: Latencies = {};
  for (const [k, v] of Object.entries(status.opLatencies as Record<string, { latency: number | Long; ops: number | Long }>)) {
    out[k] = { latency: Number(v.latency), ops: Number(v.ops) };
  }
  return out;
}

function serverMicros(before: Latencies, after: Latencies): number {
  let latency = 0;
  let ops = 0;
  for (const k of ['reads', 'writes']) {
    latency += (after[k]?.latency ?? 0) - (before[k]?.latency ?? 0);
    ops += (after[k]?.ops ?? 0) - (before[k]?.ops ?? 0);
  }
  return ops === 0 ? 0 : latency / ops;
}

type BenchDoc = { _id: ObjectId; email: string; group: number; amount: number; name: string; tags: string[] };

/**
 * Runs `op` with `concurrency` workers in ROUNDS rounds of RUN_MS/ROUNDS each and keeps the best
 * round: the machines this runs on are shared, and the best round is the least disturbed one.
 */
async function measure(concurrency: number, op: (i: number) => Promise<unknown>): Promise<{ opsPerSec: number; ops: number }> {
  let next = 0;
  let best = 0;
  let total = 0;
  // Unmeasured warm-up: lets the JIT compile the path before the clock starts.
  const warmEnd = performance.now() + WARMUP_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < warmEnd) await op(next++);
    }),
  );
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const deadline = started + RUN_MS / ROUNDS;
    let done = 0;
    const worker = async (): Promise<void> => {
      while (performance.now() < deadline) {
        await op(next++);
        done++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    best = Math.max(best, done / ((performance.now() - started) / 1000));
    total += done;
  }
  return { opsPerSec: best, ops: total };
}

/**
 * Seeding leaves the heap with a large debt of garbage and freshly promoted objects; collecting it
 * now (the script runs with --expose-gc) keeps that setup cost out of the first reads measured.
 */
async function settleHeap(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

function makeDoc(i: number): BenchDoc {
  return { _id: new ObjectId(), email: `user${i}@example.com`, group: i % 50, amount: (i % 1000) / 10, name: `User ${i}`, tags: ['a', `t${i % 7}`] };
}

/**
 * A stand-in server that answers every find with one canned document and does nothing else, on a
 * Unix socket like the store. The same findOne against it measures the driver alone on this
 * machine: the ceiling for one client in one process, whatever the server.
 */
async function startStub(): Promise<{ uri: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'store-bench-stub-'));
  const path = join(dir, 'stub.sock');
  const hello = { helloOk: true, ismaster: true, isWritablePrimary: true, maxBsonObjectSize: 16777216, maxMessageSizeBytes: 48000000, maxWriteBatchSize: 100000, logicalSessionTimeoutMinutes: 30, connectionId: 1, minWireVersion: 0, maxWireVersion: 21, readOnly: false, ok: 1 };
  const found = { cursor: { firstBatch: [makeDoc(1)], id: Long.ZERO, ns: 'bench.users' }, ok: 1 };
  const server = createServer((socket) => {
    const reader = new FrameReader();
    socket.on('data', (chunk: Buffer) => {
      for (const frame of reader.push(chunk)) {
        const req = parseMessage(frame);
        if (req.kind === 'query') socket.write(encodeOpReply(req.requestId, { ...hello, localTime: new Date() }));
        else if (req.moreToCome) continue;
        else if (req.body.find !== undefined) socket.write(encodeOpMsg(req.requestId, found));
        else socket.write(encodeOpMsg(req.requestId, req.body.hello !== undefined || req.body.isMaster !== undefined ? { ...hello, localTime: new Date() } : { ok: 1 }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return {
    uri: `mongodb://${encodeURIComponent(path)}/`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

type Mode = 'memory' | 'journaled' | 'own-proc';

/** The store in a child process (`npm run db`), so driver and store each get a core. */
async function spawnStore(): Promise<{ uri: string; stop(): Promise<void> }> {
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--inMemory'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /mongodb:\/\/\S+/.exec(out);
      if (m) resolve(m[0]);
    });
    child.once('exit', (code) => reject(new Error(`store process exited (${String(code)})`)));
  });
  return {
    uri,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function runMode(mode: Mode, rows: Row[]): Promise<void> {
  const dataDir = mode === 'journaled' ? await mkdtemp(join(tmpdir(), 'store-bench-')) : undefined;
  const store = mode === 'own-proc' ? await spawnStore() : await startEmbeddedStore(dataDir ? { dataDir } : {});
  // In one process the driver uses the Unix socket, as the app does (connection.ts).
  const inProcessUri = mode === 'own-proc' ? store.uri : ((store as { socketUri?: string }).socketUri ?? store.uri);
  const client = await MongoClient.connect(inProcessUri, { maxPoolSize: 64 });
  const db = client.db('bench');
  const add = async (op: string, run: () => Promise<{ opsPerSec: number; ops: number }>): Promise<void> => {
    const before = await latencies(db);
    const r = await run();
    const micros = serverMicros(before, await latencies(db));
    rows.push({ mode, op, ...r, serverMicros: micros });
    console.log(`  ${mode.padEnd(9)} ${op.padEnd(50)} ${r.opsPerSec.toFixed(0).padStart(8)} ops/s  server ${micros.toFixed(0).padStart(6)} µs/op  (${r.ops} ops)`);
  };
  try {
    const scratch: Collection<BenchDoc> = db.collection('scratch');
    let n = 0;
    await add('insertOne (1 client)', () => measure(1, () => scratch.insertOne(makeDoc(n++))));
    await add('insertOne (32 concurrent)', () => measure(32, () => scratch.insertOne(makeDoc(n++))));

    const col: Collection<BenchDoc> = db.collection('users');
    await col.createIndex({ email: 1 }, { unique: true }, undefined);
    const seedStart = performance.now();
    const ids: ObjectId[] = [];
    for (let b = 0; b < DOCS; b += 1000) {
      const batch = Array.from({ length: 1000 }, (_, k) => makeDoc(b + k));
      for (const d of batch) ids.push(d._id);
      await col.insertMany(batch);
    }
    console.log(`  ${mode.padEnd(9)} seeded ${DOCS} docs (unique index on email) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    await settleHeap();
    const pick = (i: number): number => (i * 7919) % DOCS;

    await add('findOne by _id (100k docs)', () => measure(1, (i) => col.findOne({ _id: ids[pick(i)] })));
    await add('findOne by indexed field (100k docs)', () => measure(1, (i) => col.findOne({ email: `user${pick(i)}@example.com` })));
    await add('findOne by indexed field (100k docs, 8 concurrent)', () => measure(8, (i) => col.findOne({ email: `user${pick(i)}@example.com` })));
    if (mode === 'memory') {
      const stub = await startStub();
      const stubClient = await MongoClient.connect(stub.uri);
      try {
        const stubCol = stubClient.db('bench').collection('users');
        await add('findOne, stub server (the driver alone: ceiling)', () => measure(1, (i) => stubCol.findOne({ email: `user${pick(i)}@example.com` })));
      } finally {
        await stubClient.close();
        await stub.stop();
      }
    }
    if (mode !== 'own-proc') {
      // The same lookup over TCP, for comparison with the socket the app uses.
      const tcpClient = await MongoClient.connect(store.uri, { maxPoolSize: 64 });
      try {
        const tcpCol: Collection<BenchDoc> = tcpClient.db('bench').collection('users');
        await add('findOne by indexed field (100k docs, over TCP)', () => measure(1, (i) => tcpCol.findOne({ email: `user${pick(i)}@example.com` })));
      } finally {
        await tcpClient.close();
      }
    }
    await add('updateOne by _id (1 client)', () => measure(1, (i) => col.updateOne({ _id: ids[pick(i)] }, { $set: { name: `N${i}` }, $inc: { amount: 1 } })));
    await add('updateOne by _id (32 concurrent)', () => measure(32, (i) => col.updateOne({ _id: ids[pick(i)] }, { $set: { name: `M${i}` }, $inc: { amount: 1 } })));
    await add('aggregate $group over 100k docs', () =>
      measure(1, () => col.aggregate([{ $group: { _id: '$group', n: { $sum: 1 }, total: { $sum: '$amount' } } }]).toArray()),
    );
    await add('countDocuments({group}) over 100k docs', () => measure(1, (i) => col.countDocuments({ group: i % 50 })));
    if (mode === 'memory' && process.env.BENCH_SEARCH !== '0') {
      // Geo and text rows: in memory only (each seeds another 200,000 documents).
      await benchSearch(db, add, measure, settleHeap, (line) => console.log(`  ${mode.padEnd(9)} ${line}`));
    }
  } finally {
    await client.close();
    await store.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`Embedded store benchmark (node ${process.version}, ${RUN_MS} ms per measurement as best of ${ROUNDS} rounds, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  console.log('ops/s is end to end through the driver; memory/journaled run driver and store in one process (as the app does),');
  console.log('own-proc runs the in-memory store in a child process. server µs/op is the store alone (serverStatus.opLatencies,');
  console.log('which for journaled writes includes waiting for the shared fsync). In-process clients use the Unix socket, as the app');
  console.log('does; the stub row is the same findOne against a server that does no work at all: the driver\'s own ceiling here.');
  const rows: Row[] = [];
  const modes: Mode[] = process.env.BENCH_MODES ? (process.env.BENCH_MODES.split(',') as Mode[]) : ['memory', 'journaled', 'own-proc'];
  for (const mode of modes) {
    console.log(`\n[${mode}]`);
    await runMode(mode, rows);
  }
  console.log('\nSummary: ops/s end to end (server µs/op)');
  const ops = [...new Set(rows.map((r) => r.op))];
  console.log(`  ${'operation'.padEnd(50)} ${modes.map((m) => m.padStart(17)).join(' ')}`);
  const cell = (r: Row | undefined): string => (r ? `${r.opsPerSec.toFixed(0)} (${r.serverMicros.toFixed(0)} µs)` : '-').padStart(17);
  for (const op of ops) {
    console.log(`  ${op.padEnd(50)} ${modes.map((m) => cell(rows.find((r) => r.op === op && r.mode === m))).join(' ')}`);
  }
  // `npm run bench`'s closing table (scripts/bench.mjs): each operation in memory, beside the driver's own ceiling.
  const file = process.env.BENCH_RESULTS;
  const stub = rows.find((r) => r.op.includes('stub server'));
  if (file) {
    const lines = rows
      .filter((r) => r.mode === (modes[0] ?? 'memory') && r !== stub)
      .map((r) => ({ area: 'embedded store', figure: `${r.op} (${r.mode})`, value: `${r.opsPerSec.toFixed(0)} ops/s (server ${r.serverMicros.toFixed(0)} µs/op)`, goal: '', reference: stub ? `driver ceiling (stub server): ${stub.opsPerSec.toFixed(0)} ops/s` : '', met: null }));
    await appendFile(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
