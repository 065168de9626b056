/**
 * The single place mingo is wired in. mingo evaluates aggregation stages and expressions; the
 * stages whose semantics must match the rest of the store are replaced by our own implementations:
 * `$match` (our matcher: BSON-aware equality, collation, error codes), `$sort` (MongoDB's type
 * order), and `$unwind` (mingo's mutates its input documents, which here are the stored ones).
 * The operator context is built once and reused; building it per call is what made mingo slow.
 */
import { Aggregator } from 'mingo/aggregator';
import { Context, ProcessingMode } from 'mingo/core';
import { AGGREGATE_COMPARISONS } from './compare-expressions.js';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query } from 'mingo/query';
import type { CollationSpec, Options } from 'mingo/types';
import { BadValueError } from './errors.js';
import { fastGroup } from './group.js';
import { compileFilter } from './query.js';
import { collectValues, getPath, splitPath } from './paths.js';
import { sortDocuments } from './sort.js';
import { cloneValue, collationComparator, isPlainObject, valueKey, type Collation, type Doc } from './values.js';
import { getField, setField } from './own.js';

function collationOf(options: Options): ReturnType<typeof collationComparator> {
  return collationComparator(options.collation);
}

function matchStage(coll: Iterator, expr: unknown, options: Options): Iterator {
  const pred = compileFilter(expr, {
    collation: collationOf(options),
    // mingo's options carry the pipeline's variables ($lookup let, $$NOW...), so $expr sees them.
    compileExpr: (e) => {
      const q = new Query({ $expr: e }, options);
      return (doc) => q.test(doc);
    },
  });
  return coll.filter((doc: Doc) => pred(doc));
}

function sortStage(coll: Iterator, spec: unknown, options: Options): Iterator {
  const strCmp = collationOf(options);
  return coll.transform((docs: Doc[]) => Lazy(sortDocuments(docs, spec, strCmp)));
}

/** Non-mutating $unwind: copies the path down to the unwound field instead of editing the input. */
function unwindStage(coll: Iterator, spec: unknown, _options: Options): Iterator {
  const opts: Doc = typeof spec === 'string' ? { path: spec } : isPlainObject(spec) ? spec : {};
  const path = opts.path;
  if (typeof path !== 'string' || !path.startsWith('$')) {
    throw new BadValueError('$unwind path must be a string beginning with $', 28818);
  }
  const parts = splitPath(path.slice(1));
  const indexField = typeof opts.includeArrayIndex === 'string' ? opts.includeArrayIndex : undefined;
  const preserve = opts.preserveNullAndEmptyArrays === true;
  return coll.transform((docs: Doc[]) => {
    const out: Doc[] = [];
    for (const doc of docs) {
      const value = getPath(doc, parts);
      if (Array.isArray(value) && value.length > 0) {
        value.forEach((el, i) => {
          const copy = withPath(doc, parts, 0, el);
          if (indexField) setField(copy, indexField, i);
          out.push(copy);
        });
      } else if (Array.isArray(value) || value === undefined || value === null) {
        if (!preserve) continue;
        const copy = Array.isArray(value) ? withPath(doc, parts, 0, undefined) : { ...doc };
        if (indexField) setField(copy, indexField, null);
        out.push(copy);
      } else {
        if (indexField) {
          const copy = { ...doc };
          setField(copy, indexField, null);
          out.push(copy);
        }
        else out.push(doc);
      }
    }
    return Lazy(out);
  });
}

function withPath(doc: Doc, parts: string[], i: number, value: unknown): Doc {
  const key = parts[i] as string;
  const copy: Doc = { ...doc };
  if (i === parts.length - 1) {
    if (value === undefined) delete copy[key];
    else setField(copy, key, value);
  } else {
    const child = getField(doc, key);
    setField(copy, key, withPath(isPlainObject(child) ? child : {}, parts, i + 1, value));
  }
  return copy;
}

/** The keys a document has at a path for a $lookup equality (array elements each; missing as null). */
function lookupKeys(doc: Doc, parts: readonly string[]): string[] {
  return collectValues(doc, parts).map((v) => valueKey(v ?? null));
}

/**
 * $lookup with localField/foreignField *and* a pipeline (MongoDB 5.0's concise correlated form):
 * the pipeline runs over the foreign documents that match the equality only. mingo 7 runs it over
 * the whole foreign collection whenever one matches, so every row joined the same documents.
 * The other forms are mingo's.
 */
