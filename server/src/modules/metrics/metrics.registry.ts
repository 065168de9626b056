/**
 * The process's Prometheus metrics (prom-client): one registry, the instruments, and the small
 * functions the rest of the server calls to count what happened. Recording is a map lookup and an
 * addition, so it costs nothing a request would notice; the text format is only built when
 * Prometheus scrapes (/metrics).
 *
 * Label values that come from outside (GraphQL operation names, database command names) are kept
 * to a bounded set, so a client sending a thousand made-up names cannot grow the registry.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();

/** Seconds; from a cached read (well under a millisecond) to a slow export. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database commands are faster than requests: from 100 µs. */
const DATABASE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route template (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operations over HTTP by operation name and type (query, mutation), from parsing to the answer',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const graphqlOperationErrors = new Counter({
  name: 'graphql_operation_errors_total',
  help: 'Errors in GraphQL answers by operation name and error code',
  labelNames: ['operation', 'code'] as const,
  registers: [registry],
});

export const databaseCommandDuration = new Histogram({
  name: 'db_command_duration_seconds',
  help: 'Database commands by command name and outcome (the driver’s command monitoring)',
  labelNames: ['command', 'outcome'] as const,
  buckets: DATABASE_BUCKETS,
  registers: [registry],
});

const publicCacheLookups = new Counter({
  name: 'public_cache_lookups_total',
  help: 'Reads the public-read cache could answer (hit) or not (miss), by API (graphql, rest, page)',
  labelNames: ['api', 'result'] as const,
  registers: [registry],
});

const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by limit',
  labelNames: ['limit'] as const,
  registers: [registry],
});

const signInLockouts = new Counter({
  name: 'sign_in_lockouts_total',
  help: 'Sign-in lockouts (an account and address pair locked after too many wrong passwords)',
  registers: [registry],
});

const scheduledJobRuns = new Counter({
  name: 'scheduled_job_runs_total',
  help: 'Scheduled job runs in this process, by job and outcome (succeeded, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

const mails = new Counter({
  name: 'mail_messages_total',
  help: 'E-mails by outcome: sent (SMTP), stored (the outbox, without SMTP_URL), retried (a temporary failure, tried again later) or failed',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const backups = new Counter({
  name: 'backups_total',
  help: 'Backups taken by this process, by trigger (scheduled, manual) and outcome (succeeded, failed)',
  labelNames: ['trigger', 'outcome'] as const,
  registers: [registry],
});

const backupDuration = new Histogram({
  name: 'backup_duration_seconds',
  help: 'How long backups took, by outcome',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [registry],
});

let defaultMetricsStarted = false;

/** Node's own metrics (CPU, memory, event-loop lag, GC, handles), collected from when the app is built. */
export function startDefaultMetrics(): void {
  if (defaultMetricsStarted) return;
  defaultMetricsStarted = true;
  collectDefaultMetrics({ register: registry });
}

const OTHER = '(other)';
const MAX_VALUES_PER_LABEL = 200;

/** `value`, or "(other)" once `seen` holds as many distinct values as a label may have. */
export function boundedLabel(seen: Set<string>, value: string): string {
  if (seen.has(value)) return value;
  if (seen.size >= MAX_VALUES_PER_LABEL) return OTHER;
  seen.add(value);
  return value;
}

export function countCacheLookup(api: 'graphql' | 'rest' | 'page', result: 'hit' | 'miss'): void {
  publicCacheLookups.inc({ api, result });
}

/** `limit`: which budget was used up (api, api-staff, sign-in, register-ip, contact-ip, ...). */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit });
}

export function countLockout(): void {
  signInLockouts.inc();
}

const jobNames = new Set<string>();

export function countJobRun(job: string, ok: boolean): void {
  scheduledJobRuns.inc({ job: boundedLabel(jobNames, job), outcome: ok ? 'succeeded' : 'failed' });
}

export function countMail(outcome: 'sent' | 'stored' | 'retried' | 'failed'): void {
  mails.inc({ outcome });
}

export function recordBackup(trigger: string, ok: boolean, seconds: number): void {
  const outcome = ok ? 'succeeded' : 'failed';
  backups.inc({ trigger, outcome });
  backupDuration.observe({ outcome }, seconds);
}
