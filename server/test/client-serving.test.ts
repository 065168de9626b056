// Its own file: one app (and one mongoose connection) per test process.
import { describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/test-server.js';

describe('serving the built client', () => {
  it('serves index.html for app routes from a folder under a dot-directory, and the explorer at /graphql', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    const join = (...parts: string[]) => path.join(...parts);
    const { tmpdir } = await import('node:os');
    const dist = join(mkdtempSync(join(tmpdir(), 'client-')), '.hidden', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(join(dist, 'explorer.html'), '<!doctype html><title>explorer</title>');
    const s = await startTestServer({ CLIENT_DIST: dist, GRAPHQL_EXPLORER: 'true' });
    try {
      const page = await fetch(`${s.url}/admin/services`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('app shell');
      const explorer = await fetch(`${s.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await explorer.text()).toContain('explorer');
      const api = await fetch(`${s.url}/api/nope`, { headers: { accept: 'text/html' } });
      expect(api.status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
