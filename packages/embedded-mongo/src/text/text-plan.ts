/** Planning of `$text`: the collection's one text index gives the candidates and their scores. */
import { BadValueError, ErrorCode, StoreError } from '../errors.js';
import type { Index, Rec } from '../indexes.js';
import { isPlainObject, type Doc } from '../values.js';
import type { TextKeys } from './text-index.js';
import { lookupTerms, parseTextQuery, textMatches, textMatchesCandidate, type TextQuery } from './text-query.js';

/**
 * Shared by one query's predicate and plan: the plan fills in the candidates' scores (read from
 * index keys), so the predicate need not re-tokenize a document the index already matched.
 */
export interface TextState {
  scores?: Map<Doc, number>;
}

export interface TextPlan {
  recs: Rec[];
  index: Index;
  keys: TextKeys;
  query: TextQuery;
  scores: Map<Doc, number>;
  keysExamined: number;
}

export function textIndexOf(indexes: Iterable<Index>): Index | undefined {
  for (const index of indexes) if (index.text && index.spec.hidden !== true) return index;
  return undefined;
}

export function textIndexRequired(): StoreError {
  return new StoreError(ErrorCode.IndexNotFound, 'text index required for $text query');
}

/** The `$text` argument of a filter (top level or under $and); throws for several or nested ones. */
export function findText(filter: Doc): unknown {
  const found: unknown[] = [];
  const visit = (f: Doc, top: boolean): void => {
    for (const [key, expr] of Object.entries(f)) {
      if (key === '$text') {
        if (!top) throw new StoreError(ErrorCode.CommandNotSupported, '$text inside $or, $nor or $not is not supported by the embedded store');
        found.push(expr);
      } else if (key === '$and' && Array.isArray(expr)) {
        for (const sub of expr) if (isPlainObject(sub)) visit(sub, top);
      } else if ((key === '$or' || key === '$nor') && Array.isArray(expr)) {
        for (const sub of expr) if (isPlainObject(sub)) visit(sub, false);
      }
    }
  };
  visit(filter, true);
  if (found.length > 1) throw new BadValueError('Too many text expressions');
  return found[0];
}

/** The matcher's `$text` predicate for a collection's text index. */
export function textPredicate(keys: TextKeys, state: TextState): (arg: unknown) => (doc: Doc) => boolean {
  return (arg) => {
    const q = parseTextQuery(arg, keys);
    return (doc) => (state.scores?.has(doc) ? textMatchesCandidate(keys, q, doc) : textMatches(keys, q, doc));
  };
}

export function planText(filter: Doc, indexes: Iterable<Index>, visible: (rec: Rec) => Doc | null, state?: TextState): TextPlan | undefined {
  const arg = findText(filter);
  if (arg === undefined) return undefined;
  const index = textIndexOf(indexes);
  if (!index?.text) throw textIndexRequired();
  const query = parseTextQuery(arg, index.text);
  const byRec = new Map<Rec, number>();
  let keysExamined = 0;
  for (const term of lookupTerms(query)) {
    index.lookupKeys([term], (key, rec) => {
      keysExamined++;
      byRec.set(rec, (byRec.get(rec) ?? 0) + (key[1] as number));
    });
  }
  const scores = new Map<Doc, number>();
  for (const [rec, score] of byRec) {
    // Index keys describe the record's current version; another transaction's reader sees the
    // committed one, which the predicate then checks from its text.
    const doc = visible(rec);
    if (doc && doc === rec.doc) scores.set(doc, score);
  }
  if (state) state.scores = scores;
  return { recs: [...byRec.keys()], index, keys: index.text, query, scores, keysExamined };
}
