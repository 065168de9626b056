import type { Logger } from './logger.js';

/** Runs one step of the start and logs it with its time in milliseconds: one line per step, so a slow start shows where it waits. */
export async function startupStep<T>(log: Logger, step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log.info({ ms: Math.round(performance.now() - started) }, `start-up: ${step}`);
  return result;
}
