import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Router } from 'express';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createRestRouter } from '../src/rest/router.js';
import { graphqlSdl } from '../src/rest/openapi-schemas.js';
import { partsOf } from '../src/core/module.js';
import { MODULES } from '../src/modules/index.js';
import { openApiDocument } from './helpers/contract.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// The REST contract: the document lists exactly the routes the server has (and the site's own
// public reads outside /api, with the answers they give), the presenters exactly the GraphQL
// types' fields, and /api/openapi.json and /api/docs are served.

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] }; slash?: boolean };

/** Every "METHOD /path" the /api router answers, read from Express's own routing table. */
function routesOf(stack: Layer[], out: string[] = []): string[] {
  for (const layer of stack) {
    if (layer.route) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        // `_all` is the 405 answer of a known path; the document and its reference page are not operations.
        if (on && method !== '_all' && layer.route.path !== '/openapi.json') out.push(`${method.toUpperCase()} ${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
      }
    } else if (layer.handle.stack && layer.slash) {
      routesOf(layer.handle.stack, out);
    }
  }
  return out;
}

type PathItem = Record<string, unknown> & { servers?: { url: string }[] };

/** The documented /api operations (the site's own paths, outside /api, carry servers of their own). */
function documentedRoutes(): string[] {
  return Object.entries(openApiDocument['paths'] as Record<string, PathItem>)
    .filter(([, item]) => !item.servers)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('lists every route the server has, and no route it lacks', () => {
    const router = createRestRouter({ config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }), log: createLogger('silent') }, MODULES, (_req, _res, next) => { next(); }) as Router & { stack: Layer[] };
    const served = routesOf(router.stack).sort();
    const documented = documentedRoutes().sort();
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((r) => !served.includes(r))).toEqual([]);
    // The spec's section 7 paths are all there.
    for (const path of ['/auth/profile', '/services/{id}', '/contact-messages/{id}', '/contact-info/{id}', '/global-offices/{id}', '/faqs/{id}', '/users', '/courses', '/jobs', '/initialize-data']) {
      expect(documented.some((r) => r.endsWith(` ${path}`)), path).toBe(true);
    }
  });

  it('is served at /api/openapi.json as OpenAPI 3.1 with the bearer scheme and each route’s role', async () => {
    const res = await fetch(`${t.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as typeof openApiDocument;
    expect(doc['openapi']).toBe('3.1.0');
    expect(doc['components'].securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const createService = doc['paths']['/services'].post;
    expect(createService['x-required-role']).toBe('admin');
    expect(createService.security).toEqual([{ bearerAuth: [] }]);
    expect(createService.requestBody.content['application/json'].example).toMatchObject({ title: expect.any(String) });
    // The body schema is the service's own zod schema: its limits are there.
    expect(createService.requestBody.content['application/json'].schema.properties.title).toMatchObject({ type: 'string', minLength: 1, maxLength: 120 });
    expect(doc['paths']['/services'].get['x-required-role']).toBe('guest');
  });

  it('documents the job feeds and the page heads at the site root, and their answers match it', async () => {
    const res = await fetch(`${t.url}/api/openapi.json`);
    const doc = (await res.json()) as typeof openApiDocument;
    for (const path of ['/jobs.xml', '/jobs.json', '/page-head']) {
      expect(doc['paths'][path]?.servers, path).toEqual([{ url: '/', description: 'The site itself, outside /api' }]);
      expect(doc['paths'][path].get['x-required-role'], path).toBe('guest');
    }
    expect(Object.keys(doc['paths']['/jobs.xml'].get.responses['200'].content)).toEqual(['application/xml']);
    expect(doc['paths']['/page-head'].get.parameters).toEqual([
      expect.objectContaining({ name: 'path', in: 'query', required: true }),
      expect.objectContaining({ name: 'lang', in: 'query', schema: expect.objectContaining({ enum: ['en', 'es', 'fr', 'de'] }) }),
    ]);

    const admin = await t.userWithToken('admin');
    const created = await t.gql('mutation($input: JobInput!) { createJob(input: $input) { id } }', { input: { title: 'Data Engineer', company: 'AI Solutions', location: 'Remote', type: 'remote', salary: '90k-120k USD', description: 'Pipelines.', status: 'active' } }, admin.token);
    expect(created.body.errors).toBeUndefined();
    const ajv = new Ajv2020({ strict: false });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addSchema(doc, 'openapi');
    const matches = (path: string, status: number, body: unknown) => {
      const validate = ajv.compile({ $ref: `openapi#/paths/${path.replace(/\//g, '~1')}/get/responses/${status}/content/application~1json/schema` });
      expect(validate(body) ? [] : validate.errors, `${path} ${status}`).toEqual([]);
    };
    const board = await fetch(`${t.url}/jobs.json`);
    const boardBody = (await board.json()) as { jobs: { title: string }[] };
    expect(boardBody.jobs.map((job) => job.title)).toEqual(['Data Engineer']);
    matches('/jobs.json', board.status, boardBody);
    const head = await fetch(`${t.url}/page-head?path=/career`);
    matches('/page-head', head.status, await head.json());
    const refused = await fetch(`${t.url}/page-head?path=career`);
    matches('/page-head', refused.status, await refused.json());
    expect(refused.status).toBe(400);
    expect((await fetch(`${t.url}/jobs.xml`)).headers.get('content-type')).toMatch(/^application\/xml/);
  });

  it('serves the reference page from the server itself, with no outside script', async () => {
    const page = await fetch(`${t.url}/api/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    expect((await fetch(`${t.url}/api/docs/assets/swagger-ui-bundle.js`)).status).toBe(200);
    expect((await fetch(`${t.url}/api/docs`, { redirect: 'manual' })).headers.get('location')).toBe('/api/docs/');
  });
});

describe('presenters', () => {
  it('name exactly the fields of their GraphQL type, so REST and GraphQL read the same', () => {
    const schema = graphqlSdl();
    for (const presenter of partsOf('presenters', MODULES)) {
      const type = schema.getType(presenter.typeName);
      expect(isObjectType(type), presenter.typeName).toBe(true);
      if (!isObjectType(type)) continue;
      expect(Object.keys(presenter.fields).sort(), presenter.typeName).toEqual(Object.keys(type.getFields()).sort());
    }
  });

  it('keep private fields out of REST answers: no password hash, token version or lock state', async () => {
    const admin = await t.userWithToken('admin');
    const res = await t.rest('GET', `/users/${admin.id}`, undefined, admin.token);
    expect(res.status).toBe(200);
    for (const key of ['passwordHash', 'tokenVersion', 'failedLoginCount', 'lockedUntil', '_id', '__v']) expect(res.body.data).not.toHaveProperty(key);
  });
});
