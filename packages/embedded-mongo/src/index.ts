/**
 * Embedded MongoDB-compatible store: lets mongoose and the official `mongodb` driver run unchanged
 * where no mongod can be installed (dev machines, CI).
 *
 * Architecture (one small module per job):
 *   wire.ts          OP_MSG / OP_QUERY framing, BSON decoding into the canonical value model
 *   server.ts        TCP listener on 127.0.0.1, per-connection message queue, protocol-error isolation
 *   commands.ts      command dispatch, admin commands, error replies, transaction binding
 *   reads.ts         find/getMore/killCursors/count/distinct;  command-args.ts: argument parsing
 *   writes.ts        insert/update/delete/findAndModify, statement retries on transaction locks
 *   aggregate.ts     aggregate (index-aware leading $match, count fast path) and explain
 *   engine.ts        databases and collections, namespace ops, journal replay, commit point
 *   collection.ts    records, write primitives keeping indexes/unique constraints/locks/journal in step
 *   indexes.ts       ordered secondary indexes (compound, multikey, unique, sparse, partial)
 *   planner.ts       index selection for equality / $in / range predicates
 *   query.ts         filter compiler with MongoDB semantics and error codes
 *   update.ts        update operators, positional paths, arrayFilters, upsert seeds
 *   projection.ts    find projections;  sort.ts: sort specs;  paths.ts: dotted paths
 *   mingo.ts         aggregation pipeline through mingo, with our $match/$sort/$unwind/$group
 *   expression.ts    $expr through mingo's expression engine
 *   values.ts        BSON value model, MongoDB's type order and equality
 *   cursors.ts       server-side cursors;  transactions.ts: sessions, undo log, record locks
 *   change-log.ts    committed changes kept for change streams; change-streams.ts: $changeStream, awaiting getMore
 *   journal.ts       append-only fsync'd journal with group commit, snapshots and compaction
 *   ttl.ts           TTL index monitor;  group.ts: native $group;  format.ts: mongod-style values in messages
 *   cli.ts           `npm run db` standalone server
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CursorRegistry } from './cursors.js';
import { ChangeLog } from './change-log.js';
import { ChangeStreamCursors } from './change-streams.js';
import { hostName } from './commands.js';
import type { WriteContext } from './collection.js';
import type { StoreRuntime } from './context.js';
import { Engine } from './engine.js';
import { openJournal, type Journal } from './journal.js';
import { consoleLogger, WireServer, type Logger } from './server.js';
import { ServerParameters } from './parameters.js';
import { TransactionManager } from './transactions.js';
import { startTtlMonitor } from './ttl.js';

export interface EmbeddedStoreOptions {
  /** Directory for the journal and snapshots; omitted = in-memory only. */
  dataDir?: string;
  /** TCP port on 127.0.0.1; omitted or 0 = a free ephemeral port. */
  port?: number;
  logger?: Logger;
  /** Journal size that triggers compaction into a snapshot (default 64 MB). */
  compactThresholdBytes?: number;
  /** How often TTL indexes are enforced (default 60 s, like mongod). */
  ttlIntervalMs?: number;
  /** Also listen on a Unix domain socket in a private temporary directory (default true). */
  socket?: boolean;
  /** Refuse server-side JavaScript (`$where`), like `mongod --noscripting` (default false). */
  noScripting?: boolean;
}

export interface EmbeddedStore {
  /** TCP on 127.0.0.1: for tools (Compass, mongosh) and other processes. */
  uri: string;
  port: number;
  /**
   * The same server over its Unix domain socket (`mongodb://%2Ftmp%2F...sock/`), the faster way
   * in for a client on this machine; undefined when the socket is off or could not be created.
   */
  socketUri: string | undefined;
  stop(): Promise<void>;
}

/** Logger that only reports problems, so tests and the app stay quiet. */
const quietLogger: Logger = { info: () => undefined, warn: (msg, meta) => consoleLogger.warn(msg, meta), error: (msg, meta) => consoleLogger.error(msg, meta) };

