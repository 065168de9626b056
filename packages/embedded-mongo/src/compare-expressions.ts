/** Comparison operators of aggregation expressions (pipelines and `$expr`), shared by both engines. */
import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { BadValueError } from './errors.js';
import { collationComparator, compareValues } from './values.js';

/**
 * Aggregation comparisons compare whole values in BSON order, across types (`{ $gt: [date, null] }`
 * is true, `{ $eq: [[1, 2], 1] }` false), and a missing field sorts before null. mingo's own
 * versions reuse the query predicates (same type only, array elements), so they are replaced.
 */
function aggregateCompare(test: (order: number) => boolean) {
  return (obj: unknown, expr: unknown, options: Options): boolean | number => {
    if (!Array.isArray(expr) || expr.length !== 2) throw new BadValueError('comparison expressions take exactly 2 arguments');
    const [a, b] = evalExpr(obj, expr, options) as [unknown, unknown];
    const strCmp = collationComparator(options.collation);
    const order = a === undefined ? (b === undefined ? 0 : -1) : b === undefined ? 1 : compareValues(a, b, strCmp);
    return test(order);
  };
}

export const AGGREGATE_COMPARISONS = {
  $eq: aggregateCompare((c) => c === 0),
  $ne: aggregateCompare((c) => c !== 0),
  $gt: aggregateCompare((c) => c > 0),
  $gte: aggregateCompare((c) => c >= 0),
  $lt: aggregateCompare((c) => c < 0),
  $lte: aggregateCompare((c) => c <= 0),
};

