/**
 * `$text` queries: parsing `$search` into terms, negated terms, phrases and negated phrases (as
 * MongoDB's FTSQueryImpl does), matching a document, and its text score.
 */
import { BadValueError, ErrorCode, StoreError } from '../errors.js';
import { isPlainObject, typeName, type Doc } from '../values.js';
import type { TextKeys } from './text-index.js';
import { fold, languageOf, tokenize, words, type Language, type TokenOptions } from './tokenizer.js';

export interface TextQuery {
  terms: string[];
  negatedTerms: string[];
  phrases: string[];
  negatedPhrases: string[];
  language: Language;
  options: TokenOptions;
}

const TEXT_FIELDS = new Set(['$search', '$language', '$caseSensitive', '$diacriticSensitive']);

function boolField(arg: Doc, name: string): boolean {
  const v = arg[name];
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new StoreError(ErrorCode.TypeMismatch, `BSON field '$text.${name}' is the wrong type '${typeName(v)}', expected type 'bool'`);
  return v;
}

/** Parses the `$text` argument against the collection's text index. */
export function parseTextQuery(arg: unknown, keys: TextKeys): TextQuery {
  if (!isPlainObject(arg)) throw new BadValueError('$text expects an object');
  for (const k of Object.keys(arg)) {
    if (!TEXT_FIELDS.has(k)) throw new StoreError(40415, `BSON field '$text.${k}' is an unknown field.`);
  }
  const search = arg.$search;
  if (search === undefined) throw new StoreError(40414, "BSON field '$text.$search' is missing but a required field");
  if (typeof search !== 'string') throw new StoreError(ErrorCode.TypeMismatch, `BSON field '$text.$search' is the wrong type '${typeName(search)}', expected type 'string'`);
  let language = keys.defaultLanguage;
  if (arg.$language !== undefined) {
    if (typeof arg.$language !== 'string') throw new StoreError(ErrorCode.TypeMismatch, `BSON field '$text.$language' is the wrong type '${typeName(arg.$language)}', expected type 'string'`);
    language = languageOf(arg.$language, (name) => new BadValueError(`unsupported language: "${name}" for text index version 3`, 17262));
  }
  const options: TokenOptions = { caseSensitive: boolField(arg, '$caseSensitive'), diacriticSensitive: boolField(arg, '$diacriticSensitive') };
  return { ...splitSearch(search, language, options), language, options };
}

/**
 * Splits `$search`: quoted text is a phrase (its words also count as terms unless negated); a `-`
 * at the start of a word negates that word or the phrase it opens.
 */
function splitSearch(search: string, lang: Language, opts: TokenOptions): Pick<TextQuery, 'terms' | 'negatedTerms' | 'phrases' | 'negatedPhrases'> {
  const terms = new Set<string>();
  const negatedTerms = new Set<string>();
  const phrases: string[] = [];
  const negatedPhrases: string[] = [];
  let i = 0;
  while (i < search.length) {
    const c = search[i] as string;
    if (/\s/u.test(c)) {
      i++;
      continue;
    }
    const negated = c === '-' && i + 1 < search.length && !/\s/u.test(search[i + 1] as string);
    const start = negated ? i + 1 : i;
    if (search[start] === '"') {
      const end = search.indexOf('"', start + 1);
      const body = end < 0 ? search.slice(start + 1) : search.slice(start + 1, end);
      i = end < 0 ? search.length : end + 1;
      if (negated) negatedPhrases.push(body);
      else {
        phrases.push(body);
        for (const t of tokenize(body, lang, opts)) terms.add(t);
      }
      continue;
    }
    let end = start;
    while (end < search.length && !/\s/u.test(search[end] as string) && search[end] !== '"') end++;
    const chunk = search.slice(start, end);
    i = end;
    // A word may hold several tokens ("e-mail"): a negation applies to the first only, like mongod.
    const toks = words(chunk);
    toks.forEach((w, n) => {
      for (const t of tokenize(w, lang, opts)) (negated && n === 0 ? negatedTerms : terms).add(t);
    });
  }
  return { terms: [...terms], negatedTerms: [...negatedTerms], phrases, negatedPhrases };
}

/** Terms used for index lookups (always case and diacritic insensitive, as the index stores them). */
export function lookupTerms(q: TextQuery): string[] {
  if (!q.options.caseSensitive && !q.options.diacriticSensitive) return q.terms;
  return [...new Set(q.terms.map((t) => fold(t)))];
}

function phraseIn(keys: TextKeys, doc: Doc, phrase: string, opts: TokenOptions): boolean {
  const needle = fold(phrase, opts);
  return keys.texts(doc).some(({ text }) => fold(text, opts).includes(needle));
}

/** Whether a document satisfies the text query (any term, every phrase, no negated term or phrase). */
export function textMatches(keys: TextKeys, q: TextQuery, doc: Doc): boolean {
  if (q.terms.length === 0) return false;
  const docTerms = keys.sensitiveTerms(doc, q.options);
  if (!q.terms.some((t) => docTerms.has(t))) return false;
  if (q.negatedTerms.some((t) => docTerms.has(t))) return false;
  if (!q.phrases.every((p) => phraseIn(keys, doc, p, q.options))) return false;
  return !q.negatedPhrases.some((p) => phraseIn(keys, doc, p, q.options));
}

/**
 * For a document the index already found under a query term (case and diacritic insensitive):
 * only sensitivity, negations and phrases still need the document's text.
 */
export function textMatchesCandidate(keys: TextKeys, q: TextQuery, doc: Doc): boolean {
  if (q.terms.length === 0) return false;
  if (q.options.caseSensitive || q.options.diacriticSensitive || q.negatedTerms.length > 0) return textMatches(keys, q, doc);
  if (!q.phrases.every((p) => phraseIn(keys, doc, p, q.options))) return false;
  return !q.negatedPhrases.some((p) => phraseIn(keys, doc, p, q.options));
}

/** The document's text score for the query: the sum of its scores for the query's terms. */
export function textScore(keys: TextKeys, q: TextQuery, doc: Doc): number {
  const scores = keys.termScores(doc);
  let total = 0;
  for (const t of lookupTerms(q)) total += scores.get(t) ?? 0;
  return total;
}
