/**
 * The OpenAPI 3.1 document of /api, built from the route declarations: request bodies and query
 * parameters from the same zod schemas the services validate with (zod 4's JSON Schema output),
 * answers from the GraphQL types the presenters render (so REST and GraphQL read the same), with
 * the bearer scheme, examples and each route's required role. The site's own public reads outside
 * /api (job feeds, page heads) are documented beside them, each path with the site root as its server.
 */
import { z } from 'zod';
import { errorSchema, graphqlTypeSchemas } from './openapi-schemas.js';
import { REST_DEFAULT_PAGE_SIZE } from './list-query.js';
import { MAX_PAGE_SIZE } from '../core/pagination.js';
import type { Access, RouteDef } from './route.js';
import type { AnyPresenter } from '../core/presenter.js';

type Json = Record<string, unknown>;

const ACCESS_TEXT: Record<Access, string> = {
  guest: 'Anyone (no token needed).',
  'signed-in': 'Any signed-in user (bearer token).',
  owner: 'The owner of the item (bearer token).',
  admin: 'Administrators and editors (bearer token).',
};

/** zod → JSON Schema (draft 2020-12, which OpenAPI 3.1 uses), as a caller writes the value. */
export function inputSchema(schema: z.ZodType): Json {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return json;
}
function outputSchema(schema: z.ZodType): Json {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return json;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schema: Json, example?: unknown) => ({ 'application/json': { schema, ...(example ? { example } : {}) } });

/**
 * A public GET the site answers outside /api, for crawlers, aggregators and the browser (the job
 * feeds, a page's head): its query parameters and answers by status, each in its content type; a
 * zod schema for a JSON body (the one its code builds the answer from), none for other text.
 */
export type SitePathDoc = {
  /** From the site's root: `/jobs.xml`. */
  path: string;
  summary: string;
  description: string;
  query?: z.ZodObject;
  responses: Readonly<Record<number, { description: string; contentType?: string; schema?: z.ZodType | 'Error'; example?: unknown }>>;
};

declare module '../core/module.js' {
  interface ModuleParts {
    /** The module's public routes outside /api, documented in the same OpenAPI document. */
    sitePaths: readonly SitePathDoc[];
  }
}

/** The site's root, for paths outside /api (a path's own `servers` overrides the document's). */
const SITE_SERVERS = [{ url: '/', description: 'The site itself, outside /api' }];

function sitePathItem(doc: SitePathDoc): Json {
  const responses = Object.fromEntries(
    Object.entries(doc.responses).map(([status, answer]) => {
      const schema = answer.schema === 'Error' ? ref('Error') : answer.schema ? outputSchema(answer.schema) : { type: 'string' };
      const content = answer.contentType ? { [answer.contentType]: { schema, ...(answer.example === undefined ? {} : { example: answer.example }) } } : undefined;
      return [status, { description: answer.description, ...(content ? { content } : {}) }];
    }),
  );
  const query = doc.query ? inputSchema(doc.query) : {};
  const required = new Set((query['required'] as string[] | undefined) ?? []);
  const parameters = Object.entries((query['properties'] as Json | undefined) ?? {}).map(([name, schema]) => ({ name, in: 'query', ...(required.has(name) ? { required: true } : {}), schema }));
  return {
    servers: SITE_SERVERS,
    get: {
      summary: doc.summary,
      description: `${doc.description}\n\n**Access:** ${ACCESS_TEXT.guest}`,
      tags: ['site'],
      'x-required-role': 'guest',
      security: [{}],
      parameters,
      responses,
    },
  };
}

function successResponse(route: RouteDef): Json {
  const answer = route.answer;
  switch (answer.kind) {
    case 'one':
      return { description: 'OK', content: jsonContent({ type: 'object', required: ['data'], properties: { data: ref(answer.type) }, additionalProperties: false }) };
    case 'page':
      return {
        description: 'A page of the list',
        content: jsonContent({ type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: ref(answer.type) }, meta: ref('PageMeta') }, additionalProperties: false }),
      };
    case 'id':
      return { description: 'Deleted; the id', content: jsonContent({ type: 'object', required: ['data'], properties: { data: ref('DeletedId') }, additionalProperties: false }) };
    case 'shape':
      return { description: 'OK', content: jsonContent({ type: 'object', required: ['data'], properties: { data: ref(answer.name) }, additionalProperties: false }) };
    case 'file':
      return { description: 'The file', content: Object.fromEntries(answer.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) };
  }
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `errors` names each field (or `id`, or a query parameter) with what to fix',
  401: 'No token, or an invalid or expired one: sign in again',
  403: 'Signed in, but not allowed',
  404: 'Not found (or not visible to you)',
  409: 'Conflicts with the current state',
  413: 'Too large',
  429: 'Too many requests; wait a moment',
  503: 'The site is in maintenance (System Settings): Retry-After says when to try again; administrators and editors keep working',
};

/** The failures a route can answer: what its inputs, access and declared errors imply. */
function errorStatuses(route: RouteDef): number[] {
  // Every route: bad input, a bad token, the per-address request budget, and maintenance.
  const statuses = new Set<number>([400, 401, 429, 503]);
  if (route.access !== 'guest') statuses.add(403);
  if (route.path.includes('{id}')) statuses.add(404);
  // A write may meet the current state (a taken e-mail, a full list, a course with learners).
  if (route.method !== 'get') statuses.add(409);
  if (route.body || route.multipart) statuses.add(413);
  for (const status of route.errors ?? []) statuses.add(status);
  return [...statuses].sort();
}

