/**
 * `$jsonSchema` as MongoDB implements it (draft 4 subset plus `bsonType`), for queries and
 * collection validators. Evaluation reports which rules failed in the shape mongod puts in a
 * validation error's `errInfo.details.schemaRulesNotSatisfied`.
 */
import { BadValueError, ErrorCode, StoreError } from './errors.js';
import { getField } from './own.js';
import { isNumeric, isPlainObject, toNumber, typeName, valuesEqual, type Doc } from './values.js';

/** One failed rule, as in mongod's errInfo. */
export type RuleFailure = Doc;

type Check = (v: unknown) => RuleFailure[];

const KEYWORDS = new Set([
  'bsonType', 'type', 'required', 'properties', 'additionalProperties', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'enum', 'items', 'minItems', 'maxItems', 'uniqueItems',
  'minProperties', 'maxProperties', 'allOf', 'anyOf', 'oneOf', 'not', 'title', 'description', 'multipleOf',
  'patternProperties', 'dependencies',
]);

const JSON_TYPES: Record<string, (v: unknown) => boolean> = {
  object: (v) => typeName(v) === 'object',
  array: Array.isArray,
  number: isNumeric,
  boolean: (v) => typeof v === 'boolean',
  string: (v) => typeof v === 'string',
  null: (v) => v === null,
};

function typeMatches(bsonType: unknown, v: unknown): boolean {
  const names = Array.isArray(bsonType) ? bsonType : [bsonType];
  const actual = typeName(v);
  return names.some((n) => n === actual || (n === 'number' && isNumeric(v)));
}

function fail(operatorName: string, specifiedAs: Doc, extra: Doc): RuleFailure[] {
  return [{ operatorName, specifiedAs, ...extra }];
}

