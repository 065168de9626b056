/**
 * Field access on documents by own properties only. In MongoDB `__proto__`, `constructor` and
 * `prototype` are ordinary field names; in JavaScript `doc[key]` finds inherited members for them
 * (`doc.__proto__` is Object.prototype, `doc.constructor` is Object) and `doc[key] = v` with
 * `__proto__` replaces the prototype instead of adding a field. Every read or write of a field
 * whose name comes from a client goes through these, so no document, update, projection or
 * pipeline can reach Object.prototype (a process-wide prototype pollution).
 */

const hasOwn = Object.hasOwn;
const objectProto: object = Object.prototype;

/** True when `obj` has its own field `key`. */
export function hasField(obj: object, key: string): boolean {
  return hasOwn(obj, key);
}

/** The value of `obj`'s own field `key`; undefined when it is missing or only inherited. */
export function getField(obj: Readonly<Record<string, unknown>>, key: string): unknown {
  const v = obj[key];
  // Only names that exist on Object.prototype can be inherited by a plain document; checked at
  // call time so it holds even if someone else's code added a property there.
  if (v !== undefined && key in objectProto && !hasOwn(obj, key)) return undefined;
  return v;
}

/**
 * A reader of field `key` for one synchronous pass (a $group over a collection, say): when no
 * inherited member has that name now, nothing can add one before the pass ends, so the reader is a
 * plain property read; otherwise it is getField. Saves getField's prototype check per document.
 */
export function fieldReader(key: string): (obj: Readonly<Record<string, unknown>>) => unknown {
  if (key in objectProto) return (obj) => getField(obj, key);
  return (obj) => obj[key];
}

/** Sets `obj`'s own field `key` (a data property even for `__proto__`). */
export function setField(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    obj[key] = value;
  }
}

/** An object with no prototype, for lookup tables keyed by client-supplied names. */
export function nullProtoObject<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
