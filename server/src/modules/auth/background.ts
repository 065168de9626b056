/**
 * Work that must not delay (or show in the timing of) the answer, such as the e-mail only a known
 * address gets: started after the current request's work, logged and never thrown when it fails.
 */
import type { Logger } from '../../logger.js';

const pending = new Set<Promise<void>>();

/** A failure is logged through `log` as "<what> failed". */
export function runInBackground(log: Logger, what: string, task: () => Promise<void>): void {
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((err: unknown) => log.error({ err }, `${what} failed`))
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** For a graceful stop (and tests): waits until every started task has finished. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
