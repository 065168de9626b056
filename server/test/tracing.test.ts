/**
 * OpenTelemetry traces, with a stand-in for the collector at its OTLP/HTTP boundary: the server
 * process started as npm start does (`--import tracing`) with OTEL_EXPORTER_OTLP_ENDPOINT pointing
 * at it exports one trace per request, with the HTTP server span, Express's spans (Express 5), the
 * GraphQL operation and the MongoDB commands; the request id the caller and the log see is the
 * trace id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore } from '../bench/support.js';

type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes: { key: string; value: Record<string, unknown> }[] };
type ExportRequest = { resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { scope: { name: string }; spans: Span[] }[] }[] };

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const SPAN_KIND_SERVER = 2;
let store: { uri: string; child: ChildProcess };
let app: ChildProcess;
let receiver: Server;
let port: number;
/** Every span the server exported, with the instrumentation scope that made it. */
const spans: (Span & { scope: string; service: string })[] = [];

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

beforeAll(async () => {
  // The collector's OTLP/HTTP receiver, JSON encoding: POST /v1/traces.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
        for (const resource of body.resourceSpans) {
          const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, scope: scope.scope.name, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  store = await startStore();
  port = await freePort();
  const uri = new URL(store.uri);
  uri.pathname = '/tracing_test';
  app = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', '--import', './src/tracing.ts', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: uri.toString(),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'ai-solutions-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
  });
  const deadline = Date.now() + 90_000;
  while ((await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status).catch(() => 0)) !== 200) {
    if (Date.now() > deadline) throw new Error('the app process did not become ready within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(() => {
  app.kill('SIGKILL');
  store.child.kill('SIGTERM');
  receiver.close();
});

async function spansOf(traceId: string, until: (mine: typeof spans) => boolean): Promise<typeof spans> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mine = spans.filter((s) => s.traceId === traceId);
    if (until(mine) || Date.now() > deadline) return mine;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('tracing', { timeout: 60_000 }, () => {
  it('exports a GraphQL request as one trace whose id is the request id: HTTP, Express, GraphQL and MongoDB spans', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'caller-chosen-id-123' },
      body: JSON.stringify({ operationName: 'TracedServices', query: 'query TracedServices { services { total } }' }),
    });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id') ?? '';
    // A W3C trace id (32 hex digits), not the caller's id nor a UUID.
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);

    // The server span ends last, with the answer.
    const mine = await spansOf(requestId, (s) => s.some((x) => x.kind === SPAN_KIND_SERVER) && s.some((x) => x.scope.includes('graphql')));
    const scopes = new Set(mine.map((s) => s.scope.replace('@opentelemetry/instrumentation-', '')));
    expect([...scopes].sort()).toEqual(['express', 'graphql', 'http', 'mongodb']);
    expect(mine.every((s) => s.service === 'ai-solutions-test')).toBe(true);
    const server = mine.filter((s) => s.kind === SPAN_KIND_SERVER && s.scope.endsWith('http'));
    expect(server).toHaveLength(1);
    expect(server[0]?.name).toBe('POST /graphql');
    expect(mine.map((s) => s.name)).toEqual(expect.arrayContaining(['query TracedServices']));
    // Every span hangs under the request's server span.
    const ids = new Set(mine.map((s) => s.spanId));
    expect(mine.filter((s) => s !== server[0] && !ids.has(s.parentSpanId ?? ''))).toEqual([]);
    console.log(`[tracing] spans of one GraphQL request: ${[...new Set(mine.map((s) => `${s.scope.replace('@opentelemetry/instrumentation-', '')}: ${s.name}`))].join('; ')}`);
  });

  it('names the server span of a REST request by its Express 5 route template', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/services/0123456789abcdef01234567`);
    expect(res.status).toBe(404);
    const requestId = res.headers.get('x-request-id') ?? '';
    const mine = await spansOf(requestId, (s) => s.some((x) => x.kind === SPAN_KIND_SERVER && x.name !== 'GET'));
    const server = mine.find((s) => s.kind === SPAN_KIND_SERVER);
    expect(server?.name).toBe('GET /api/services/:id');
    // Express 5's matched route: one "request handler" span carrying the template (http.route).
    const handler = mine.find((s) => s.scope.endsWith('express') && s.name === 'request handler');
    expect(handler?.attributes.find((a) => a.key === 'http.route')?.value['stringValue']).toBe('/api/services/:id');
    console.log(`[tracing] spans of one REST request: ${mine.map((s) => `${s.scope.replace('@opentelemetry/instrumentation-', '')}: ${s.name}`).join('; ')}`);
  });

  it('leaves the health checks out', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(spans.filter((s) => s.name.includes('/readyz') || s.attributes.some((a) => a.key === 'url.path' && a.value['stringValue'] === '/readyz'))).toEqual([]);
  });
});
