/**
 * Collection validators (`create` / `collMod` with `validator`, `validationLevel`,
 * `validationAction`), enforced on insert, update, replace and upsert like mongod: a failing
 * document is refused with 121 DocumentValidationFailure and an `errInfo` naming the rules it broke.
 */
import { ErrorCode, StoreError } from './errors.js';
import { compileJsonSchema, type RuleFailure } from './json-schema.js';
import { compileFilter, type Predicate } from './query.js';
import { isPlainObject, type Doc } from './values.js';

interface CompiledValidator {
  test: Predicate;
  clauses: { spec: Doc; test: Predicate; schema?: (v: unknown) => RuleFailure[] }[];
}

const compiled = new WeakMap<object, CompiledValidator>();

/** Compiles (and checks) a validator document; throws for an invalid one, as `create` does. */
export function compileValidator(validator: unknown): CompiledValidator {
  if (!isPlainObject(validator)) throw new StoreError(ErrorCode.TypeMismatch, "BSON field 'validator' is the wrong type, expected type 'object'");
  let c = compiled.get(validator);
  if (!c) {
    for (const k of ['$where', '$near', '$nearSphere', '$text', '$expr'] as const) {
      if (k !== '$expr' && k in validator) throw new StoreError(ErrorCode.InvalidOptions, `${k} is not allowed in collection validators`);
    }
    c = {
      test: compileFilter(validator),
      clauses: Object.entries(validator).map(([k, v]) => ({
        spec: { [k]: v },
        test: compileFilter({ [k]: v }),
        ...(k === '$jsonSchema' ? { schema: compileJsonSchema(v) } : {}),
      })),
    };
    compiled.set(validator, c);
  }
  return c;
}

function details(v: CompiledValidator, doc: Doc): Doc {
  const failing = v.clauses
    .map((clause, index) => ({ clause, index }))
    .filter(({ clause }) => !clause.test(doc))
    .map(({ clause, index }) => {
      const d: Doc = clause.schema
        ? { operatorName: '$jsonSchema', schemaRulesNotSatisfied: clause.schema(doc) }
        : { operatorName: Object.keys(clause.spec)[0] ?? '', specifiedAs: clause.spec, reason: 'expression did not match' };
      return { index, details: d };
    });
  if (failing.length === 1) return failing[0]?.details ?? {};
  return { operatorName: '$and', clausesNotSatisfied: failing };
}

export interface ValidationTarget {
  options: Doc;
}

/**
 * Checks a document about to be written. `before` is the stored version for an update (null for
 * an insert or upsert). Returns a warning text when `validationAction: 'warn'` let it through.
 */
export function validateWrite(coll: ValidationTarget, doc: Doc, before: Doc | null, bypass: boolean): string | undefined {
  const { validator } = coll.options;
  if (validator === undefined || bypass) return undefined;
  const level = coll.options.validationLevel ?? 'strict';
  if (level === 'off') return undefined;
  const v = compileValidator(validator);
  if (v.test(doc)) return undefined;
  // moderate: updates to documents that were already invalid are not checked.
  if (level === 'moderate' && before !== null && !v.test(before)) return undefined;
  const errInfo = { failingDocumentId: doc._id, details: details(v, doc) };
  if (coll.options.validationAction === 'warn') return `Document would fail validation: ${JSON.stringify(errInfo.details)}`;
  throw new StoreError(ErrorCode.DocumentValidationFailure, 'Document failed validation', { errInfo });
}

/** The validation options `create` and `collMod` accept. */
export function checkValidationOptions(options: Doc): void {
  if (options.validator !== undefined) compileValidator(options.validator);
  const level = options.validationLevel;
  if (level !== undefined && level !== 'off' && level !== 'strict' && level !== 'moderate') {
    throw new StoreError(ErrorCode.BadValue, `Enumeration value '${String(level)}' for field 'validationLevel' is not a valid value.`);
  }
  const action = options.validationAction;
  if (action !== undefined && action !== 'error' && action !== 'warn' && action !== 'errorAndLog') {
    throw new StoreError(ErrorCode.BadValue, `Enumeration value '${String(action)}' for field 'validationAction' is not a valid value.`);
  }
}
