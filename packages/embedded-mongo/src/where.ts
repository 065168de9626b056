/**
 * `$where`: a JavaScript predicate (a string, or the driver's Code for a function) run per
 * document in a `node:vm` context of its own with a time limit, as mongod runs it in its own JS
 * engine. The document enters the sandbox as Extended JSON text parsed there, so the code only
 * ever sees objects of the sandbox's realm (no path to this process's constructors or globals).
 * A store started with `noScripting` (mongod's `--noscripting`) refuses `$where` altogether.
 */
import { createContext, Script, type Context } from 'node:vm';
import { EJSON } from 'bson';
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { bsonTag, type Doc } from './values.js';

/** Time one document's evaluation may take. */
export const WHERE_TIME_LIMIT_MS = 1000;

/** Source of the function `$where` runs with `this` (and `obj`) bound to the document. */
function functionSource(arg: unknown): string {
  let code: string;
  if (typeof arg === 'string') code = arg;
  else if (bsonTag(arg) === 'Code') code = String((arg as { code: unknown }).code);
  else throw new BadValueError('$where got bad type');
  const trimmed = code.trim();
  if (/^function\b/.test(trimmed) || /^\(?\s*\(?[\w\s,]*\)?\s*=>/.test(trimmed)) return `(${trimmed})`;
  // A string is a function body when it returns, an expression otherwise (as the shell wrote them).
  return /\breturn\b/.test(trimmed) ? `(function () { ${trimmed} })` : `(function () { return (${trimmed}); })`;
}

const PRELUDE = `
  'use strict';
  const revive = (v) => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(revive);
    if (typeof v.$date === 'string' || typeof v.$date === 'number') return new Date(v.$date);
    if (typeof v.$oid === 'string') return v.$oid;
    for (const k of Object.keys(v)) v[k] = revive(v[k]);
    return v;
  };
`;

/** Compiles `$where`'s argument into a document predicate. */
export function compileWhere(arg: unknown): (doc: Doc) => boolean {
  const source = functionSource(arg);
  let context: Context;
  let run: Script;
  try {
    context = createContext(Object.create(null) as object, { codeGeneration: { strings: false, wasm: false } });
    new Script(PRELUDE + `globalThis.__fn = ${source};`).runInContext(context, { timeout: WHERE_TIME_LIMIT_MS });
    // `obj` is a global, as in mongod, so a function written elsewhere still sees it.
    run = new Script(`globalThis.obj = revive(JSON.parse(__doc)); !!__fn.call(obj, obj);`);
  } catch (err) {
    throw new StoreError(ErrorCode.JSInterpreterFailure, `SyntaxError: ${err instanceof Error ? err.message : String(err)}`);
  }
  return (doc) => {
    (context as Record<string, unknown>).__doc = EJSON.stringify(doc, { relaxed: true });
    try {
      return run.runInContext(context, { timeout: WHERE_TIME_LIMIT_MS }) === true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (/timed out/i.test(message)) {
        throw new StoreError(ErrorCode.JSInterpreterFailure, `Plan executor error during find command :: caused by :: JavaScript execution interrupted (time limit ${WHERE_TIME_LIMIT_MS} ms)`);
      }
      throw new StoreError(ErrorCode.JSInterpreterFailure, `Plan executor error during find command :: caused by :: ${message}`);
    }
  };
}

/** True when a command document carries `$where` anywhere (checked only with noScripting). */
export function mentionsWhere(v: unknown, depth = 0): boolean {
  if (depth > 100 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((x) => mentionsWhere(x, depth + 1));
  if (bsonTag(v) !== undefined) return false;
  for (const k of Object.keys(v)) {
    if (k === '$where' || mentionsWhere((v as Doc)[k], depth + 1)) return true;
  }
  return false;
}
