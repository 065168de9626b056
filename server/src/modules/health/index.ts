/** The health module's front door: liveness and readiness answers, and the graceful stop of the HTTP server. */
export { createReadiness, type Readiness } from './readiness.js';
export { healthRoutes } from './health.routes.js';
export { drainHttpServer, trackInFlight, type DrainResult, type InFlight } from './draining.js';
