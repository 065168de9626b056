/**
 * The `$merge` aggregation stage: writes a pipeline's results into a collection, matching
 * existing documents on the `on` fields (default `_id`, otherwise a unique index must cover them),
 * with mongod's modes, options and error codes. As in mongod it is not atomic: documents written
 * before an error stay written.
 */
import type { Collection } from './collection.js';
import type { CommandContext } from './context.js';
import { ErrorCode, StoreError } from './errors.js';
import { runPipeline } from './mingo.js';
import { getField, setField } from './own.js';
import { getPath, splitPath } from './paths.js';
import { compileUpdate, immutableIdError } from './update.js';
import { validateWrite } from './validation.js';
import { prepareInsert, writeConflictError } from './writes.js';
import { cloneValue, isPlainObject, typeName, valuesEqual, type Doc } from './values.js';

type MatchedMode = 'replace' | 'keepExisting' | 'merge' | 'fail' | Doc[];
type NotMatchedMode = 'insert' | 'discard' | 'fail';

export interface MergeSpec {
  db: string;
  coll: string;
  on: string[];
  whenMatched: MatchedMode;
  whenNotMatched: NotMatchedMode;
  let: Doc | undefined;
}

const MATCHED = new Set(['replace', 'keepExisting', 'merge', 'fail']);
const NOT_MATCHED = new Set(['insert', 'discard', 'fail']);
const SPEC_FIELDS = new Set(['into', 'on', 'let', 'whenMatched', 'whenNotMatched', 'targetCollectionVersion']);

function intoTarget(ctx: CommandContext, into: unknown): { db: string; coll: string } {
  if (typeof into === 'string' && into.length > 0) return { db: ctx.db, coll: into };
  if (isPlainObject(into) && typeof into.coll === 'string' && into.coll.length > 0) {
    return { db: typeof into.db === 'string' ? into.db : ctx.db, coll: into.coll };
  }
  throw new StoreError(51178, `$merge 'into' field must be either a string or an object, but found ${typeName(into)}`);
}

function onFields(on: unknown): string[] {
  if (on === undefined) return ['_id'];
  const fields = typeof on === 'string' ? [on] : on;
  if (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string')) {
    throw new StoreError(51186, `$merge 'on' field must be either a string or an array of strings, but found ${typeName(on)}`);
  }
  if (fields.length === 0) throw new StoreError(51187, "If explicitly specifying $merge 'on', must include at least one field");
  return fields as string[];
}

const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Parses the stage's argument: a collection name or `{ into, on, let, whenMatched, whenNotMatched }`. */
export function parseMerge(ctx: CommandContext, spec: unknown): MergeSpec {
  if (typeof spec === 'string') return { ...intoTarget(ctx, spec), on: ['_id'], whenMatched: 'merge', whenNotMatched: 'insert', let: undefined };
  if (!isPlainObject(spec)) throw new StoreError(ErrorCode.TypeMismatch, `$merge requires a string or object argument, but found ${typeName(spec)}`);
  for (const k of Object.keys(spec)) {
    if (!SPEC_FIELDS.has(k)) throw new StoreError(40415, `BSON field '$merge.${k}' is an unknown field.`);
  }
  if (spec.into === undefined) throw new StoreError(40414, "BSON field '$merge.into' is missing but a required field");
  const whenMatched = spec.whenMatched ?? 'merge';
  if (!(Array.isArray(whenMatched) || (typeof whenMatched === 'string' && MATCHED.has(whenMatched)))) {
    throw new StoreError(ErrorCode.BadValue, `Enumeration value '${shown(whenMatched)}' for field '$merge.whenMatched' is not a valid value.`);
  }
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  if (typeof whenNotMatched !== 'string' || !NOT_MATCHED.has(whenNotMatched)) {
    throw new StoreError(ErrorCode.BadValue, `Enumeration value '${shown(whenNotMatched)}' for field '$merge.whenNotMatched' is not a valid value.`);
  }
  if (spec.let !== undefined && !Array.isArray(whenMatched)) {
    throw new StoreError(51199, `Cannot use 'let' variables with 'whenMatched: ${whenMatched}' mode`);
  }
  if (spec.let !== undefined && !isPlainObject(spec.let)) {
    throw new StoreError(ErrorCode.TypeMismatch, `BSON field '$merge.let' is the wrong type '${typeName(spec.let)}', expected type 'object'`);
  }
  return {
    ...intoTarget(ctx, spec.into),
    on: onFields(spec.on),
    whenMatched: whenMatched as MatchedMode,
    whenNotMatched: whenNotMatched as NotMatchedMode,
    let: spec.let,
  };
}

