/**
 * What an activity entry may hold of a record: the changed fields of an update, each value made
 * plain (ids as hex, dates as ISO text) and bounded, and never a secret. The deny list is checked
 * at every depth, so a secret inside a sub-document stays out too.
 */
import type { ActivityChangeDoc } from './activity.model.js';

/** Field names that never enter the log, whatever the model: hashes, tokens, TOTP secrets, file bytes. */
const SECRET_FIELD = /password|hash|token|secret|totp|otp|mfa|recovery|apikey|api_key|credential|buffer|bytes|knownaddresses|revokedsessions/i;
/** Bookkeeping that changes with every write and tells a reader nothing. */
const SKIPPED_FIELDS = new Set(['_id', '__v', 'createdAt', 'updatedAt']);
/** A long value (a course's modules, a description) is kept readable but bounded. */
const MAX_VALUE_CHARS = 500;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** A value as JSON would show it, with secret keys and binary data removed at every depth. */
export function plainValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return '[binary]';
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value === 'object') {
    const v = value as { _bsontype?: string; toHexString?: () => string };
    if (v._bsontype === 'ObjectId' && typeof v.toHexString === 'function') return v.toHexString();
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !isSecretField(k))
        .map(([k, inner]) => [k, plainValue(inner)]),
    );
  }
  return value;
}

function bounded(value: unknown): unknown {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length <= MAX_VALUE_CHARS) return value;
  return `${text.slice(0, MAX_VALUE_CHARS - 1)}…`;
}

/** The fields whose values differ between the two versions of a record, in a stable order. */
export function diffFields(before: object, after: object): ActivityChangeDoc[] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !SKIPPED_FIELDS.has(k) && !isSecretField(k)).sort();
  const changes: ActivityChangeDoc[] = [];
  for (const field of names) {
    const was = plainValue(b[field]);
    const now = plainValue(a[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({ field, before: bounded(was), after: bounded(now) });
  }
  return changes;
}
