/**
 * The contract check: every REST answer the integration tests receive is validated against the
 * OpenAPI document the server serves (status code documented for the operation, body matching its
 * schema). A route that answers outside its documented contract fails the test that called it.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { buildOpenApiDocument } from '../../src/rest/openapi.js';
import { partsOf } from '../../src/core/module.js';
import { MODULES } from '../../src/modules/index.js';

type Json = Record<string, any>;

export const openApiDocument: Json = buildOpenApiDocument(partsOf('routes', MODULES), partsOf('presenters', MODULES), partsOf('sitePaths', MODULES));

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema(openApiDocument, 'openapi');

// The /api paths only: those with servers of their own are the site's, outside /api.
const apiPaths = Object.entries(openApiDocument['paths'] as Json).filter(([, item]) => !item.servers).map(([path]) => path);
const templates = apiPaths.map((template) => ({
  template,
  regex: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  // Literal segments win over {id} (e.g. /me/notifications/read-all over /me/notifications/{id}).
  literal: template.split('/').filter((s) => !s.startsWith('{')).length,
}));

/** The documented path a concrete path falls under, or null. */
export function matchPath(path: string): string | null {
  const bare = path.split('?')[0]!;
  const hits = templates.filter((t) => t.regex.test(bare)).sort((a, b) => b.literal - a.literal);
  return hits[0]?.template ?? null;
}

const compiled = new Map<string, ValidateFunction>();
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Throws when the answer is outside the document. 404 for unknown paths and 405 are the router's own. */
export function assertMatchesContract(method: string, path: string, status: number, body: unknown): void {
  const template = matchPath(path);
  if (!template) {
    if (status === 404 || status === 405) return;
    throw new Error(`Contract: ${method} /api${path} answered ${status}, but the document has no such path`);
  }
  const operation = openApiDocument['paths'][template][method.toLowerCase()];
  if (!operation) {
    if (status === 405) return;
    throw new Error(`Contract: ${method} /api${template} is not in the document, yet answered ${status}`);
  }
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`Contract: ${method} /api${template} answered ${status}, which the document does not list (${Object.keys(operation.responses).join(', ')})`);
  const json = response.content?.['application/json'];
  if (!json) return;
  const ref = `openapi#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (!validate(body)) {
    throw new Error(`Contract: ${method} /api${path} (${status}) does not match ${template}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
  }
}
