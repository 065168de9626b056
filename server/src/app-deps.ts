/**
 * What the whole app shares, made once at start-up (main.ts, createApp, a CLI or a test) and handed
 * on explicitly: to the GraphQL and REST contexts, and from there as a parameter to the services
 * that need the configuration or the process's logger (signing tokens, links in e-mails, mail).
 */
import type { Config } from './config.js';
import type { Logger } from './logger.js';

export type AppDeps = { config: Config; log: Logger };
