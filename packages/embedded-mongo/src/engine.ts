/**
 * The storage engine: databases -> collections, namespace-level operations (create/drop, indexes),
 * journal replay, and the commit point where a command's journal ops become durable. Everything
 * that mutates state does so synchronously inside one command, then awaits `commit`, so a
 * command's effects form one journal frame (all or nothing after a crash).
 */
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { Collection, type JournalOp, type WriteContext } from './collection.js';
import { Index, normalizeIndexSpec } from './indexes.js';
import { checkOneTextIndex } from './text/text-index.js';
import { valueKey, type Doc } from './values.js';

/** Where committed ops go: the journal when persistent, nowhere in memory-only mode. */
export interface Persistence {
  append(ops: JournalOp[]): Promise<void>;
}

const INVALID_DB_CHARS = /[/\\. "$\0]/;

export function validateDbName(db: string): void {
  if (db.length === 0 || db.length >= 64 || INVALID_DB_CHARS.test(db)) {
    throw new StoreError(ErrorCode.InvalidNamespace, `Invalid database name: '${db}'`);
  }
}

export function validateCollName(db: string, name: unknown): string {
  if (typeof name !== 'string' || name.length === 0) {
    throw new StoreError(ErrorCode.InvalidNamespace, `Invalid namespace specified '${db}.${String(name)}'`);
  }
  if (name.includes('$') || name.includes('\0') || name.startsWith('.')) {
    throw new StoreError(ErrorCode.InvalidNamespace, `Invalid collection name: ${name}`);
  }
  return name;
}

export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  persistence: Persistence | undefined;

  getCollection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  /** Returns the collection, creating it (journaled) if needed, like an implicit create on write. */
  ensureCollection(db: string, name: string, ctx: WriteContext): Collection {
    const existing = this.getCollection(db, name);
    if (existing) return existing;
    return this.createCollection(db, name, {}, ctx);
  }

  createCollection(db: string, name: string, options: Doc, ctx: WriteContext): Collection {
    validateDbName(db);
    validateCollName(db, name);
    if (this.getCollection(db, name)) {
      throw new StoreError(ErrorCode.NamespaceExists, `Collection ${db}.${name} already exists.`);
    }
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    const coll = new Collection(db, name, options);
    colls.set(name, coll);
    ctx.ops.push({ op: 'createColl', db, coll: name, options });
    ctx.undo?.push(() => {
      this.dbs.get(db)?.delete(name);
      if (this.dbs.get(db)?.size === 0) this.dbs.delete(db);
    });
    return coll;
  }

  dropCollection(db: string, name: string, ctx: WriteContext): Collection | undefined {
    const coll = this.getCollection(db, name);
    if (!coll) return undefined;
    if (coll.dirty.size > 0) {
      throw new StoreError(ErrorCode.WriteConflict, 'Unable to drop a collection with an open transaction on it', {}, ['TransientTransactionError']);
    }
    const colls = this.dbs.get(db);
    colls?.delete(name);
    if (colls?.size === 0) this.dbs.delete(db);
    ctx.ops.push({ op: 'dropColl', db, coll: name });
    (ctx.changes ??= []).push({ kind: 'drop', db, coll: name });
    return coll;
  }

  dropDatabase(db: string, ctx: WriteContext): void {
    const colls = this.dbs.get(db);
    if (!colls) return;
    for (const c of colls.values()) {
      if (c.dirty.size > 0) {
        throw new StoreError(ErrorCode.WriteConflict, 'Unable to drop a database with an open transaction on it', {}, ['TransientTransactionError']);
      }
    }
    this.dbs.delete(db);
    ctx.ops.push({ op: 'dropDb', db });
    (ctx.changes ??= []).push(...[...colls.keys()].map((coll) => ({ kind: 'drop' as const, db, coll })), { kind: 'dropDatabase', db });
  }

  /** Creates an index unless an identical one exists; returns whether it was created. */
  createIndex(coll: Collection, rawSpec: unknown, ctx: WriteContext): boolean {
    const spec = normalizeIndexSpec(rawSpec);
    const name = String(spec.name);
    const keyText = valueKey(spec.key);
    if (name === '_id_' || keyText === valueKey({ _id: 1 })) {
      if (keyText !== valueKey({ _id: 1 }) && name === '_id_') {
        throw new StoreError(ErrorCode.IndexKeySpecsConflict, `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: { v: 2, key: { _id: 1 }, name: "_id_" }`);
      }
      return false;
    }
    const sameName = coll.indexes.get(name);
    const comparable = (s: Doc): string => valueKey({ ...s, name: undefined, v: undefined });
    if (sameName) {
      if (comparable(sameName.spec) === comparable(spec)) return false;
      throw new StoreError(
        ErrorCode.IndexKeySpecsConflict,
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
      );
    }
    checkOneTextIndex(coll.indexes.values(), spec, (a, b) => comparable(a) === comparable(b));
    for (const other of coll.indexes.values()) {
      if (valueKey(other.spec.key) === keyText) {
        if (comparable(other.spec) === comparable(spec)) {
          throw new StoreError(ErrorCode.IndexOptionsConflict, `Index already exists with a different name: ${other.name}`);
        }
        throw new StoreError(
          ErrorCode.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(other.spec)}`,
        );
      }
    }
    if (spec.partialFilterExpression !== undefined && spec.sparse === true) {
      throw new StoreError(ErrorCode.CannotCreateIndex, 'cannot mix "partialFilterExpression" and "sparse" options');
    }
    const index = new Index(spec);
    coll.addIndex(index);
    ctx.ops.push({ op: 'createIndex', db: coll.db, coll: coll.name, spec });
    ctx.undo?.push(() => coll.indexes.delete(name));
    return true;
  }

  /** Replaces a collection's options (collMod: validator, validationLevel, validationAction). */
  setCollectionOptions(coll: Collection, options: Doc, ctx: WriteContext): void {
    const before = coll.options;
    coll.options = options;
    ctx.ops.push({ op: 'setOptions', db: coll.db, coll: coll.name, options });
    ctx.undo?.push(() => {
      coll.options = before;
    });
  }

  dropIndex(coll: Collection, name: string, ctx: WriteContext): void {
    if (name === '_id_') throw new StoreError(ErrorCode.InvalidOptions, 'cannot drop _id index');
    if (!coll.indexes.has(name)) throw new StoreError(ErrorCode.IndexNotFound, `index not found with name [${name}]`);
    coll.indexes.delete(name);
    ctx.ops.push({ op: 'dropIndex', db: coll.db, coll: coll.name, name });
  }

  /** Makes a command's ops durable (no-op in memory-only mode or when nothing was written). */
  commit(ctx: WriteContext): Promise<void> | undefined {
    if (ctx.ops.length === 0 || !this.persistence) return undefined;
    const ops = ctx.ops;
    ctx.ops = [];
    return this.persistence.append(ops);
  }

  /** Re-applies one journal op during recovery (no journaling, no transaction). */
  replay(op: JournalOp): void {
    const ctx: WriteContext = { ops: [] };
    switch (op.op) {
      case 'put': {
        const coll = this.ensureCollection(op.db, op.coll, ctx);
        const rec = coll.records.get(valueKey(op.doc._id));
        if (rec) coll.replace(rec, op.doc, ctx);
        else coll.insert(op.doc, ctx);
        break;
      }
      case 'del': {
        const coll = this.getCollection(op.db, op.coll);
        const rec = coll?.records.get(valueKey(op.id));
        if (coll && rec) coll.remove(rec, ctx);
        break;
      }
      case 'createColl':
        if (!this.getCollection(op.db, op.coll)) this.createCollection(op.db, op.coll, op.options, ctx);
        break;
      case 'dropColl':
        this.dropCollection(op.db, op.coll, ctx);
        break;
      case 'createIndex': {
        const coll = this.ensureCollection(op.db, op.coll, ctx);
        this.createIndex(coll, op.spec, ctx);
        break;
      }
      case 'dropIndex': {
        const coll = this.getCollection(op.db, op.coll);
        if (coll?.indexes.has(op.name)) this.dropIndex(coll, op.name, ctx);
        break;
      }
      case 'dropDb':
        this.dropDatabase(op.db, ctx);
        break;
      case 'setOptions': {
        const coll = this.getCollection(op.db, op.coll);
        if (coll) this.setCollectionOptions(coll, op.options, ctx);
        break;
      }
      default:
        throw new BadValueError(`unknown journal op ${JSON.stringify(op)}`);
    }
  }
}
