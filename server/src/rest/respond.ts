/**
 * The REST envelope: success is `{ data }` (lists add `meta` with paging); documents are shaped as
 * JSON with `id` instead of `_id`, like the GraphQL types.
 */
import type { Response } from 'express';
import type { Actor } from '../modules/auth/actor.js';
import type { PageResult } from '../http/pagination.js';

export function actorOf(res: Response): Actor | null {
  return (res.locals['actor'] as Actor | null | undefined) ?? null;
}

/** Converts lean documents to plain JSON: ObjectIds to strings, `_id` to `id`, no `__v` or secrets. */
export function toJson(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map(toJson);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as Record<string, unknown> & { _bsontype?: string; toHexString?: () => string };
    if (v._bsontype === 'ObjectId' && typeof v.toHexString === 'function') return v.toHexString();
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(v)) {
      if (key === '__v' || key === 'passwordHash' || key === 'tokenVersion' || key === 'revokedSessions' || key === 'failedLoginCount' || key === 'lockedUntil') continue;
      out[key === '_id' ? 'id' : key] = toJson(inner);
    }
    return out;
  }
  return value;
}

export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ data: toJson(data) });
}

export function sendList<T>(res: Response, result: PageResult<T>): void {
  res.json({ data: toJson(result.items), meta: { total: result.total, page: result.page, pageSize: result.pageSize } });
}