function parameters(route: RouteDef): Json[] {
  const params: Json[] = [];
  if (route.path.includes('{id}')) {
    params.push({ name: 'id', in: 'path', required: true, description: 'A 24-character hexadecimal id', schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' }, example: '665f1c2b8e4a3b0012345678' });
  }
  for (const [name, schema] of Object.entries(route.params ?? {})) {
    params.push({ name, in: 'path', required: true, schema: inputSchema(schema) });
  }
  if (route.query) {
    const shape = inputSchema(route.query);
    const required = new Set((shape['required'] as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((shape['properties'] as Json | undefined) ?? {})) {
      params.push({ name, in: 'query', ...(required.has(name) ? { required: true } : {}), schema });
    }
  }
  if (route.list) {
    params.push(
      { name: 'page', in: 'query', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'pageSize', in: 'query', description: `Items per page, at most ${MAX_PAGE_SIZE}`, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: REST_DEFAULT_PAGE_SIZE } },
    );
    if (route.list.sort.length) {
      params.push({
        name: 'sort',
        in: 'query',
        description: 'A field to sort by; prefix - for descending',
        schema: { type: 'string', enum: route.list.sort.flatMap((f) => [f, `-${f}`]) },
      });
    }
    for (const [name, schema] of Object.entries(route.list.filters)) params.push({ name, in: 'query', schema: inputSchema(schema) });
  }
  return params;
}

function requestBody(route: RouteDef): Json | undefined {
  if (route.multipart) {
    const fields = inputSchema(route.multipart.fields);
    const properties = { ...((fields['properties'] as Json | undefined) ?? {}), [route.multipart.fileField]: { type: 'string', contentMediaType: 'application/octet-stream' } };
    const required = [...((fields['required'] as string[] | undefined) ?? []), route.multipart.fileField];
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } } };
  }
  if (!route.body) return undefined;
  return { required: true, content: jsonContent(inputSchema(route.body), route.bodyExample) };
}

function operation(route: RouteDef): Json {
  const errors = Object.fromEntries(errorStatuses(route).map((status) => [String(status), { description: ERROR_TEXT[status] ?? 'Failed', content: jsonContent(ref('Error')) }]));
  const body = requestBody(route);
  return {
    summary: route.summary,
    description: `**Access:** ${ACCESS_TEXT[route.access]}${route.accessNote ? ` ${route.accessNote}` : ''}`,
    tags: [route.path.split('/')[1] === 'me' ? 'me' : route.path.split('/')[1]],
    'x-required-role': route.access,
    ...(route.onlyRoles ? { 'x-only-roles': route.onlyRoles } : {}),
    // Guests may still send a token (staff see more); everyone else must.
    security: route.access === 'guest' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    parameters: parameters(route),
    ...(body ? { requestBody: body } : {}),
    responses: { [String(route.status ?? 200)]: successResponse(route), ...errors },
  };
}

export function buildOpenApiDocument(routes: readonly RouteDef[], presenters: readonly AnyPresenter[], sitePaths: readonly SitePathDoc[] = []): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = (paths[route.path] ??= {});
    path[route.method] = operation(route);
  }
  for (const doc of sitePaths) {
    if (paths[doc.path]) throw new Error(`${doc.path} is both an /api route and a site route`);
    paths[doc.path] = sitePathItem(doc);
  }
  const typeNames = routes.flatMap((r) => (r.answer.kind === 'one' || r.answer.kind === 'page' ? [r.answer.type] : []));
  const shapes = Object.fromEntries(routes.flatMap((r) => (r.answer.kind === 'shape' ? [[r.answer.name, outputSchema(r.answer.schema)]] : [])));
  return {
    openapi: '3.1.0',
    info: {
      title: 'AI Solutions Platform REST API',
      version: '1.0.0',
      description: [
        'The `/api` adapter for older callers, beside the GraphQL API at `/graphql` (same services, same rules, same output shapes).',
        'Success answers carry the result in `data` (lists add `meta: { total, page, pageSize }`); every failure is `{ message, errors }`, where `errors` names the fields to fix.',
        'A malformed id is 400, an unknown one 404; a known path asked with another method is 405 with `Allow`. Every answer carries `X-Request-Id` (also in the server log).',
        'PUT replaces (the body is validated as a whole), PATCH changes only the fields given. Send the token from sign-in as `Authorization: Bearer <token>`; a 401 means it is missing, invalid or expired.',
        'The paths tagged `site` are served from the site\'s root, not below `/api` (their own `servers` say so): the job feeds for aggregators and the head of a public page. They answer in their own formats, without the `data` envelope.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from POST /auth/login or /auth/register' } },
      schemas: {
        ...graphqlTypeSchemas(typeNames, presenters),
        ...shapes,
        Error: errorSchema,
        PageMeta: {
          type: 'object',
          required: ['total', 'page', 'pageSize'],
          properties: { total: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
        DeletedId: { type: 'object', required: ['id'], properties: { id: { type: 'string' } }, additionalProperties: false },
      },
    },
    paths,
  };
}