/** `on` fields other than `_id` must be covered by a unique index whose fields are exactly them. */
function checkUniqueIndex(coll: Collection | undefined, on: string[]): void {
  if (on.length === 1 && on[0] === '_id') return;
  const wanted = new Set(on);
  const found = coll && [...coll.indexes.values()].some((ix) => ix.unique && ix.fields.length === wanted.size && ix.fields.every((f) => wanted.has(f.path)));
  if (!found) throw new StoreError(51183, 'Cannot find index to verify that join fields will be unique');
}

function onFilter(doc: Doc, on: string[]): Doc {
  const filter: Doc = {};
  for (const field of on) {
    const value = getPath(doc, splitPath(field));
    if (value === undefined || value === null || Array.isArray(value)) {
      throw new StoreError(51132, "$merge write error: 'on' field cannot be missing, null, undefined or an array");
    }
    setField(filter, field, value);
  }
  return filter;
}

function merged(target: Doc, source: Doc): Doc {
  const next = cloneValue(target);
  for (const k of Object.keys(source)) {
    if (k === '_id') {
      if (!valuesEqual(source._id, target._id)) throw immutableIdError();
      continue;
    }
    setField(next, k, cloneValue(getField(source, k)));
  }
  return next;
}

function replaced(target: Doc, source: Doc): Doc {
  if (source._id !== undefined && !valuesEqual(source._id, target._id)) throw immutableIdError();
  const next: Doc = { _id: target._id };
  for (const k of Object.keys(source)) if (k !== '_id') setField(next, k, cloneValue(getField(source, k)));
  return next;
}

/** `let` variables are expressions over the result document; `$$new` is the document itself. */
function variablesFor(source: Doc, spec: MergeSpec): Doc {
  const vars: Doc = { new: source };
  if (!spec.let) return vars;
  const [values] = runPipeline([source], [{ $replaceWith: spec.let }], { resolveCollection: () => [] });
  for (const k of Object.keys(spec.let)) setField(vars, k, values ? getField(values, k) : undefined);
  return vars;
}

/** Applies one result document to the target collection according to the stage's modes. */
function mergeOne(ctx: CommandContext, coll: Collection, source: Doc, spec: MergeSpec, wctx: ReturnType<CommandContext['writeContext']>): void {
  const isIdJoin = spec.on.length === 1 && spec.on[0] === '_id';
  const doc = isIdJoin && source._id === undefined ? prepareInsert(source) : source;
  const filter = onFilter(doc, spec.on);
  const [match] = coll.query(filter, { txn: ctx.txn, limit: 1 }).matches;
  const bypass = ctx.body.bypassDocumentValidation === true;
  if (!match) {
    if (spec.whenNotMatched === 'discard') return;
    if (spec.whenNotMatched === 'fail') {
      throw new StoreError(13113, '$merge could not find a matching document in the target collection for at least one document in the source collection');
    }
    const inserted = prepareInsert(cloneValue(doc));
    validateWrite(coll, inserted, null, bypass);
    coll.insert(inserted, wctx);
    return;
  }
  if (coll.isLockedFor(match.rec, ctx.txn)) {
    throw writeConflictError();
  }
  let next: Doc;
  const mode = spec.whenMatched;
  if (mode === 'keepExisting') return;
  if (mode === 'fail') {
    throw new StoreError(ErrorCode.DuplicateKey, `E11000 duplicate key error collection: ${spec.db}.${spec.coll} index: _id_ dup key: { _id: ${JSON.stringify(String(match.doc._id))} }`);
  }
  if (mode === 'merge') next = merged(match.doc, doc);
  else if (mode === 'replace') next = replaced(match.doc, doc);
  else next = compileUpdate(mode, { query: filter, variables: variablesFor(doc, spec) }).apply(match.doc, false).doc;
  validateWrite(coll, next, match.doc, bypass);
  coll.replace(match.rec, next, wctx, mode === 'replace' ? 'replace' : 'update');
}

/** Runs `$merge` over the pipeline's results; the aggregate answers an empty cursor, as mongod does. */
export async function writeMerge(ctx: CommandContext, docs: Doc[], spec: MergeSpec): Promise<void> {
  if (ctx.txn) throw new StoreError(ErrorCode.OperationNotSupportedInTransaction, '$merge cannot be used in a transaction');
  checkUniqueIndex(ctx.rt.engine.getCollection(spec.db, spec.coll), spec.on);
  const wctx = ctx.writeContext();
  const coll = ctx.rt.engine.ensureCollection(spec.db, spec.coll, wctx);
  try {
    for (const d of docs) mergeOne(ctx, coll, d, spec, wctx);
  } finally {
    // What was written before a failing document stays written, as in mongod.
    await ctx.rt.commit(wctx);
  }
}
