/**
 * Every answer carries an X-Request-Id, and the request log line has the same id (pino-http's
 * `req.id`), so a caller's report can be matched to the server log. A caller's own id is kept
 * when it is a sane token; otherwise a fresh UUID is made.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
