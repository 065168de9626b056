/**
 * The content workflow's limits (`npm run bench`): a bulk action over 10,000 items (the most one
 * may take) within 5 s, and the History panel's list of versions in p95 ≤ 50 ms for an item with
 * 500 versions, on the embedded store in its own process as MongoDB would be, through the same
 * service functions the API calls. The bulk action is Job Management's "Pause" on every job
 * matching the filter, then its Undo; the history is a service's first page of versions. Not a test.
 */
import mongoose, { Types } from 'mongoose';
import type { Actor } from '../src/core/actor.js';
import { bulkProgress } from '../src/modules/activity/bulk-progress.service.js';
import { listRevisions, undoBulk } from '../src/modules/activity/revision.service.js';
import { bulkJobs } from '../src/modules/jobs/job.bulk.js';
// Every module, as the app loads them: each registers how its records are restored (undo, history).
import '../src/modules/index.js';
import { openBenchDatabase, percentile, recordBenchRows, round1 } from './support.js';

const ITEMS = 10_000;
const VERSIONS = 500;
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 100);
const BULK_GOAL_MS = 5_000;
const HISTORY_GOAL_MS = 50;

async function main(): Promise<void> {
  const db = await openBenchDatabase('content_workflow_bench');
  try {
    const now = Date.now();
    const jobs = mongoose.connection.collection('jobs');
    for (let start = 0; start < ITEMS; start += 5_000) {
      await jobs.insertMany(
        Array.from({ length: 5_000 }, (_, k) => ({
          title: `Bench job ${start + k}`,
          company: 'AI Solutions',
          location: 'Remote',
          type: 'full_time',
          level: 'mid',
          department: 'engineering',
          description: 'A job of the content workflow bench.',
          requirements: [],
          benefits: [],
          status: 'active',
          applications: 0,
          views: 0,
          postedDate: new Date(now),
          createdAt: new Date(now - k * 1000),
          updatedAt: new Date(now),
        })),
      );
    }
    const serviceId = new Types.ObjectId().toHexString();
    await mongoose.connection.collection('revisions').insertMany(
      Array.from({ length: VERSIONS }, (_, v) => ({
        entityType: 'service',
        entityId: serviceId,
        at: new Date(now - (VERSIONS - v) * 60_000),
        actorName: 'Bench Admin',
        actorRole: 'admin',
        kind: v === 0 ? 'create' : 'update',
        snapshot: { _id: serviceId, title: `Service version ${v}`, shortDescription: 'Short', description: 'Longer text '.repeat(40), category: 'consulting', status: v % 2 ? 'active' : 'inactive', features: ['One', 'Two', 'Three'], price: { basic: 100 + v } },
        batchId: null,
      })),
    );
    const admin: Actor = { id: new Types.ObjectId().toString(), role: 'admin', name: 'Bench Admin', email: 'bench-admin@example.com' };

    // With a progress key, as the back office sends it: the progress is written as the action goes,
    // and read back the way the screen polls it, so both are in the time.
    const progressKey = 'bench-bulk-pause';
    const readings: number[] = [];
    const poll = { running: true };
    const polling = (async () => {
      while (poll.running) {
        const progress = await bulkProgress(admin, progressKey);
        if (progress && progress.percent !== readings.at(-1)) readings.push(progress.percent);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const bulkStart = performance.now();
    const result = await bulkJobs(admin, { action: 'pause', filter: {}, progressKey });
    const bulkMs = performance.now() - bulkStart;
    poll.running = false;
    await polling;
    if (result.succeeded.length !== ITEMS) throw new Error(`the bulk action changed ${result.succeeded.length} of ${ITEMS} jobs`);
    if (!readings.some((percent) => percent > 0 && percent < 100)) throw new Error('the bulk action reported no progress while it ran');
    console.log(`progress read while it ran (percent): ${readings.join(', ')}`);
    const undoStart = performance.now();
    const undone = await undoBulk(admin, result.batchId ?? '');
    const undoMs = performance.now() - undoStart;
    console.log(`pause ${ITEMS} jobs: ${round1(bulkMs)} ms; undo: ${round1(undoMs)} ms (${undone.restored} restored)`);

    const times: number[] = [];
    for (let round = 0; round < ROUNDS + 10; round += 1) {
      const start = performance.now();
      const page = await listRevisions(admin, 'service', serviceId, { page: 1, pageSize: 10 });
      if (round >= 10) times.push(performance.now() - start);
      if (page.total !== VERSIONS) throw new Error(`the history listed ${page.total} of ${VERSIONS} versions`);
    }
    times.sort((a, b) => a - b);
    const p95 = round1(percentile(times, 95));
    console.log(`history of ${VERSIONS} versions, first page: p50 ${round1(percentile(times, 50))} ms, p95 ${p95} ms (${ROUNDS} rounds)`);
    await recordBenchRows([
      { area: 'content workflow', figure: `bulk pause of ${ITEMS.toLocaleString('en')} jobs (all matching the filter), reporting progress`, value: `${round1(bulkMs / 1000)} s (undo ${round1(undoMs / 1000)} s)`, goal: `≤ ${BULK_GOAL_MS / 1000} s`, reference: '', met: bulkMs <= BULK_GOAL_MS },
      { area: 'content workflow', figure: `history panel, ${VERSIONS} versions, p95`, value: `${p95} ms`, goal: `≤ ${HISTORY_GOAL_MS} ms`, reference: '', met: p95 <= HISTORY_GOAL_MS },
    ]);
  } finally {
    await db.close();
  }
}

await main();
