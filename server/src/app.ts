/**
 * Builds the Express app: security headers, CORS, body limits, request log, /graphql, /api,
 * /healthz, /readyz, /metrics and the built client. Tests build it too, without listening.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import helmet from 'helmet';
import mongoose from 'mongoose';
import { pinoHttp } from 'pino-http';
import type { Server } from 'node:http';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import { redactUrl, type Logger } from './logger.js';
import { createApolloServer } from './graphql/apollo.js';
import { buildSchema } from './graphql/schema.js';
import { serveSubscriptions } from './graphql/subscriptions.js';
import { createLoaders } from './graphql/loaders.js';
import type { GraphQLContext } from './graphql/context.js';
import { AppError } from './core/errors.js';
import { apiRateLimit, ensureRateLimitIndexes, RENEWED_TOKEN_HEADER, requestSession, resolveSession } from './modules/auth/index.js';
import { createRestRouter, restErrorHandler } from './rest/router.js';
import { GraphQLError } from 'graphql';
import { debugModeFollower, getSettings, maintenanceGate, onSettingsChanged } from './modules/settings/index.js';
import { invalidatePublicCache, publicCache, shareCacheInvalidation, watchPublicWrites } from './modules/public-cache/index.js';
import { followBackupSettings } from './modules/backups/index.js';
import { followWeeklyReportSettings } from './modules/reports/index.js';
import { followRollupSettings } from './modules/dashboards/index.js';
import { connectModules } from './module-wiring.js';
import { REQUEST_ID_HEADER, requestId } from './request-id.js';
import { inProcessBus, startChangeStreamBus, useEventBus } from './modules/events/index.js';
import { serveClient } from './client-serving.js';
import { loadPageRenderer, type PageRenderer } from './ssr/page-renderer.js';
import { guestExecutor } from './ssr/guest-executor.js';
import { SOURCE_LANGUAGE } from '@ai-solutions/common';
import { serverRenderedPages } from './ssr/server-rendered-page.js';
import { pageStatus } from './ssr/page-status.js';
import { seoRouter } from './modules/seo/index.js';
import { MODULES } from './modules/index.js';
import { createReadiness, drainHttpServer, healthRoutes, trackInFlight, type DrainResult, type Readiness } from './modules/health/index.js';
import { graphqlMetricsPlugin, httpMetrics, METRICS_PATH, metricsOnSitePort, startDefaultMetrics, watchDatabaseCommands } from './modules/metrics/index.js';
import { preferAccountLanguage, requestLanguage, responseI18n } from './i18n/request-language.js';
import { translate } from './i18n/message.js';
import { STRIPE_WEBHOOK_PATH, stripeWebhookBody, VIDEO_FRAME_SOURCES } from './modules/courses/index.js';

/** The payload of one TCP segment on an Ethernet path (1500-byte MTU less IP and TCP headers). */
const ONE_TCP_SEGMENT_BYTES = 1460;

export const JSON_BODY_LIMIT = '1mb';
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com"), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()';

export type BuiltApp = {
  app: Express;
  /** The configuration and logger the app was built with, for what runs beside it (scheduler, timers). */
  deps: AppDeps;
  /** Serves GraphQL subscriptions (WebSocket) on the server that listens for the app. */
  serveSubscriptions: (server: Server) => void;
  /**
   * The graceful stop (SIGTERM): not ready from now on, no new connections, subscriptions closed
   * once their current messages are out, in-flight requests finished within `graceMs`.
   */
  drain: (server: Server, opts: { graceMs: number; closeIdleAtOnce?: boolean }) => Promise<DrainResult>;
  close: () => Promise<void>;
};

/**
 * `readiness`: main.ts's, which says when the start-up chores are done; ready at once otherwise.
 * `pageRenderer`: the server render, when its loading was started earlier (serve.ts starts it beside
 * the database's opening); loaded here otherwise.
 */
