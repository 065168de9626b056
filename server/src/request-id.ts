/**
 * Every answer carries an X-Request-Id, and the request log line has the same id (pino-http's
 * `req.id`), so a caller's report can be matched to the server log. With tracing on (tracing.ts)
 * the id is the request's trace id, so the same id also finds the trace. Otherwise a caller's own
 * id is kept when it is a sane token, and a fresh UUID is made when not.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSpanContextValid, trace } from '@opentelemetry/api';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The trace id of the request's span; undefined without tracing (the API's no-op answers no span). */
function traceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? context.traceId : undefined;
}

export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = traceId() ?? (typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID());
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
