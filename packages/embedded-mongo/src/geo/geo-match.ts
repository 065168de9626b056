/** The matcher's side of the geo operators: one predicate per operator on a field path. */
import type { Doc } from '../values.js';
import { geoValuesAt } from './geometry.js';
import { docNearDistance, parseIntersects, parseNear, parseWithin, regionMatches } from './operators.js';

export { GEO_OPERATORS, NEAR_MODIFIERS } from './operators.js';

/**
 * `expr` is the whole operator object of the field, since `$near` reads its sibling
 * `$maxDistance`/`$minDistance`. Ordering by distance is the planner's job (geo-plan.ts).
 */
export function compileGeoOperator(parts: string[], op: string, expr: Doc): (doc: Doc) => boolean {
  if (op === '$near' || op === '$nearSphere') {
    const q = parseNear(op, expr);
    return (doc) => {
      const d = docNearDistance(q, geoValuesAt(doc, parts));
      return Number.isFinite(d) && d >= q.min && d <= q.max;
    };
  }
  const region = op === '$geoIntersects' ? parseIntersects(expr[op]) : parseWithin(op, expr[op]);
  return (doc) => regionMatches(region, geoValuesAt(doc, parts));
}
