/**
 * The test files of a worker share its loaded modules (vitest.config.ts, `isolate: false`): loading
 * the app's code once per worker instead of once per file is most of a minute of the suite. Each
 * file starts its own in-memory database, so each starts, like a freshly started process, with no
 * settings and no public answers cached from the previous file's database, and with its metrics
 * (request counts, durations) at zero.
 */
import { beforeAll } from 'vitest';
import { clearSettingsCache } from '../../src/modules/settings/settings.service.js';
import { dropPublicCache } from '../../src/modules/public-cache/public-cache.store.js';
import { registry } from '../../src/modules/metrics/metrics.registry.js';

beforeAll(() => {
  clearSettingsCache();
  dropPublicCache();
  registry.resetMetrics();
});
