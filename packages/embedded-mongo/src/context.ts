/** Types shared by the command handlers: the store's runtime state and one command invocation. */
import type { ChangeLog } from './change-log.js';
import type { ChangeStreamCursors } from './change-streams.js';
import type { WriteContext } from './collection.js';
import type { CursorRegistry } from './cursors.js';
import type { Engine } from './engine.js';
import type { Transaction, TransactionManager } from './transactions.js';
import type { ServerParameters } from './parameters.js';
import type { Doc } from './values.js';

export interface StoreStats {
  startedAt: number;
  connectionsCurrent: number;
  connectionsTotal: number;
  opcounters: { insert: number; query: number; update: number; delete: number; getmore: number; command: number };
  /** Server-side time per class of operation in microseconds, as in mongod's serverStatus.opLatencies. */
  opLatencies: Record<'reads' | 'writes' | 'commands' | 'transactions', { latency: number; ops: number }>;
}

export interface StoreRuntime {
  engine: Engine;
  cursors: CursorRegistry;
  txns: TransactionManager;
  stats: StoreStats;
  persistent: boolean;
  host: string;
  /** False when started with noScripting: `$where` is refused. */
  scripting: boolean;
  parameters: ServerParameters;
  /** Committed changes, for change streams, and the change streams' cursors. */
  changes: ChangeLog;
  changeStreams: ChangeStreamCursors;
  /** Resolves when a write context's ops are durable (journal fsync), immediately in memory. */
  commit(ctx: WriteContext): Promise<void> | undefined;
}

export interface CommandContext {
  rt: StoreRuntime;
  db: string;
  body: Doc;
  name: string;
  txn: Transaction | undefined;
  connectionId: number;
  remote: string;
  /** A write context bound to the transaction when there is one. */
  writeContext(this: CommandContext): WriteContext;
}

export type CommandHandler = (ctx: CommandContext) => Doc | Promise<Doc>;
