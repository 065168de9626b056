/**
 * "Cache Enabled" at the HTTP edge of /graphql and /api: a guest's read of public content (no
 * Authorization header) is answered from the public cache when it holds the answer, with an ETag,
 * `Cache-Control: public, no-cache` (browsers and proxies keep it but ask again each time) and
 * 304 Not Modified for a matching If-None-Match. Off, every read goes to the database.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import { countCacheLookup } from '../metrics/index.js';
import { getSettings } from '../settings/index.js';
import { responseLanguage } from '../../i18n/request-language.js';
import { cachedAnswer, currentGeneration, storeAnswer, type CachedAnswer } from './public-cache.store.js';

export const CACHE_HEADER = 'X-Cache';
const CACHE_CONTROL = 'public, no-cache';

/**
 * The public reads the cache keeps (services, courses, jobs, contact info, offices and FAQs), and the
 * site info every page asks for (it reads the settings, whose every change empties the cache).
 */
const PUBLIC_GRAPHQL_FIELDS = new Set([
  'site',
  'services',
  'service',
  'courses',
  'course',
  'courseCatalogStats',
  'learningPathways',
  'jobs',
  'job',
  'careerStats',
  'contactInfo',
  'globalOffices',
  'faqs',
  '__typename',
]);
const PUBLIC_REST_PATH = /^\/(?:(?:services|courses|jobs)(?:\/[0-9a-f]{24})?|contact-info|global-offices|faqs)\/?$/;

/**
 * The media type /graphql answers `req` with, chosen from its Accept header as Apollo Server chooses
 * it (the same list, in the same order, through the same negotiator): application/json without an
 * Accept header or for `*\/*`, application/graphql-response+json when the caller prefers it. Null:
 * the caller accepts none of them (Apollo answers 406).
 */
const GRAPHQL_MEDIA_TYPES = ['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8', 'application/json; callbackSpec=1.0; charset=utf-8'];

export function graphqlMediaType(req: Request): string | null {
  return req.accepts(GRAPHQL_MEDIA_TYPES) || null;
}

/**
 * The cache key of a cacheable GraphQL read, or null (a mutation, a private field, unreadable, a
 * media type we cannot answer). The answer's media type is part of it: the same read asked with
 * another Accept is another answer.
 */
function graphqlKey(req: Request): string | null {
  const source = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
  const query = source?.['query'];
  if (typeof query !== 'string') return null;
  try {
    const operations = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const name = source?.['operationName'];
    const operation = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === name);
    if (operation?.operation !== OperationTypeNode.QUERY) return null;
    // A fragment spread at the root could hide any field: only plainly named public fields count.
    if (!operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_GRAPHQL_FIELDS.has(s.name.value))) return null;
  } catch {
    return null;
  }
  const mediaType = graphqlMediaType(req);
  if (!mediaType || (req.method === 'GET' && !preflighted(req))) return null;
  // Each parameter as sent, its type kept (GET sends text, POST JSON values; Apollo refuses a POST's
  // variables as text, which must not meet the answer to the same variables as an object).
  const parameters = ['variables', 'operationName', 'extensions'].map((name) => source?.[name] ?? null);
  return `graphql:${JSON.stringify([req.method, mediaType, query, ...parameters])}`;
}

/** `application/json` of `Application/JSON; charset=utf-8`. */
const mediaTypeEssence = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();

/** As Apollo Server's CSRF prevention lets a GET through: one a browser must have preflighted. */
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
function preflighted(req: Request): boolean {
  const contentType = req.get('content-type');
  if (contentType !== undefined && !SIMPLE_CONTENT_TYPES.has(mediaTypeEssence(contentType))) return true;
  return !!(req.get('apollo-require-preflight') || req.get('x-apollo-operation-name'));
}

function restKey(req: Request): string | null {
  if (req.method !== 'GET' || !PUBLIC_REST_PATH.test(req.path)) return null;
  return `rest:${req.originalUrl}`;
}

/** Of the representation: the same JSON sent as another media type is another answer (RFC 9110 8.8.3). */
const etagOf = (contentType: string, body: Buffer) => `"${createHash('sha1').update(contentType).update('\n').update(body).digest('base64url')}"`;

export function ifNoneMatch(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  return !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** As the compression middleware (app.ts) does for answers of this size, but once per cached answer. */
const COMPRESS_FROM_BYTES = 1024;

export function encodedBody(req: Request, res: Response, hit: CachedAnswer): Buffer {
  if (hit.body.length < COMPRESS_FROM_BYTES) return hit.body;
  res.vary('Accept-Encoding');
  // Brotli first whenever it is accepted (browsers list gzip first, with the same weight).
  const encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
  if (!encoding) return hit.body;
  hit.encoded ??= {};
  const encoded = (hit.encoded[encoding] ??=
    encoding === 'br' ? brotliCompressSync(hit.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: hit.body.length } }) : gzipSync(hit.body));
  // Already encoded: the compression middleware leaves an answer with a Content-Encoding alone.
  res.setHeader('Content-Encoding', encoding);
  return encoded;
}

function answer(req: Request, res: Response, hit: CachedAnswer, api: 'graphql' | 'rest'): void {
  if (api === 'graphql') res.vary('Accept');
  res.setHeader('ETag', hit.etag);
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader(CACHE_HEADER, 'HIT');
  if (ifNoneMatch(req, hit.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type(hit.contentType).end(encodedBody(req, res, hit));
}

/** Keeps the answer the API is about to send, when it is a success worth keeping. */
function capture(req: Request, res: Response, key: string, api: 'graphql' | 'rest'): void {
  const generation = currentGeneration();
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    if (Buffer.isBuffer(chunk)) chunks.push(chunk);
    else if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const body = Buffer.concat(chunks);
    const contentType = String(res.getHeader('content-type') ?? '');
    if (res.statusCode === 200 && !res.headersSent && contentType.includes('json') && sameMediaType(req, contentType, api) && keepable(body, api)) {
      const etag = etagOf(contentType, body);
      if (api === 'graphql') res.vary('Accept');
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', CACHE_CONTROL);
      res.setHeader(CACHE_HEADER, 'MISS');
      storeAnswer(key, generation, { body, etag, contentType, storedAt: Date.now() });
    }
    return end(chunk, ...rest);
  }) as Response['end'];
}

/** A GraphQL answer is kept under the media type its key names, and only under that one. */
function sameMediaType(req: Request, contentType: string, api: 'graphql' | 'rest'): boolean {
  if (api === 'rest') return true;
  const negotiated = graphqlMediaType(req);
  return negotiated !== null && mediaTypeEssence(contentType) === mediaTypeEssence(negotiated);
}

/** GraphQL answers with errors (a partial failure) are not kept. */
function keepable(body: Buffer, api: 'graphql' | 'rest'): boolean {
  if (api === 'rest') return true;
  try {
    return !('errors' in (JSON.parse(body.toString('utf8')) as object));
  } catch {
    return false;
  }
}

export function publicCache(api: 'graphql' | 'rest'): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization) return next();
    const read = api === 'graphql' ? graphqlKey(req) : restKey(req);
    if (!read) return next();
    // Content is answered in the caller's language (settled by requestLanguage before this).
    const key = `${responseLanguage(req, res)}:${read}`;
    res.vary('Accept-Language');
    void getSettings()
      .then((settings) => {
        if (!settings.system.cacheEnabled) return next();
        const hit = cachedAnswer(key);
        countCacheLookup(api, hit ? 'hit' : 'miss');
        if (hit) return answer(req, res, hit, api);
        capture(req, res, key, api);
        next();
      })
      .catch(next);
  };
}
