/**
 * Every environment variable the server reads, parsed and typed in one place.
 * Nothing else in the server touches process.env.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './repo-root.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  API_RATE_LIMIT_STAFF_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  GRAPHQL_MAX_RESPONSE_BYTES: z.coerce.number().int().min(1000).default(1_000_000),
  MONGODB_URI: z.string().min(1).optional(),
  DATA_DIR: z.string().default('.data'),
  FILE_STORAGE: z.enum(['disk', 'gridfs']).optional(),
  JWT_SECRET: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_NAME: z.string().min(1).default('Site Administrator'),
  // Base32 as authenticator apps show it; spaces and case are forgiven. At least 128 bits (26
  // characters): otplib computes no code from a shorter secret, so the admin could never sign in.
  ADMIN_TOTP_SECRET: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z2-7]{26,}=*$/, { error: 'must be a base32 secret of at least 26 characters (A-Z, 2-7: 128 bits)' }))
    .optional(),
  CORS_ORIGIN: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('AI Solutions <no-reply@aisolutions.example>'),
  PUBLIC_URL: z.url().optional(),
  GRAPHQL_EXPLORER: booleanFromEnv.optional(),
  MAIL_TO_LOG: booleanFromEnv.optional(),
  SEED_SAMPLE_DATA: booleanFromEnv.optional(),
  CLIENT_DIST: z.string().optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters (it is the only thing between /metrics and the internet)' }).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\S+$/, { error: 'must be a Stripe secret key (sk_test_…, sk_live_…) or restricted key (rk_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, { error: 'must be the webhook endpoint\'s signing secret (whsec_…)' }).optional(),
  STRIPE_API_URL: z.url().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /** 127.0.0.1 unless HOST says otherwise (HOST=0.0.0.0 listens on all interfaces); 0.0.0.0 in production (containers). */
  host: string;
  /** Express's 'trust proxy': which proxies' X-Forwarded-For is believed. false (trust nothing) by default. */
  trustProxy: boolean | number | string[];
  /** Requests per client address and minute for /graphql and /api; signed-in staff get the larger budget. */
  apiRateLimit: { perMinute: number; staffPerMinute: number };
  /** Accounts one client address may register per hour. */
  registrationsPerHour: number;
  /** A GraphQL response larger than this is refused (the cost limit should stop it first). */
  graphqlMaxResponseBytes: number;
  /** Unset: the server starts the embedded MongoDB-compatible store. */
  mongodbUri: string | undefined;
  /** Absolute path of the data directory (embedded store, generated dev secret). */
  dataDir: string;
  /** Where uploaded files keep their bytes; unset: disk (DATA_DIR/files) with the embedded store, GridFS on MongoDB. */
  fileStorage: 'disk' | 'gridfs' | undefined;
  jwtSecret: string;
  /** `totpSecret`: the first admin's second factor (base32), provisioned at creation for scripts and tests. */
  admin: { email: string | undefined; password: string | undefined; name: string; totpSecret: string | undefined };
  /** Allowed cross-origin callers; empty means same-origin only. */
  corsOrigins: string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Log each e-mail in full (links included): development and test by default, never by default in production. */
  mailToLog: boolean;
  /** Base of links in e-mails, e.g. https://example.com */
  publicUrl: string;
  graphqlExplorer: boolean;
  seedSampleData: boolean;
  /** Absolute path of the built client, served with history-API fallback. */
  clientDist: string;
  /**
   * Prometheus metrics: on their own port (`port`, on `host`), or at /metrics of the site's port
   * behind `Authorization: Bearer <token>`; both unset, /metrics is refused.
   */
  metrics: { port: number | undefined; token: string | undefined };
  /** On SIGTERM, how long in-flight requests and subscriptions' messages may take before the process stops anyway. */
  shutdownGraceMs: number;
  /** OpenTelemetry traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT is set; see tracing.ts). */
  tracing: boolean;
  /**
   * Card payments through Stripe Checkout, when both secrets are set; null: manual payment (staff
   * mark a paid course's payment by hand). `apiUrl` points the library at another host (a local
   * stand-in in tests, Stripe's mock server).
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: URL | undefined } | null;
};

/**
 * TRUST_PROXY: unset/false trusts nothing (X-Forwarded-For is ignored, so it cannot be forged to
 * dodge per-address limits); a number trusts that many hops; otherwise a comma-separated list of
 * addresses, subnets or Express's names (loopback, linklocal, uniquelocal). "true" is refused: it
 * would believe any client's header.
 */