export async function startEmbeddedStore(options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
  const log = options.logger ?? quietLogger;
  const engine = new Engine();
  let journal: Journal | undefined;
  const txnsRef: { current?: TransactionManager } = {};
  if (options.dataDir) {
    journal = await openJournal(options.dataDir, engine, {
      log,
      compactThresholdBytes: options.compactThresholdBytes,
      canCompact: () => (txnsRef.current?.activeCount ?? 0) === 0,
    });
    engine.persistence = journal;
  }
  const changes = new ChangeLog();
  // The commit point: a command's (or a committed transaction's) changes reach change streams here.
  const commit = (ctx: WriteContext): Promise<void> | undefined => {
    if (ctx.changes !== undefined && ctx.changes.length > 0) {
      changes.append(ctx.changes, ctx.txn !== undefined);
      ctx.changes = [];
    }
    return engine.commit(ctx);
  };
  const txns = new TransactionManager(commit);
  txnsRef.current = txns;
  const cursors = new CursorRegistry();
  const rt: StoreRuntime = {
    engine,
    cursors,
    txns,
    persistent: journal !== undefined,
    host: hostName(),
    scripting: options.noScripting !== true,
    parameters: new ServerParameters(),
    changes,
    changeStreams: new ChangeStreamCursors(),
    commit,
    stats: {
      startedAt: Date.now(),
      connectionsCurrent: 0,
      connectionsTotal: 0,
      opcounters: { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 },
      opLatencies: {
        reads: { latency: 0, ops: 0 },
        writes: { latency: 0, ops: 0 },
        commands: { latency: 0, ops: 0 },
        transactions: { latency: 0, ops: 0 },
      },
    },
  };
  const server = new WireServer(rt, log);
  const stopTtl = startTtlMonitor(rt, options.ttlIntervalMs ?? 60_000, log);
  let port: number;
  try {
    port = await server.listen(options.port ?? 0);
  } catch (err) {
    stopTtl();
    cursors.close();
    await journal?.close();
    throw err;
  }
  const socket = options.socket === false ? undefined : await listenOnSocket(server, log);
  let stopped: Promise<void> | undefined;
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    port,
    socketUri: socket ? `mongodb://${encodeURIComponent(socket.path)}/` : undefined,
    stop: () => {
      stopped ??= (async () => {
        stopTtl();
        changes.close();
        await server.close();
        if (socket) await rm(socket.dir, { recursive: true, force: true });
        txns.abortAll();
        cursors.close();
        await journal?.close();
      })();
      return stopped;
    },
  };
}

const SOCKET_DIR_PREFIX = 'embedded-mongo-';
/** sun_path holds 108 bytes on Linux, 104 on macOS and the BSDs, terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = process.platform === 'linux' ? 107 : 103;
/** A directory younger than this may belong to a store that has not started listening yet. */
const STALE_AFTER_MS = 60_000;

/** A socket in a fresh 0700 directory, so only this user can connect; TCP alone if that fails. */
async function listenOnSocket(server: WireServer, log: Logger): Promise<{ dir: string; path: string } | undefined> {
  await sweepStaleSocketDirs();
  let dir: string | undefined;
  try {
    dir = await mkdtemp(join(tmpdir(), SOCKET_DIR_PREFIX));
    const path = join(dir, 'mongod.sock');
    // A longer path is silently cut short by the OS (sun_path), putting the socket outside `dir`.
    if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) throw new Error(`socket path too long (${Buffer.byteLength(path)} bytes): ${path}`);
    await server.listenSocket(path);
    return { dir, path };
  } catch (err) {
    log.warn('Unix domain socket unavailable; serving TCP only', { error: err instanceof Error ? err.message : String(err) });
    if (dir) await rm(dir, { recursive: true, force: true });
    return undefined;
  }
}

/**
 * Removes the socket directories of stores that died without stopping (SIGKILL, a crash): ours,
 * older than a minute, and with nothing listening on their socket. Best effort, never fails.
 */
export async function sweepStaleSocketDirs(root = tmpdir()): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(root)).filter((n) => n.startsWith(SOCKET_DIR_PREFIX));
  } catch {
    return;
  }
  const uid = process.getuid?.();
  await Promise.all(
    names.map(async (name) => {
      const dir = join(root, name);
      try {
        const info = await stat(dir);
        if (!info.isDirectory() || (uid !== undefined && info.uid !== uid) || Date.now() - info.mtimeMs < STALE_AFTER_MS) return;
        if (await isListening(join(dir, 'mongod.sock'))) return;
        await rm(dir, { recursive: true, force: true });
      } catch {
        // Gone meanwhile, or not ours to touch.
      }
    }),
  );
}

function isListening(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect({ path });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

export type { Logger } from './server.js';
export { startEmbeddedStoreThread, type ThreadOptions } from './thread.js';
