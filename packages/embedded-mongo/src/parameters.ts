/**
 * getParameter / setParameter: the server parameters tools and drivers commonly read or set,
 * kept per store. Unknown names fail as mongod fails them; the values are reported, and only
 * the ones the store acts on change its behaviour (see README).
 */
import { ErrorCode, StoreError } from './errors.js';
import { nullProtoObject } from './own.js';
import type { Doc } from './values.js';

const DEFAULTS: Readonly<Record<string, unknown>> = {
  featureCompatibilityVersion: { version: '7.0' },
  logLevel: 0,
  notablescan: false,
  ttlMonitorEnabled: true,
  ttlMonitorSleepSecs: 60,
  cursorTimeoutMillis: 600_000,
  transactionLifetimeLimitSeconds: 60,
  maxTransactionLockRequestTimeoutMillis: 5,
  internalQueryMaxBlockingSortMemoryUsageBytes: 104_857_600,
  javascriptProtection: false,
  authenticationMechanisms: ['SCRAM-SHA-1', 'SCRAM-SHA-256'],
  diagnosticDataCollectionEnabled: false,
  quiet: false,
};

/** Parameters that cannot be changed at run time (mongod: "not allowed to change at runtime"). */
const READ_ONLY = new Set(['featureCompatibilityVersion', 'authenticationMechanisms']);

/** Command fields that are not parameter names. */
const COMMAND_FIELDS = new Set(['getParameter', 'setParameter', 'comment', 'lsid', '$db', '$readPreference', '$clusterTime', 'allParameters', 'showDetails']);

export class ServerParameters {
  private readonly values: Record<string, unknown> = nullProtoObject();

  constructor() {
    for (const [k, v] of Object.entries(DEFAULTS)) this.values[k] = v;
  }

  get(name: string): unknown {
    return Object.hasOwn(this.values, name) ? this.values[name] : undefined;
  }

  /** `{ getParameter: 1, name: 1 }` or `{ getParameter: '*' }`. */
  getCommand(body: Doc): Doc {
    const reply: Doc = {};
    if (body.getParameter === '*') {
      for (const [k, v] of Object.entries(this.values)) reply[k] = v;
    } else {
      for (const k of Object.keys(body)) {
        if (COMMAND_FIELDS.has(k) || k.startsWith('$')) continue;
        if (!Object.hasOwn(this.values, k)) throw new StoreError(ErrorCode.InvalidOptions, 'no option found to get');
        reply[k] = this.values[k];
      }
      if (Object.keys(reply).length === 0) throw new StoreError(ErrorCode.InvalidOptions, 'no option found to get');
    }
    reply.ok = 1;
    return reply;
  }

  /** `{ setParameter: 1, logLevel: 1 }`: replies with the previous value as `was`. */
  setCommand(body: Doc): Doc {
    const names = Object.keys(body).filter((k) => !COMMAND_FIELDS.has(k) && !k.startsWith('$'));
    if (names.length === 0) throw new StoreError(ErrorCode.InvalidOptions, 'no option found to set, use help:true to see options ');
    const reply: Doc = {};
    for (const name of names) {
      if (!Object.hasOwn(this.values, name)) {
        throw new StoreError(ErrorCode.InvalidOptions, `attempted to set unrecognized parameter [${name}], use help:true to see options `);
      }
      if (READ_ONLY.has(name)) throw new StoreError(ErrorCode.IllegalOperation, `not allowed to change [${name}] at runtime`);
      reply.was = this.values[name];
      this.values[name] = body[name];
    }
    reply.ok = 1;
    return reply;
  }
}
