/**
 * Aggregation support for geo and text: the `$geoNear` first stage, `$text` in the leading
 * `$match` with `{ $meta: 'textScore' }` in later stages, and MongoDB's placement rules for both.
 */
import { BadValueError, StoreError } from './errors.js';
import { runGeoNear } from './geo/geo-near-stage.js';
import type { Index, Rec } from './indexes.js';
import type { QueryPlan } from './planner.js';
import { setField } from './own.js';
import { QueryMeta } from './search-meta.js';
import { isPlainObject, type Doc } from './values.js';

/** Hidden field carrying each document's text score through the pipeline (removed from the output). */
const SCORE_FIELD = '__embeddedTextScore';

function containsKey(v: unknown, keys: ReadonlySet<string>): boolean {
  if (Array.isArray(v)) return v.some((x) => containsKey(x, keys));
  if (!isPlainObject(v)) return false;
  for (const [k, x] of Object.entries(v)) if (keys.has(k) || containsKey(x, keys)) return true;
  return false;
}

const NEAR_KEYS = new Set(['$near', '$nearSphere']);
const TEXT_KEY = new Set(['$text']);

/** MongoDB's placement rules: $geoNear first only; $text only in a first $match; $near never in $match. */
export function checkSearchStages(pipeline: Doc[]): void {
  pipeline.forEach((stage, i) => {
    if ('$geoNear' in stage && i > 0) throw new StoreError(40602, '$geoNear is only valid as the first stage in a pipeline.');
    const match = stage.$match;
    if (match === undefined) return;
    if (containsKey(match, NEAR_KEYS)) throw new BadValueError('$geoNear, $near, and $nearSphere are not allowed in this context');
    if (i > 0 && containsKey(match, TEXT_KEY)) throw new StoreError(17313, '$match with $text is only allowed as the first pipeline stage');
  });
}

export function geoNearInput(stage: Doc, source: { ns: string; indexes: Iterable<Index>; visible: (rec: Rec) => Doc | null } | undefined): Doc[] {
  return runGeoNear(stage.$geoNear, source);
}

function isTextScoreMeta(v: unknown): boolean {
  return isPlainObject(v) && Object.keys(v).length === 1 && v.$meta === 'textScore';
}

function rewriteMeta(v: unknown, inSort: boolean): unknown {
  if (Array.isArray(v)) return v.map((x) => rewriteMeta(x, false));
  if (!isPlainObject(v)) return v;
  if (isTextScoreMeta(v)) return `$${SCORE_FIELD}`;
  const out: Doc = {};
  for (const [k, x] of Object.entries(v)) {
    if (inSort && isTextScoreMeta(x)) out[SCORE_FIELD] = -1;
    else setField(out, k, rewriteMeta(x, k === '$sort'));
  }
  return out;
}

/**
 * When the leading $match used the text index and later stages ask for the score: the input
 * documents get the score in a hidden field and `{ $meta: 'textScore' }` reads it.
 */
export function withTextScores(plan: QueryPlan | undefined, input: Doc[], rest: Doc[]): { input: Doc[]; rest: Doc[]; strip: (docs: Doc[]) => Doc[] } {
  const none = { input, rest, strip: (docs: Doc[]) => docs };
  if (!rest.some((s) => JSON.stringify(s).includes('"textScore"'))) return none;
  if (plan?.special?.kind !== 'text') throw new StoreError(40218, 'query requires text score metadata, but it is not available');
  const meta = new QueryMeta(plan);
  return {
    input: input.map((d) => ({ ...d, [SCORE_FIELD]: meta.value('textScore', d) })),
    rest: rest.map((s) => rewriteMeta(s, false) as Doc),
    strip: (docs) =>
      docs.map((d) => {
        if (!(SCORE_FIELD in d)) return d;
        const { [SCORE_FIELD]: _score, ...restDoc } = d;
        return restDoc;
      }),
  };
}
