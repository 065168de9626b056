/**
 * `$expr` evaluation through mingo's expression engine. Kept apart from the pipeline wiring
 * (mingo.ts) because the query compiler needs it and the pipeline's `$match` needs the query
 * compiler: one module each way would be an import circle.
 */
import { Context, ProcessingMode } from 'mingo/core';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import type { Doc } from './values.js';
import { AGGREGATE_COMPARISONS } from './compare-expressions.js';

/** Built once: building mingo's context per call is what made it slow. */
const EXPRESSION_CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: { ...expressionOperators, ...AGGREGATE_COMPARISONS },
  query: queryOperators,
});

const EXPRESSION_OPTIONS: Partial<Options> = {
  context: EXPRESSION_CONTEXT,
  processingMode: ProcessingMode.CLONE_OFF,
  useStrictMode: true,
  scriptEnabled: false,
  failOnError: true,
};

/** Compiles a `$expr` expression into a predicate (evaluated by mingo's expression engine). */
export function compileExprPredicate(expr: unknown): (doc: Doc) => boolean {
  const q = new Query({ $expr: expr }, EXPRESSION_OPTIONS);
  return (doc) => q.test(doc);
}

/** Evaluates `$expr`-style expressions one document at a time (compiled once per call site). */
const exprCache = new WeakMap<object, (doc: Doc) => boolean>();
export function evaluateExpression(doc: Doc, expr: unknown): boolean {
  if (expr === null || typeof expr !== 'object') return compileExprPredicate(expr)(doc);
  let fn = exprCache.get(expr);
  if (!fn) {
    fn = compileExprPredicate(expr);
    exprCache.set(expr, fn);
  }
  return fn(doc);
}