function lookupStage(coll: Iterator, spec: unknown, options: Options): Iterator {
  const lookup = pipelineOperators.$lookup;
  if (
    !isPlainObject(spec) ||
    typeof spec.from !== 'string' ||
    typeof spec.localField !== 'string' ||
    typeof spec.foreignField !== 'string' ||
    !Array.isArray(spec.pipeline) ||
    spec.pipeline.length === 0
  ) {
    return lookup(coll, spec as Parameters<typeof lookup>[1], options);
  }
  const resolver = options.collectionResolver;
  if (!resolver) throw new BadValueError(`$lookup: cannot read collection ${spec.from}`);
  const foreign = resolver(spec.from) as Doc[];
  const foreignParts = splitPath(spec.foreignField);
  const localParts = splitPath(spec.localField);
  const byKey = new Map<string, Doc[]>();
  const position = new Map<Doc, number>();
  for (const doc of foreign) {
    position.set(doc, position.size);
    for (const key of new Set(lookupKeys(doc, foreignParts))) {
      const list = byKey.get(key);
      if (list) list.push(doc);
      else byKey.set(key, [doc]);
    }
  }
  const rest: Doc = { pipeline: spec.pipeline, as: spec.as, ...(spec.let !== undefined ? { let: spec.let } : {}) };
  return coll.map((doc: Doc) => {
    const matched = new Set<Doc>();
    for (const key of lookupKeys(doc, localParts)) for (const d of byKey.get(key) ?? []) matched.add(d);
    // In foreign collection order, as mongod reads it; mingo then runs the pipeline with `let`.
    const from = [...matched].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
    const [joined] = lookup(Lazy([doc]), { ...rest, from } as Parameters<typeof lookup>[1], options).collect<Doc>();
    return joined;
  });
}

/** $group: native for common shapes (see group.ts), mingo's evaluator otherwise. */
function groupStage(coll: Iterator, spec: unknown, options: Options): Iterator {
  return coll.transform((docs: Doc[]) => {
    const fast = fastGroup(docs, spec);
    if (fast) return Lazy(fast);
    return pipelineOperators.$group(Lazy(docs), spec as Parameters<typeof pipelineOperators.$group>[1], options);
  });
}

const CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: { ...expressionOperators, ...AGGREGATE_COMPARISONS },
  pipeline: { ...pipelineOperators, $match: matchStage, $sort: sortStage, $unwind: unwindStage, $group: groupStage, $lookup: lookupStage },
  projection: projectionOperators,
  query: queryOperators,
  window: windowOperators,
});

const BASE_OPTIONS: Partial<Options> = {
  context: CONTEXT,
  processingMode: ProcessingMode.CLONE_OFF,
  useStrictMode: true,
  scriptEnabled: false,
  failOnError: true,
};

/** Stages known not to mutate their input documents (with the overrides above). */
const SAFE_STAGES = new Set(['$match', '$group', '$sort', '$skip', '$limit', '$count', '$sortByCount', '$unwind', '$sample']);

/** True when every stage (including nested $facet/$lookup pipelines) leaves input documents untouched. */
export function pipelineIsReadOnly(pipeline: unknown[]): boolean {
  for (const stage of pipeline) {
    if (!isPlainObject(stage)) return false;
    const [name] = Object.keys(stage);
    if (name === undefined) return false;
    const spec = stage[name];
    if (SAFE_STAGES.has(name)) continue;
    if (name === '$facet' && isPlainObject(spec)) {
      if (!Object.values(spec).every((p) => Array.isArray(p) && pipelineIsReadOnly(p))) return false;
      continue;
    }
    if (name === '$lookup' && isPlainObject(spec)) {
      if (spec.pipeline !== undefined && !(Array.isArray(spec.pipeline) && pipelineIsReadOnly(spec.pipeline))) return false;
      continue;
    }
    if (name === '$project' && isPlainObject(spec)) {
      // Top-level inclusions/computed fields build new objects; nested exclusions edit in place.
      if (Object.keys(spec).every((k) => !k.includes('.'))) continue;
    }
    return false;
  }
  return true;
}

export interface PipelineOptions {
  collation?: Collation | undefined;
  variables?: Doc | undefined;
  /** Resolves `$lookup.from` / `$unionWith` / `$graphLookup` to the documents of a collection. */
  resolveCollection: (name: string) => Doc[];
}

/** Runs an aggregation pipeline over documents. Input documents are never modified. */
export function runPipeline(docs: Doc[], pipeline: Doc[], opts: PipelineOptions): Doc[] {
  const readOnly = pipelineIsReadOnly(pipeline);
  const input = readOnly ? docs : docs.map((d) => cloneValue(d));
  const options: Partial<Options> = {
    ...BASE_OPTIONS,
    collectionResolver: (name: string) => {
      const found = opts.resolveCollection(name);
      return readOnly ? found : found.map((d) => cloneValue(d));
    },
    ...(opts.collation ? { collation: opts.collation as CollationSpec } : {}),
    ...(opts.variables ? { variables: opts.variables } : {}),
  };
  const agg = new Aggregator(pipeline, options);
  return agg.run<Doc>(input);
}
