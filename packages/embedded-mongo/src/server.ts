/**
 * TCP front end: accepts connections on 127.0.0.1, splits the byte stream into wire messages,
 * runs them one at a time per connection (drivers never pipeline OP_MSG), and writes replies.
 * A protocol violation closes only the offending connection; nothing a client sends can make
 * the process exit.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { StoreRuntime } from './context.js';
import { runCommand } from './commands.js';
import { encodeOpMsg, encodeOpReply, FrameReader, parseMessage, ProtocolError, type WireRequest } from './wire.js';
import { isPlainObject, type Doc } from './values.js';

export interface Logger {
  info(msg: string, meta?: Record<string, unknown>): void;
  warn(msg: string, meta?: Record<string, unknown>): void;
  error(msg: string, meta?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (msg, meta) => console.log(`[embedded-mongo] ${msg}${meta ? ' ' + JSON.stringify(meta) : ''}`),
  warn: (msg, meta) => console.warn(`[embedded-mongo] ${msg}${meta ? ' ' + JSON.stringify(meta) : ''}`),
  error: (msg, meta) => console.error(`[embedded-mongo] ${msg}${meta ? ' ' + JSON.stringify(meta) : ''}`),
};

export class WireServer {
  private server: Server | undefined;
  private socketServer: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private nextConnectionId = 1;

  constructor(
    private readonly rt: StoreRuntime,
    private readonly log: Logger,
  ) {}

  listen(port: number, host = '127.0.0.1'): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer((socket) => this.accept(socket));
      server.on('error', (err) => {
        // Only listen errors (EADDRINUSE...) reach here; never let them crash a running store.
        this.log.error('listener error', { error: err.message });
      });
      server.once('error', reject);
      server.listen({ port, host, exclusive: true }, () => {
        server.off('error', reject);
        this.server = server;
        const addr = server.address();
        resolve(typeof addr === 'object' && addr ? addr.port : port);
      });
    });
  }

  /**
   * Also listens on a Unix domain socket (as mongod does on /tmp/mongodb-<port>.sock): a client
   * in the same machine skips the TCP stack, which is most of a round trip's kernel time.
   */
  listenSocket(path: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const server = createServer((socket) => this.accept(socket));
      server.on('error', (err) => this.log.error('socket listener error', { error: err.message }));
      server.once('error', reject);
      server.listen({ path, exclusive: true }, () => {
        server.off('error', reject);
        this.socketServer = server;
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    const servers = [this.server, this.socketServer];
    this.server = undefined;
    this.socketServer = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await Promise.all(servers.map((server) => (server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve())));
  }

  private accept(socket: Socket): void {
    const connectionId = this.nextConnectionId++;
    const remote = socket.remoteAddress === undefined ? 'unix-socket' : `${socket.remoteAddress}:${socket.remotePort ?? 0}`;
    this.sockets.add(socket);
    this.rt.stats.connectionsCurrent++;
    this.rt.stats.connectionsTotal++;
    socket.setNoDelay(true);
    const reader = new FrameReader();
    const queue: Buffer[] = [];
    let running = false;
    let closed = false;

    const fail = (err: unknown): void => {
      if (closed) return;
      closed = true;
      this.log.warn('closing connection after protocol error', { connectionId, remote, error: err instanceof Error ? err.message : String(err) });
      socket.destroy();
    };

    const drain = async (): Promise<void> => {
      if (running) return;
      running = true;
      try {
        while (queue.length > 0 && !closed) {
          const frame = queue.shift() as Buffer;
          let req: WireRequest;
          try {
            req = parseMessage(frame);
          } catch (err) {
            fail(err);
            return;
          }
          const pending = this.handle(req, connectionId, remote);
          const reply = pending instanceof Promise ? await pending : pending;
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the socket may have closed while the reply was awaited; TypeScript keeps the narrowing from the loop's condition.
          if (reply && !closed && socket.writable) socket.write(reply);
        }
      } catch (err) {
        // A bug in a handler must not take the process down; drop this connection only.
        this.log.error('unexpected error while serving a connection', { connectionId, error: err instanceof Error ? err.stack : String(err) });
        fail(err);
      } finally {
        running = false;
      }
    };

    socket.on('data', (chunk: Buffer) => {
      if (closed) return;
      let frames: Buffer[];
      try {
        frames = reader.push(chunk);
      } catch (err) {
        fail(err);
        return;
      }
      if (frames.length === 0) return;
      queue.push(...frames);
      void drain();
    });
    socket.on('error', () => {
      // ECONNRESET and friends: the close handler does the bookkeeping.
    });
    socket.on('close', () => {
      closed = true;
      this.sockets.delete(socket);
      this.rt.stats.connectionsCurrent--;
    });
  }

  /** The encoded reply: synchronously when the command ran synchronously (most reads). */
  private handle(req: WireRequest, connectionId: number, remote: string): Buffer | undefined | Promise<Buffer | undefined> {
    if (req.kind === 'query') {
      const [db, ...rest] = req.fullCollectionName.split('.');
      if (rest.join('.') !== '$cmd' || !db) {
        return encodeOpReply(req.requestId, { ok: 0, errmsg: 'OP_QUERY is only supported for commands', code: 352, codeName: 'UnsupportedOpQueryCommand' });
      }
      const q = req.query;
      const body = isPlainObject(q.$query) ? q.$query : q;
      const reply = runCommand(this.rt, db, body, connectionId, remote);
      return reply instanceof Promise ? reply.then((r) => encodeOpReply(req.requestId, r)) : encodeOpReply(req.requestId, reply);
    }
    const body = req.body;
    const db = typeof body.$db === 'string' ? body.$db : undefined;
    if (db === undefined) {
      return this.encodeMsg(req, { ok: 0, errmsg: 'OP_MSG requests require a $db argument', code: 40571, codeName: 'Location40571' });
    }
    const reply = runCommand(this.rt, db, body, connectionId, remote);
    return reply instanceof Promise ? reply.then((r) => this.encodeMsg(req, r)) : this.encodeMsg(req, reply);
  }

  private encodeMsg(req: WireRequest, reply: Doc): Buffer | undefined {
    if (req.kind === 'msg' && req.moreToCome) return undefined;
    try {
      return encodeOpMsg(req.requestId, reply);
    } catch (err) {
      if (err instanceof ProtocolError) throw err;
      // e.g. a reply over the BSON size limit: report it instead of dropping the connection.
      return encodeOpMsg(req.requestId, { ok: 0, errmsg: `failed to encode reply: ${err instanceof Error ? err.message : String(err)}`, code: 10334, codeName: 'BSONObjectTooLarge' });
    }
  }
}
