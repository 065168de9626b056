/**
 * OpenTelemetry traces: spans for HTTP, Express, GraphQL and MongoDB, exported over OTLP. Off, and
 * nothing of OpenTelemetry loaded, unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
 *
 * Loaded before the app with `node --import ./server/dist/tracing.js server/dist/main.js` (npm start,
 * npm run cluster and the Docker image do): the server is ES modules, which a module loader hook
 * (import-in-the-middle) must see being imported to patch them, so the hook has to be in place before
 * the first `import express`. Started any later, only the modules loaded with require() (mongodb,
 * under mongoose) would be traced.
 *
 * The OTEL_* variables are the SDK's standard ones (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_PROTOCOL,
 * OTEL_TRACES_SAMPLER...), read by the SDK itself; this file runs before config.ts, which documents
 * the endpoint with the server's other variables.
 */
import { register } from 'node:module';

type Stoppable = { shutdown: () => Promise<void> };

let sdk: Stoppable | null = null;

async function startTracing(): Promise<Stoppable> {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { ExpressInstrumentation }, { GraphQLInstrumentation }, { MongoDBInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-mongodb'),
  ]);
  // Traces only: metrics go to Prometheus (/metrics), logs to stdout. The SDK would otherwise also
  // export both over OTLP by default.
  process.env['OTEL_METRICS_EXPORTER'] ??= 'none';
  process.env['OTEL_LOGS_EXPORTER'] ??= 'none';
  const probes = new Set(['/healthz', '/readyz', '/metrics']);
  const started = new NodeSDK({
    serviceName: process.env['OTEL_SERVICE_NAME'] ?? 'ai-solutions',
    instrumentations: [
      // Health checks and scrapes every few seconds would drown the traces that matter.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => probes.has((req.url ?? '').split('?')[0] ?? '') }),
      new ExpressInstrumentation(),
      // One span per resolver would be thousands for a list; the operation and its non-trivial resolvers are enough.
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      new MongoDBInstrumentation(),
    ],
  });
  started.start();
  return started;
}

if (process.env['OTEL_EXPORTER_OTLP_ENDPOINT']) sdk = await startTracing();

/** Whether spans are being recorded (the request id of the log is then the trace id). */
export function tracingOn(): boolean {
  return sdk !== null;
}

/** Sends the spans still buffered; main.ts calls it last when the process stops. */
export async function stopTracing(): Promise<void> {
  await sdk?.shutdown();
}
