/**
 * Export throughput and memory (`npm run bench`): 100,000 users streamed as CSV and as XLSX (and
 * JSON for reference) from the embedded store to a byte-counting sink. Prints time, size and the
 * peak growth of the process's resident memory over the export (goal: at most 100 MB). Not a test.
 * The store runs in its own process (as MongoDB would), so the figure is the app server's own.
 */
import { Writable } from 'node:stream';
import { Types } from 'mongoose';
import { UserModel } from '../src/modules/users/user.model.js';
import { parseExportRequest } from '../src/modules/exports/export.options.js';
import { openExport } from '../src/modules/exports/export.service.js';
import { i18nFor } from '../src/i18n/server-i18n.js';
import type { Actor } from '../src/core/actor.js';
import { openBenchDatabase, recordBenchRows } from './support.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

async function seed(): Promise<void> {
  const batch = 5_000;
  const now = Date.now();
  for (let start = 0; start < USERS; start += batch) {
    const docs = Array.from({ length: Math.min(batch, USERS - start) }, (_, k) => {
      const i = start + k;
      return {
        _id: new Types.ObjectId(),
        name: `Bench User ${i}`,
        email: `bench${i}@example.com`,
        role: i % 3 === 0 ? 'applicant' : 'student',
        status: 'active',
        company: i % 7 === 0 ? 'Acme, "Quoted" Inc.' : 'Acme',
        department: 'Engineering',
        position: 'Engineer',
        failedLoginCount: 0,
        tokenVersion: 0,
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - i * 30_000),
        lastLogin: i % 2 ? new Date(now - i * 1_000) : null,
      };
    });
    await UserModel.collection.insertMany(docs);
  }
}

async function run(actor: Actor, format: 'csv' | 'xlsx' | 'json'): Promise<{ format: string; rows: number; seconds: number; megabytes: number; peakRssGrowthMb: number; heapGrowthMb: number; externalGrowthMb: number }> {
  gc();
  await new Promise((r) => setTimeout(r, 200));
  const base = process.memoryUsage().rss;
  let peak = base;
  // Beside RSS, where it grows: the JS heap (garbage promoted before a full collection) or
  // buffers outside it (the zip's deflater, the socket).
  const start = process.memoryUsage();
  let heapPeak = 0;
  let externalPeak = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapTotal - start.heapTotal);
    externalPeak = Math.max(externalPeak, now.external - start.external);
  }, 10);
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      bytes += chunk.length;
      cb();
    },
  });
  const started = performance.now();
  const prepared = await openExport(actor, parseExportRequest('users', format, { includeMetadata: false }, {}), i18nFor('en'), { record: false });
  await prepared.write(sink);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { format, rows: prepared.count, seconds: Number(seconds.toFixed(2)), megabytes: Number((bytes / MB).toFixed(1)), peakRssGrowthMb: Number(((peak - base) / MB).toFixed(1)), heapGrowthMb: Number((heapPeak / MB).toFixed(1)), externalGrowthMb: Number((externalPeak / MB).toFixed(1)) };
}


async function main(): Promise<void> {
  const db = await openBenchDatabase('export_bench');
  try {
    const seedStart = performance.now();
    await seed();
    console.log(`seeded ${USERS} users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const actor: Actor = { id: new Types.ObjectId().toString(), role: 'admin', name: 'Bench', email: 'bench@example.com' };
    const rows = [];
    const formats = (process.env.BENCH_FORMATS?.split(',') ?? ['csv', 'xlsx', 'json']) as ('csv' | 'xlsx' | 'json')[];
    for (const format of formats) rows.push(await run(actor, format));
    console.table(rows);
    const over = rows.filter((r) => r.peakRssGrowthMb > 100);
    console.log(over.length ? `OVER the 100 MB goal: ${over.map((r) => r.format).join(', ')}` : 'all within the 100 MB goal');
    await recordBenchRows(rows.map((row) => ({ area: 'exports', figure: `${row.format.toUpperCase()} export of ${row.rows} users, peak RSS growth`, value: `${row.peakRssGrowthMb} MB in ${row.seconds} s`, goal: '≤ 100 MB', reference: '', met: row.peakRssGrowthMb <= 100 })));
  } finally {
    await db.close();
  }
}

await main();
