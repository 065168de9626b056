/**
 * A graceful stop of the HTTP server (SIGTERM): it stops accepting connections at once (a balancer
 * gets "connection refused" and sends the request to another process without it having been sent,
 * so even a POST is retried safely), and every answer not sent yet says `Connection: close`
 * (trackInFlight), so each connection ends cleanly after its request. In-flight requests finish; after `graceMs` the
 * connections still open are cut.
 *
 * Idle keep-alive connections are left for the peer to close: closing one ourselves races with a
 * request the peer may be sending on it at that instant, which would then fail with no way to tell
 * whether it ran (nginx does not replay a POST that was sent). nginx closes its idle connections
 * to the app sooner than Node's keepAliveTimeout (deploy/nginx.conf: `keepalive_timeout`), and Node
 * closes the rest at its timeout. `closeIdleAtOnce` (an interactive Ctrl-C, with no balancer to race
 * with) closes them straight away instead.
 */
import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { RequestHandler } from 'express';

export type DrainResult = { forcedConnections: number };

export type InFlight = {
  /** Keeps the answers not sent yet, and closes the connection after each answer once draining. */
  middleware: RequestHandler;
  /** Every answer not sent yet, and every later one, asks to close its connection. */
  closeAfterAnswers: () => void;
};

/** The answers being prepared: one set entry per request in flight, gone when it ends. */
export function trackInFlight(): InFlight {
  const open = new Set<ServerResponse>();
  let draining = false;
  return {
    middleware: (_req, res, next) => {
      if (draining) res.setHeader('Connection', 'close');
      else {
        open.add(res);
        res.once('close', () => open.delete(res));
      }
      next();
    },
    closeAfterAnswers: () => {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      open.clear();
    },
  };
}

/** Stops accepting connections and waits up to `graceMs` for the open ones to end (see above). */
export async function drainHttpServer(server: HttpServer, opts: { graceMs: number; closeIdleAtOnce?: boolean }): Promise<DrainResult> {
  // net.Server's close, not http.Server's: the latter also closes idle keep-alive connections at once.
  const closed = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => {
      resolve();
    });
  });
  if (opts.closeIdleAtOnce) server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), opts.graceMs);
  });
  const outcome = await Promise.race([closed, graceOver]);
  clearTimeout(timer);
  if (outcome !== 'grace over') return { forcedConnections: 0 };
  const open = await new Promise<number>((resolve) => {
    server.getConnections((_err, count) => resolve(count));
  });
  server.closeAllConnections();
  return { forcedConnections: open };
}
