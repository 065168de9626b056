/** Argument parsing shared by the command handlers, with mongod's error codes for bad arguments. */
import type { CommandContext } from './context.js';
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { collationComparator, isNumeric, isPlainObject, toInt, typeName, type Collation, type Doc, type StringComparator } from './values.js';

export function collectionName(ctx: CommandContext): string {
  const v = ctx.body[ctx.name];
  if (typeof v !== 'string') {
    throw new StoreError(ErrorCode.InvalidNamespace, `collection name has invalid type ${typeName(v)}`);
  }
  if (v.length === 0) throw new StoreError(ErrorCode.InvalidNamespace, `Invalid namespace specified '${ctx.db}.'`);
  return v;
}

export function objectField(ctx: CommandContext, field: string, value: unknown = ctx.body[field]): Doc | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) {
    throw new StoreError(ErrorCode.TypeMismatch, `BSON field '${ctx.name}.${field}' is the wrong type '${typeName(value)}', expected type 'object'`);
  }
  return value;
}

export function nonNegative(ctx: CommandContext, field: string): number | undefined {
  const v = ctx.body[field];
  if (v === undefined || v === null) return undefined;
  if (!isNumeric(v)) {
    throw new StoreError(ErrorCode.TypeMismatch, `BSON field '${ctx.name}.${field}' is the wrong type '${typeName(v)}', expected types '[long, int, decimal, double]'`);
  }
  const n = toInt(v);
  if (n < 0) throw new StoreError(51024, `BSON field '${field}' value must be >= 0, actual value '${n}'`);
  return n;
}

/**
 * An operation's collation, or else its collection's default one (from `create`), as mongod
 * applies it: an explicit `{ locale: 'simple' }` turns the default off.
 */
export function collationOrDefault(raw: unknown, coll: { options: Doc } | undefined): unknown {
  return raw ?? coll?.options.collation;
}

export function collationOf(raw: unknown): StringComparator | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) throw new StoreError(ErrorCode.TypeMismatch, "BSON field 'collation' is the wrong type, expected type 'object'");
  if (typeof raw.locale !== 'string') throw new StoreError(40414, "BSON field 'collation.locale' is missing but a required field");
  try {
    return collationComparator(raw as unknown as Collation);
  } catch {
    throw new BadValueError(`Field 'locale' is invalid in: ${JSON.stringify(raw)}`);
  }
}

