/**
 * Serving the metrics to Prometheus, never to the public: either on a port of their own
 * (METRICS_PORT, reachable only on the internal network: compose publishes nothing for it) or at
 * /metrics of the site's port behind `Authorization: Bearer <METRICS_TOKEN>`. With neither set,
 * /metrics is refused. A token, when set, is asked for on the metrics port too.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { registry } from './metrics.registry.js';

export const METRICS_PATH = '/metrics';
export const METRICS_NOT_HERE = 'Metrics are not served here: set METRICS_TOKEN and send it as a bearer token, or read them on METRICS_PORT.';
export const METRICS_TOKEN_NEEDED = 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time, whatever the lengths. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

function sendJson(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** Answers one request for the metrics: the text format, or 401 without the token when one is set. */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  if (token !== undefined && !tokenMatches(req.headers.authorization, token)) {
    sendJson(res, 401, { message: METRICS_TOKEN_NEEDED }, { 'www-authenticate': 'Bearer realm="metrics"' });
    return;
  }
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(text);
}

/** The handler of /metrics on the site's port. */
export function metricsOnSitePort(config: Pick<Config, 'metrics'>): (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void {
  const { port, token } = config.metrics;
  return (req, res, next) => {
    if (port !== undefined || token === undefined) {
      sendJson(res, 404, { message: METRICS_NOT_HERE });
      return;
    }
    answerMetrics(req, res, token).catch(next);
  };
}

/** METRICS_PORT: a server of its own answering GET /metrics only; null when the port is not set. */
export async function serveMetricsPort(config: Pick<Config, 'metrics' | 'host'>, log: Logger): Promise<Server | null> {
  const { port, token } = config.metrics;
  if (port === undefined) return null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== METRICS_PATH) {
      sendJson(res, 404, { message: 'Not found' });
      return;
    }
    answerMetrics(req, res, token).catch((err: unknown) => {
      log.error({ err }, 'metrics could not be collected');
      if (!res.headersSent) sendJson(res, 500, { message: 'Metrics could not be collected.' });
    });
  });
  server.listen(port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}