/** Compiles a `$jsonSchema` document; throws mongod's parse errors for bad schemas. */
export function compileJsonSchema(schema: unknown): Check {
  if (!isPlainObject(schema)) throw new StoreError(ErrorCode.TypeMismatch, '$jsonSchema must be an object');
  for (const k of Object.keys(schema)) {
    if (!KEYWORDS.has(k)) throw new StoreError(ErrorCode.FailedToParse, `Unknown $jsonSchema keyword: ${k}`);
  }
  if (schema.type === 'integer') throw new StoreError(ErrorCode.FailedToParse, "$jsonSchema type 'integer' is not currently supported.");
  for (const k of ['patternProperties', 'dependencies', 'multipleOf', 'uniqueItems']) {
    if (schema[k] !== undefined) throw new StoreError(ErrorCode.CommandNotSupported, `$jsonSchema keyword '${k}' is not supported by the embedded store`);
  }
  const checks: Check[] = [];
  const s = schema;
  if (s.bsonType !== undefined) checks.push((v) => (v === undefined || typeMatches(s.bsonType, v) ? [] : fail('bsonType', { bsonType: s.bsonType }, { reason: 'type did not match', consideredValue: v, consideredType: typeName(v) })));
  if (s.type !== undefined) {
    const names = Array.isArray(s.type) ? s.type : [s.type];
    for (const n of names) if (typeof n !== 'string' || !JSON_TYPES[n]) throw new BadValueError(`Unknown type name alias: ${String(n)}`);
    checks.push((v) => (v === undefined || names.some((n) => JSON_TYPES[n as string]?.(v)) ? [] : fail('type', { type: s.type }, { reason: 'type did not match', consideredValue: v, consideredType: typeName(v) })));
  }
  const numeric = (op: string, test: (n: number, bound: number) => boolean, excl?: string): void => {
    if (s[op] === undefined) return;
    const bound = toNumber(s[op]);
    checks.push((v) => {
      if (!isNumeric(v)) return [];
      const n = toNumber(v);
      const exclusive = excl !== undefined && s[excl] === true;
      return test(n, bound) && !(exclusive && n === bound) ? [] : fail(op, { [op]: s[op], ...(exclusive ? { [excl]: true } : {}) }, { reason: 'comparison failed', consideredValue: v });
    });
  };
  numeric('minimum', (n, b) => n >= b, 'exclusiveMinimum');
  numeric('maximum', (n, b) => n <= b, 'exclusiveMaximum');
  const lengthRule = (op: string, of: (v: unknown) => number | undefined, ok: (len: number, bound: number) => boolean, reason: string): void => {
    if (s[op] === undefined) return;
    const bound = toNumber(s[op]);
    checks.push((v) => {
      const len = of(v);
      return len === undefined || ok(len, bound) ? [] : fail(op, { [op]: s[op] }, { reason, consideredValue: v });
    });
  };
  const strLen = (v: unknown): number | undefined => (typeof v === 'string' ? Array.from(v).length : undefined);
  const arrLen = (v: unknown): number | undefined => (Array.isArray(v) ? v.length : undefined);
  const propCount = (v: unknown): number | undefined => (isPlainObject(v) ? Object.keys(v).length : undefined);
  lengthRule('minLength', strLen, (l, b) => l >= b, 'specified string length was not satisfied');
  lengthRule('maxLength', strLen, (l, b) => l <= b, 'specified string length was not satisfied');
  lengthRule('minItems', arrLen, (l, b) => l >= b, 'array did not match specified length');
  lengthRule('maxItems', arrLen, (l, b) => l <= b, 'array did not match specified length');
  lengthRule('minProperties', propCount, (l, b) => l >= b, 'specified number of properties was not satisfied');
  lengthRule('maxProperties', propCount, (l, b) => l <= b, 'specified number of properties was not satisfied');
  if (s.pattern !== undefined) {
    const re = new RegExp(String(s.pattern), 'u');
    checks.push((v) => (typeof v !== 'string' || re.test(v) ? [] : fail('pattern', { pattern: s.pattern }, { reason: 'regular expression did not match', consideredValue: v })));
  }
  if (s.enum !== undefined) {
    if (!Array.isArray(s.enum) || s.enum.length === 0) throw new StoreError(ErrorCode.FailedToParse, "$jsonSchema keyword 'enum' must be a non-empty array");
    const values = s.enum;
    checks.push((v) => (v === undefined || values.some((x) => valuesEqual(x, v)) ? [] : fail('enum', { enum: values }, { reason: 'value was not found in enum', consideredValue: v })));
  }
  if (s.required !== undefined) {
    if (!Array.isArray(s.required) || s.required.some((r) => typeof r !== 'string')) throw new StoreError(ErrorCode.FailedToParse, "$jsonSchema keyword 'required' must be an array of strings");
    const required = s.required as string[];
    checks.push((v) => {
      if (!isPlainObject(v)) return [];
      const missing = required.filter((r) => getField(v, r) === undefined);
      return missing.length === 0 ? [] : fail('required', { required }, { missingProperties: missing });
    });
  }
  if (s.properties !== undefined) {
    if (!isPlainObject(s.properties)) throw new StoreError(ErrorCode.TypeMismatch, "$jsonSchema keyword 'properties' must be an object");
    const props = Object.entries(s.properties).map(([name, sub]) => [name, compileJsonSchema(sub)] as const);
    checks.push((v) => {
      if (!isPlainObject(v)) return [];
      const notSatisfied: Doc[] = [];
      for (const [name, check] of props) {
        const value = getField(v, name);
        if (value === undefined) continue;
        const details = check(value);
        if (details.length > 0) notSatisfied.push({ propertyName: name, details });
      }
      return notSatisfied.length === 0 ? [] : [{ operatorName: 'properties', propertiesNotSatisfied: notSatisfied }];
    });
  }
  if (s.additionalProperties !== undefined) {
    const allowed = new Set(isPlainObject(s.properties) ? Object.keys(s.properties) : []);
    const extraCheck = isPlainObject(s.additionalProperties) ? compileJsonSchema(s.additionalProperties) : undefined;
    if (s.additionalProperties !== true) {
      checks.push((v) => {
        if (!isPlainObject(v)) return [];
        const extra = Object.keys(v).filter((k) => !allowed.has(k));
        if (extraCheck) {
          const bad = extra.filter((k) => extraCheck(v[k]).length > 0);
          return bad.length === 0 ? [] : fail('additionalProperties', { additionalProperties: s.additionalProperties }, { additionalProperties: bad });
        }
        return extra.length === 0 ? [] : fail('additionalProperties', { additionalProperties: false }, { additionalProperties: extra });
      });
    }
  }
  if (s.items !== undefined) {
    if (Array.isArray(s.items)) {
      const each = s.items.map(compileJsonSchema);
      checks.push((v) => (Array.isArray(v) && each.some((c, i) => i < v.length && c(v[i]).length > 0) ? [{ operatorName: 'items', reason: 'At least one item did not match the sub-schema' }] : []));
    } else {
      const each = compileJsonSchema(s.items);
      checks.push((v) => {
        if (!Array.isArray(v)) return [];
        const i = v.findIndex((el) => each(el).length > 0);
        return i < 0 ? [] : [{ operatorName: 'items', reason: 'At least one item did not match the sub-schema', itemIndex: i, details: each(v[i]) }];
      });
    }
  }
  const combinator = (op: 'allOf' | 'anyOf' | 'oneOf', ok: (passes: number, total: number) => boolean): void => {
    if (s[op] === undefined) return;
    if (!Array.isArray(s[op]) || s[op].length === 0) throw new StoreError(ErrorCode.FailedToParse, `$jsonSchema keyword '${op}' must be a non-empty array`);
    const subs = (s[op] as unknown[]).map(compileJsonSchema);
    checks.push((v) => {
      const passes = subs.filter((c) => c(v).length === 0).length;
      return ok(passes, subs.length) ? [] : [{ operatorName: op, reason: 'the value did not match the combination of sub-schemas' }];
    });
  };
  combinator('allOf', (p, t) => p === t);
  combinator('anyOf', (p) => p > 0);
  combinator('oneOf', (p) => p === 1);
  if (s.not !== undefined) {
    const sub = compileJsonSchema(s.not);
    checks.push((v) => (sub(v).length === 0 ? [{ operatorName: 'not', reason: 'child expression matched' }] : []));
  }
  return (v) => {
    const out: RuleFailure[] = [];
    for (const c of checks) out.push(...c(v));
    return out;
  };
}

/** The top level of a `$jsonSchema` applies to the document itself. */
export function jsonSchemaPredicate(schema: unknown): (doc: Doc) => boolean {
  const check = compileJsonSchema(schema);
  return (doc) => check(doc).length === 0;
}
