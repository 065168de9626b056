/** Rows for `npm run bench`'s closing table (scripts/bench.mjs), from the benches written as scripts. */
import { appendFileSync } from 'node:fs';

/** rows: { area, figure, value, goal, reference, met: true | false | null }[]; a no-op outside `npm run bench`. */
export function recordBenchRows(rows) {
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}
