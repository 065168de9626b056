/** The server's life after main.ts: database → start-up chores → listen → ready; on SIGTERM, drain → stop. */
import type { Server } from 'node:http';
import type { EmbeddedStore } from '@ai-solutions/embedded-mongo';
import { createApp } from './app.js';
import { answerParserErrors } from './parser-errors.js';
import type { Config } from './config.js';
import { connectDatabase } from './db/connection.js';
import type { Logger } from './logger.js';
import { backgroundSettled } from './modules/auth/index.js';
import { startDatabaseMonitor } from './modules/alerts/index.js';
import { startOrphanSweep } from './modules/jobs/index.js';
import { startScheduler, stopScheduler } from './modules/scheduler/index.js';
import { startMailDelivery } from './modules/mail/index.js';
import { demoAdminBanner, inviteWaitingImportedUsers } from './modules/users/index.js';
import { createReadiness } from './modules/health/index.js';
import { serveMetricsPort } from './modules/metrics/index.js';
import { prepareDatabase } from './startup.js';
import { loadPageRenderer } from './ssr/page-renderer.js';
import { startupStep } from './startup-step.js';
import { stopTracing } from './tracing.js';

/** `store`: the embedded store's thread, started by main.ts (none with MONGODB_URI). */
export async function serve(config: Config, log: Logger, store: Promise<EmbeddedStore> | undefined): Promise<void> {
  // The server render's code loads while this thread would otherwise wait for the database (it
  // never fails: a render that cannot load leaves the pages to the browser, and says so).
  const pageRenderer = loadPageRenderer(config.clientDist, log);
  const db = await startupStep(log, 'database open', () => connectDatabase(config, log, store ? { store } : {}));
  const demoAdmin = await prepareDatabase(config, log);
  const readiness = createReadiness({ started: false });
  const built = await startupStep(log, 'app built', () => createApp(config, log, { readiness, pageRenderer }));
  // Résumé bytes a crash left without their application: removed every hour (and at start, above).
  const stopSweep = startOrphanSweep(log);

  const server: Server = built.app.listen(config.port, config.host);
  built.serveSubscriptions(server);
  // Headers too large (and other requests Node's parser refuses) get a `{ message }` answer too.
  answerParserErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  log.info(`Serving the site, /graphql and /api at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
  if (config.host === '127.0.0.1') log.info('Listening on this machine only; set HOST=0.0.0.0 to listen on all interfaces.');
  const metricsServer = await serveMetricsPort(config, log);
  if (metricsServer) log.info(`Metrics for Prometheus at http://${config.host}:${String(config.metrics.port)}/metrics`);
  // Scheduled jobs (backups, reports): each runs once across all processes on this database.
  await startupStep(log, 'scheduler started', () => startScheduler(built.deps));
  // System Alerts: the database becoming unreachable and reachable again (a timer, not the scheduler, which needs the database).
  const stopDatabaseMonitor = startDatabaseMonitor(built.deps);
  // E-mails queued but not sent (a process stopped before its try, or a retry due): sent now, then every 30 s.
  const stopMailDelivery = startMailDelivery(built.deps);
  // Imported users a stopped process never invited (the mark their import left), invited now, in the background.
  void inviteWaitingImportedUsers(built.deps).catch((err: unknown) => {
    log.error({ err }, 'waiting imported users could not be invited');
  });
  readiness.markStarted();
  log.info({ ms: Math.round(performance.now()) }, 'start-up: ready');
  // Straight to stdout, not the logger: a framed block a newcomer sees, not one JSON line among many.
  if (demoAdmin) process.stdout.write(`${demoAdminBanner(demoAdmin, `http://localhost:${config.port}`)}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing the requests in flight');
    // Past the grace period the drain cuts what is left; this is for a stop that hangs after it.
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000);
    force.unref();
    stopSweep();
    stopDatabaseMonitor();
    stopMailDelivery();
    // Not ready, no new connections; in-flight requests and subscriptions' messages finish. A
    // Ctrl-C has no balancer to race with: idle connections are closed at once.
    const drained = built.drain(server, { graceMs: config.shutdownGraceMs, closeIdleAtOnce: signal === 'SIGINT' });
    // Frees the locks of jobs this process holds, so another process runs them.
    await stopScheduler().catch((err: unknown) => {
      log.warn({ err }, 'scheduler did not stop cleanly');
    });
    const { forcedConnections } = await drained;
    if (forcedConnections) log.warn({ connections: forcedConnections }, 'connections still open after the grace period were closed');
    metricsServer?.close();
    await built.close();
    // E-mails queued after an answer (reset links, lockout notices) go out before the database closes.
    await backgroundSettled();
    await db.close();
    await stopTracing();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

