/**
 * The product's own server for graphql-overhead.bench.ts, as in production but for the port: the
 * whole Express app (headers, limits, request log at the production level, cache, Apollo with its
 * plugins and context) on the store at MONGODB_URI (or, without it, the embedded store on DATA_DIR),
 * with the sample content. PUBLIC_CACHE=off turns
 * System Settings › Cache Enabled off. Prints `listening <port>`.
 */
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { connectDatabase } from '../../src/db/connection.js';
import { createLogger } from '../../src/logger.js';
import { SettingsModel, SETTINGS_ID } from '../../src/modules/settings/settings.model.js';
import { seedSampleContent } from '../../src/seed/index.js';
import { listenForBench } from './serve-bare.js';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info', API_RATE_LIMIT_PER_MINUTE: '100000000' });
// The request log is written as in production, to a sink: its cost is part of every request.
const log = createLogger(config.logLevel, false, pino.destination('/dev/null'));
// BENCH_STORE_THREAD=off: without MONGODB_URI, the embedded store on this process's own thread (a reference).
await connectDatabase(config, log, process.env['BENCH_STORE_THREAD'] === 'off' ? { storeThread: false } : {});
await seedSampleContent(log);
const cacheEnabled = process.env['PUBLIC_CACHE'] !== 'off';
await SettingsModel.updateOne({ _id: SETTINGS_ID }, { $set: { 'system.cacheEnabled': cacheEnabled } }, { upsert: true });
const built = await createApp(config, log);
await listenForBench(built.app);
