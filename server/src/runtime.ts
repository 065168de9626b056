/**
 * The process's configuration and logger, set once when the app is built (by main.ts, or by a test),
 * for the few services that need them (signing tokens, building links in e-mails, sending mail).
 * Being replaced by AppDeps (app-deps.ts), handed on explicitly through the contexts and as
 * parameters (issue 16); new code takes AppDeps, not this.
 */
import type { Config } from './config.js';
import type { Logger } from './logger.js';

let current: { config: Config; log: Logger } | null = null;

export function setRuntime(config: Config, log: Logger): void {
  current = { config, log };
}

export function runtime(): { config: Config; log: Logger } {
  if (!current) throw new Error('The runtime is not set: build the app with createApp() first');
  return current;
}
