/**
 * Geo and text rows of the store benchmark: `$near` over 100,000 points (2dsphere index) and
 * `$text` over 100,000 short documents (text index), each checked to use its index first.
 */
import type { Db } from 'mongodb';

const DOCS = 100_000;
const WORDS = [
  'river', 'mountain', 'coffee', 'garden', 'window', 'market', 'silver', 'planet', 'engine', 'harbor', 'forest', 'candle',
  'bridge', 'castle', 'meadow', 'pencil', 'rocket', 'island', 'thunder', 'violin', 'desert', 'lantern', 'orchard', 'glacier',
];

type Measure = (concurrency: number, op: (i: number) => Promise<unknown>) => Promise<{ opsPerSec: number; ops: number }>;
type Add = (op: string, run: () => Promise<{ opsPerSec: number; ops: number }>) => Promise<void>;

/** A deterministic pseudo-random sequence, so every run queries the same data the same way. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

interface Winning {
  queryPlanner: { winningPlan: { stage: string; indexName?: string } };
}

export async function benchSearch(db: Db, add: Add, measure: Measure, settle: () => Promise<void>, log: (line: string) => void): Promise<void> {
  const rnd = lcg(42);
  const places = db.collection('bench_places');
  await places.createIndex({ loc: '2dsphere' }, undefined, undefined);
  // 100,000 points over a 20° × 20° area (about 2,000 km across; one point per ~4 km²).
  for (let b = 0; b < DOCS; b += 1000) {
    await places.insertMany(Array.from({ length: 1000 }, (_, k) => ({ n: b + k, loc: { type: 'Point', coordinates: [-10 + rnd() * 20, 40 + rnd() * 20] } })));
  }
  const center = (i: number): { type: 'Point'; coordinates: [number, number] } => ({ type: 'Point', coordinates: [-10 + ((i * 7919) % 2000) / 100, 40 + ((i * 104729) % 2000) / 100] });
  await settle();
  const nearPlan = (await places.find({ loc: { $near: { $geometry: center(1) } } }).limit(10).explain()) as unknown as Winning;
  log(`  $near explain: ${nearPlan.queryPlanner.winningPlan.stage} on ${nearPlan.queryPlanner.winningPlan.indexName ?? '-'}`);
  await add('$near, 10 nearest of 100k points (2dsphere)', () => measure(1, (i) => places.find({ loc: { $near: { $geometry: center(i) } } }).limit(10).toArray()));
  await add('$near within 5 km of 100k points (2dsphere)', () =>
    measure(1, (i) => places.find({ loc: { $near: { $geometry: center(i), $maxDistance: 5000 } } }).toArray()),
  );

  const posts = db.collection('bench_posts');
  await posts.createIndex({ text: 'text' }, undefined, undefined);
  for (let b = 0; b < DOCS; b += 1000) {
    await posts.insertMany(
      Array.from({ length: 1000 }, (_, k) => ({ n: b + k, text: Array.from({ length: 6 }, () => WORDS[Math.floor(rnd() * WORDS.length)]).join(' ') + ` item${b + k}` })),
    );
  }
  await settle();
  const textPlan = (await posts.find({ $text: { $search: 'item77' } }).explain()) as unknown as Winning;
  log(`  $text explain: ${textPlan.queryPlanner.winningPlan.stage} on ${textPlan.queryPlanner.winningPlan.indexName ?? '-'}`);
  await add('$text, one rare term (100k docs)', () => measure(1, (i) => posts.find({ $text: { $search: `item${(i * 7919) % DOCS}` } }).toArray()));
  await add('$text, common term, top 10 by textScore (100k docs)', () =>
    measure(1, (i) =>
      posts
        .find({ $text: { $search: WORDS[i % WORDS.length] as string } }, { projection: { score: { $meta: 'textScore' } } })
        .sort({ score: { $meta: 'textScore' } })
        .limit(10)
        .toArray(),
    ),
  );
}
