/**
 * The metrics module's front door. Other modules count what happened through the functions below
 * (cache lookups, rate-limit refusals, lockouts, job runs, e-mails, backups); the app wires the
 * request, GraphQL and database instruments and serves the text format to Prometheus.
 */
export { countCacheLookup, countJobRun, countLockout, countMail, countRateLimitRefusal, recordBackup, registry, startDefaultMetrics } from './metrics.registry.js';
export { httpMetrics, routeOf } from './http-metrics.js';
export { graphqlMetricsPlugin } from './graphql-metrics.js';
export { watchDatabaseCommands } from './database-metrics.js';
export { METRICS_NOT_HERE, METRICS_PATH, METRICS_TOKEN_NEEDED, metricsOnSitePort, serveMetricsPort } from './metrics.routes.js';