export async function createApp(config: Config, log: Logger, opts: { readiness?: Readiness; pageRenderer?: Promise<PageRenderer | null> } = {}): Promise<BuiltApp> {
  const deps: AppDeps = { config, log };
  const readiness = opts.readiness ?? createReadiness();
  startDefaultMetrics();
  const stopWatchingCommands = watchDatabaseCommands(mongoose.connection.getClient());
  await ensureRateLimitIndexes();
  connectModules();
  // Cache Enabled: writes to public content, and any settings change, empty the public-read cache.
  const stopWatchingWrites = watchPublicWrites(mongoose.connection.getClient());
  const stopWatchingSettings = onSettingsChanged(invalidatePublicCache);
  // Backup Frequency and Timezone move the scheduled backup.
  const stopFollowingBackups = followBackupSettings(log);
  // ... and Timezone the weekly report.
  const stopFollowingReports = followWeeklyReportSettings(log);
  // ... and the insight rollups follow it (rebuilt for the new zone).
  const stopFollowingRollups = followRollupSettings(log);
  // ... and every other app process on this database drops its caches within about a second.
  const stopSharingInvalidation = shareCacheInvalidation(log);
  // Live events (notifications for the bell) travel through the database, so a browser subscribed
  // through one process hears what another raised (modules/events/change-stream-bus.ts).
  const db = mongoose.connection.db;
  if (!db) throw new Error('createApp needs a connected database');
  const liveEvents = await startChangeStreamBus(db, log);
  useEventBus(liveEvents);
  await liveEvents.ready;
  const app = express();
  app.disable('x-powered-by');
  // First, so that a request's time covers everything the app does with it.
  app.use(httpMetrics());
  // What a graceful stop lets finish, each answer then closing its connection.
  const inFlight = trackInFlight();
  app.use(inFlight.middleware);
  // Only the proxies TRUST_PROXY names may set the client address (default: none), so a forged
  // X-Forwarded-For cannot dodge the per-address limits.
  app.set('trust proxy', config.trustProxy);

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          // Lesson videos: YouTube's and Vimeo's privacy-enhanced players, and no other frame.
          frameSrc: [...VIDEO_FRAME_SOURCES],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  // The product uses none of these browser features; say so, so injected content cannot either.
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  app.use(
    cors({
      origin: config.corsOrigins.length ? config.corsOrigins : false,
      exposedHeaders: [RENEWED_TOKEN_HEADER, REQUEST_ID_HEADER],
      credentials: false,
    }),
  );
  app.use(
    pinoHttp({
      logger: log,
      genReqId: requestId,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === METRICS_PATH || (req.url ?? '').startsWith('/assets/') },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // One short line a request: who asked for what, and the answer's status. Request headers (some
      // secret, all long) stay out of the log; serialising them doubled the cost of a cached read.
      serializers: {
        // Tokens in an address (a reset link, a download) are replaced: whoever reads the log must not reuse them.
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url), remoteAddress: req.remoteAddress }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // Answers larger than one TCP segment (GraphQL and REST JSON, the pages, the sitemap) go
  // compressed to browsers that accept it: brotli at quality 4 (the library's default). A smaller
  // answer travels in one segment either way, so compressing it would cost CPU (about 7% of a small
  // GraphQL read's) and save the caller no round trip. The client's own files are compressed once
  // at build time, and come with Content-Encoding set, which this middleware leaves alone.
  app.use(compression({ threshold: ONE_TCP_SEGMENT_BYTES }));

  app.use(['/graphql', '/api'], debugModeFollower(log));
  // Every answer of the APIs in the caller's language (i18n/request-language.ts), settled first.
  app.use(['/graphql', '/api'], requestLanguage(async () => (await getSettings()).general.language));

  app.use(healthRoutes(readiness));
  app.get(METRICS_PATH, metricsOnSitePort(config));

  const jsonBody = express.json({ limit: JSON_BODY_LIMIT });
  const callerOf = async (req: express.Request) => (await requestSession(config.jwtSecret, req)).actor;
  const rateLimit = apiRateLimit({ jwtSecret: config.jwtSecret, ...config.apiRateLimit });

  // GraphQL: the offline explorer for browsers, then Apollo Server for operations.
  const schema = buildSchema(MODULES);
  const apollo = createApolloServer({
    schema,
    log,
    production: config.isProduction,
    introspection: config.graphqlExplorer || !config.isProduction,
    maxResponseBytes: config.graphqlMaxResponseBytes,
    plugins: [graphqlMetricsPlugin()],
  });
  await apollo.start();
  const explorerPage = join(config.clientDist, 'explorer.html');
  // What /graphql answers depends on Accept (the explorer or JSON; application/json or
  // application/graphql-response+json): a cache between here and the caller must key on it too.
  app.use('/graphql', (_req, res, next) => {
    res.vary('Accept');
    next();
  });
  app.get('/graphql', ((req, res, next) => {
    const wantsHtml = req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query['query'];
    if (!wantsHtml) return next();
    if (!config.graphqlExplorer) return res.status(404).type('text').send('The GraphQL explorer is turned off on this server.');
    if (!existsSync(explorerPage)) return res.status(404).type('text').send('The GraphQL explorer is not built yet: run `npm run build`.');
    sendPage(res, next, config.clientDist, 'explorer.html');
  }) as RequestHandler);
  app.use(
    '/graphql',
    rateLimit,
    jsonBody,
    maintenanceGate('graphql', callerOf),
    publicCache('graphql'),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GraphQLContext> => {
        try {
          const { actor, user, renewedToken } = await requestSession(config.jwtSecret, req);
          if (renewedToken) res.setHeader(RENEWED_TOKEN_HEADER, renewedToken);
          preferAccountLanguage(res, user?.language);
          const i18n = responseI18n(req, res);
          return { actor, loaders: createLoaders(actor, user), ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '', log: req.log, deps, i18n };
        } catch (err) {
          // A bad or expired token is answered with HTTP 401, so clients sign the user out (spec section 8).
          if (err instanceof AppError) {
            throw new GraphQLError(translate(responseI18n(req, res), err.text), { extensions: { code: err.code, http: { status: err.status } } });
          }
          throw err;
        }
      },
    }),
  );

  const restSession: RequestHandler = async (req, res, next) => {
    const { actor, user, renewedToken } = await requestSession(config.jwtSecret, req);
    res.locals['actor'] = actor;
    // The caller as the session read it: the request's loaders start with it (rest/mount.ts).
    res.locals['caller'] = user;
    preferAccountLanguage(res, user?.language);
    if (renewedToken) res.setHeader(RENEWED_TOKEN_HEADER, renewedToken);
    next();
  };
  // Stripe signs the bytes it sends: its webhook keeps the raw body, so the JSON parser below leaves it.
  app.use(STRIPE_WEBHOOK_PATH, stripeWebhookBody);
  app.use('/api', rateLimit, jsonBody, maintenanceGate('rest', callerOf), publicCache('rest'), createRestRouter(deps, MODULES, restSession));

  app.use(seoRouter(config.publicUrl));
  // The public pages rendered on the server with their data, when the client build has its server render.
  const pageRenderer = await (opts.pageRenderer ?? loadPageRenderer(config.clientDist, log));
  const asGuest = guestExecutor(apollo, deps);
  serveClient(app, config.clientDist, config.publicUrl, pageRenderer && serverRenderedPages(config.clientDist, pageRenderer, asGuest), (req, path) => pageStatus(path, asGuest(req, SOURCE_LANGUAGE)));

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(restErrorHandler(log));

  let subscriptions: { close: () => Promise<void> } | null = null;
  return {
    app,
    deps,
    serveSubscriptions: (server) => {
      subscriptions = serveSubscriptions(server, { schema, deps, resolveSession });
    },
    drain: async (server, drainOpts) => {
      readiness.startDraining();
      inFlight.closeAfterAnswers();
      const http = drainHttpServer(server, drainOpts);
      await subscriptions?.close();
      return http;
    },
    close: async () => {
      // Open sockets first: an HTTP server does not finish closing while they last.
      await subscriptions?.close();
      stopWatchingWrites();
      stopWatchingSettings();
      stopFollowingBackups();
      stopFollowingReports();
      stopFollowingRollups();
      stopSharingInvalidation();
      stopWatchingCommands();
      useEventBus(inProcessBus());
      await liveEvents.close();
      await apollo.stop();
    },
  };
}

/**
 * Sends a page of the built client. `root` keeps a data folder whose path has a dot in it (such as
 * .data/) usable; a page missing for a moment (a rebuild) is a 404, not a server error.
 */
function sendPage(res: express.Response, next: express.NextFunction, root: string, file: string): void {
  res.sendFile(file, { root, headers: { 'Cache-Control': 'no-cache' } }, (err) => {
    if (err && !res.headersSent) next();
  });
}
