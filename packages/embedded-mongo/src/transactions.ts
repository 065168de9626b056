/**
 * Multi-document transactions. Writes are applied in place but each touched record is write-locked
 * and keeps its committed version (`before`), so other sessions keep reading committed data and
 * get a WriteConflict if they write it. Abort replays the undo log; commit journals all of the
 * transaction's ops as one frame and releases the locks. Transactions idle past their lifetime
 * are aborted so a vanished client cannot hold locks forever.
 */
import { Long } from 'bson';
import type { Collection, WriteContext } from './collection.js';
import type { Rec } from './indexes.js';
import { ErrorCode, StoreError } from './errors.js';
import { isPlainObject, toNumber, valueKey, type Doc } from './values.js';

const TRANSACTION_LIFETIME_MS = 60_000;

export class Transaction {
  state: 'active' | 'committed' | 'aborted' = 'active';
  readonly ctx: WriteContext;
  readonly locked = new Set<{ coll: Collection; rec: Rec }>();
  timer: NodeJS.Timeout | undefined;

  constructor(
    readonly sessionKey: string,
    readonly txnNumber: bigint,
  ) {
    this.ctx = { txn: this, ops: [], undo: [], locked: this.locked };
  }
}

interface SessionState {
  txn: Transaction | undefined;
}

function txnNumberOf(v: unknown): bigint {
  if (v instanceof Long) return v.toBigInt();
  return BigInt(Math.trunc(toNumber(v)));
}

function noSuchTransaction(n: bigint, why = 'has been aborted'): StoreError {
  return new StoreError(ErrorCode.NoSuchTransaction, `Transaction with { txnNumber: ${n.toString()} } ${why}.`, {}, ['TransientTransactionError']);
}

export class TransactionManager {
  private readonly sessions = new Map<string, SessionState>();

  constructor(private readonly persist: (ops: WriteContext) => Promise<void> | undefined) {}

  get activeCount(): number {
    let n = 0;
    for (const s of this.sessions.values()) if (s.txn?.state === 'active') n++;
    return n;
  }

  static sessionKey(body: Doc): string | undefined {
    const lsid = body.lsid;
    return isPlainObject(lsid) ? valueKey(lsid.id) : undefined;
  }

  /**
   * The transaction a command with `autocommit: false` runs in, starting one on
   * `startTransaction: true`.
   */
  forCommand(body: Doc, commandName: string): Transaction {
    const key = TransactionManager.sessionKey(body);
    if (key === undefined || body.txnNumber === undefined) {
      throw new StoreError(ErrorCode.InvalidOptions, 'Transactions require a session id and txnNumber');
    }
    const n = txnNumberOf(body.txnNumber);
    let session = this.sessions.get(key);
    if (!session) {
      session = { txn: undefined };
      this.sessions.set(key, session);
    }
    const current = session.txn;
    if (body.startTransaction === true) {
      if (current && current.txnNumber >= n) {
        throw new StoreError(ErrorCode.ConflictingOperationInProgress, `Cannot start transaction ${n.toString()} on session because a newer transaction ${current.txnNumber.toString()} has already started`);
      }
      if (current?.state === 'active') this.abort(current);
      const txn = new Transaction(key, n);
      txn.timer = setTimeout(() => {
        if (txn.state === 'active') this.abort(txn);
      }, TRANSACTION_LIFETIME_MS);
      txn.timer.unref();
      session.txn = txn;
      return txn;
    }
    if (!current || current.txnNumber !== n) throw noSuchTransaction(n, 'has been aborted');
    if (current.state === 'committed' && commandName !== 'commitTransaction' && commandName !== 'abortTransaction') {
      throw new StoreError(ErrorCode.TransactionCommitted, `Transaction with { txnNumber: ${n.toString()} } has been committed.`);
    }
    if (current.state === 'aborted') throw noSuchTransaction(n);
    return current;
  }

  async commit(txn: Transaction): Promise<void> {
    if (txn.state === 'committed') return;
    if (txn.state === 'aborted') throw noSuchTransaction(txn.txnNumber);
    txn.state = 'committed';
    clearTimeout(txn.timer);
    const pending = this.persist(txn.ctx);
    for (const { coll, rec } of txn.locked) coll.release(rec);
    txn.locked.clear();
    txn.ctx.undo = [];
    await pending;
  }

  abort(txn: Transaction): void {
    if (txn.state !== 'active') {
      if (txn.state === 'committed') {
        throw new StoreError(ErrorCode.TransactionCommitted, `Transaction with { txnNumber: ${txn.txnNumber.toString()} } has been committed.`);
      }
      return;
    }
    txn.state = 'aborted';
    clearTimeout(txn.timer);
    const undo = txn.ctx.undo ?? [];
    for (let i = undo.length - 1; i >= 0; i--) (undo[i] as () => void)();
    for (const { coll, rec } of txn.locked) coll.release(rec);
    txn.locked.clear();
    txn.ctx.undo = [];
    txn.ctx.ops = [];
    txn.ctx.changes = [];
  }

  endSessions(ids: unknown[]): void {
    for (const lsid of ids) {
      const key = isPlainObject(lsid) ? valueKey(lsid.id) : undefined;
      if (key === undefined) continue;
      const s = this.sessions.get(key);
      if (s?.txn?.state === 'active') this.abort(s.txn);
      this.sessions.delete(key);
    }
  }

  abortAll(): void {
    for (const s of this.sessions.values()) if (s.txn?.state === 'active') this.abort(s.txn);
    this.sessions.clear();
  }
}