function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = (raw ?? '').trim();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') throw new ConfigError('TRUST_PROXY=true would let any client forge its address: name the proxy (e.g. loopback, 10.0.0.0/8) or a hop count');
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MIN_PRODUCTION_SECRET_LENGTH = 32;
const KNOWN_UNSAFE_SECRETS = new Set(['secret', 'changeme', 'change-me', 'jwt-secret', 'your-secret-key']);

/**
 * In development the JWT secret is generated once per data directory and kept there, so tokens
 * survive restarts without anyone committing a secret.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Both Stripe secrets, or neither (manual payment). Half a configuration is refused in production,
 * where it would take learners to a checkout whose payments never open their course (no verified
 * webhook) or answer webhooks it cannot check; elsewhere it is taken as manual payment.
 */
function stripeConfig(e: z.infer<typeof EnvSchema>, isProduction: boolean): Config['stripe'] {
  const key = e.STRIPE_SECRET_KEY;
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET;
  if (!key || !webhookSecret) {
    if (isProduction && (key || webhookSecret)) {
      throw new ConfigError(`STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: ${key ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'} is missing (set both for Stripe Checkout, neither for manual payment)`);
    }
    return null;
  }
  if (isProduction && key.includes('_live_') && e.STRIPE_API_URL) {
    throw new ConfigError('STRIPE_API_URL sends live payments to another host: unset it in production with a live key');
  }
  return { secretKey: key, webhookSecret, apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (e.g. `ADMIN_EMAIL=` from docker compose) means unset.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const root = REPO_ROOT;
  const dataDir = resolve(root, e.DATA_DIR);

  let jwtSecret: string;
  if (e.JWT_SECRET) {
    if (isProduction && (e.JWT_SECRET.length < MIN_PRODUCTION_SECRET_LENGTH || KNOWN_UNSAFE_SECRETS.has(e.JWT_SECRET))) {
      throw new ConfigError(`JWT_SECRET must be a random string of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
    }
    jwtSecret = e.JWT_SECRET;
  } else if (isProduction) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  } else if (e.NODE_ENV === 'test') {
    jwtSecret = randomBytes(48).toString('base64url');
  } else {
    jwtSecret = developmentSecret(dataDir);
  }

  const port = e.PORT;
  return {
    stripe: stripeConfig(e, isProduction),
    env: e.NODE_ENV,
    isProduction,
    port,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiRateLimit: { perMinute: e.API_RATE_LIMIT_PER_MINUTE, staffPerMinute: e.API_RATE_LIMIT_STAFF_PER_MINUTE },
    registrationsPerHour: e.REGISTER_LIMIT_PER_HOUR,
    graphqlMaxResponseBytes: e.GRAPHQL_MAX_RESPONSE_BYTES,
    mongodbUri: e.MONGODB_URI,
    dataDir,
    fileStorage: e.FILE_STORAGE,
    jwtSecret,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME, totpSecret: e.ADMIN_TOTP_SECRET },
    corsOrigins: (e.CORS_ORIGIN ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailToLog: e.MAIL_TO_LOG ?? !isProduction,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    graphqlExplorer: e.GRAPHQL_EXPLORER ?? !isProduction,
    seedSampleData: e.SEED_SAMPLE_DATA ?? e.NODE_ENV !== 'test',
    clientDist: resolve(root, e.CLIENT_DIST ?? 'client/dist'),
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined,
  };
}
