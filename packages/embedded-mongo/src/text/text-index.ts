/**
 * Text indexes: MongoDB's spec normalization (key `{ _fts: 'text', _ftsx: 1 }`, sorted integer
 * weights, default_language, language_override, textIndexVersion 3), the terms a document is
 * indexed under, and its per-term scores (MongoDB's FTSSpec::_scoreStringV2 formula).
 */
import { ErrorCode, StoreError } from '../errors.js';
import { getField, setField } from '../own.js';
import { splitPath } from '../paths.js';
import { isNumeric, isPlainObject, toNumber, type Doc } from '../values.js';
import { languageOf, tokenize, type Language, type TokenOptions } from './tokenizer.js';

const WILDCARD = '$**';
const MAX_WORD_WEIGHT = 1e9 / 10000;

function cannotCreate(message: string): StoreError {
  return new StoreError(ErrorCode.CannotCreateIndex, message);
}

export function isTextIndexKey(key: Doc): boolean {
  return Object.values(key).some((v) => v === 'text') || '_fts' in key;
}

/** MongoDB's FTSSpec::fixSpec for a createIndexes spec whose key has text fields. */
export function normalizeTextSpec(spec: Doc): Doc {
  const key = spec.key as Doc;
  if ('_fts' in key) return spec; // already normalized (listIndexes output fed back, journal replay)
  const weights = new Map<string, number>();
  const fixedKey: Doc = {};
  let seenText = false;
  let afterText = false;
  for (const [field, dir] of Object.entries(key)) {
    if (field === '_fts' || field === '_ftsx') throw cannotCreate('text index with reserved fields _fts/_ftsx not allowed');
    if (dir === 'text') {
      if (afterText) throw cannotCreate("'text' fields in index must all be adjacent");
      if (!seenText) {
        fixedKey._fts = 'text';
        fixedKey._ftsx = 1;
      }
      seenText = true;
      weights.set(field, 1);
    } else {
      if (!isNumeric(dir) || (toNumber(dir) !== 1 && toNumber(dir) !== -1)) throw cannotCreate('expected value 1 or -1 for non-text key in compound index');
      if (seenText) afterText = true;
      setField(fixedKey, field, dir);
    }
  }
  if (Object.keys(fixedKey).length > 2) {
    throw new StoreError(ErrorCode.CommandNotSupported, 'compound text indexes (text fields with other keys) are not supported by the embedded store');
  }
  const rawWeights = spec.weights;
  if (isPlainObject(rawWeights)) {
    for (const [field, w] of Object.entries(rawWeights)) {
      if (!isNumeric(w)) throw cannotCreate('weight for text index needs numeric type');
      weights.set(field, Math.trunc(toNumber(w)));
    }
  } else if (rawWeights === WILDCARD) {
    weights.set(WILDCARD, 1);
  } else if (rawWeights !== undefined) {
    throw cannotCreate("text index option 'weights' must be an object");
  }
  if (weights.size === 0) throw cannotCreate("text index option 'weights' must specify fields or the wildcard");
  const sortedWeights: Doc = {};
  for (const field of [...weights.keys()].sort()) {
    const w = weights.get(field) as number;
    if (w <= 0 || w >= MAX_WORD_WEIGHT) throw cannotCreate(`text index weight must be in the exclusive interval (0,${MAX_WORD_WEIGHT}) but found: ${w}`);
    if (field !== WILDCARD) {
      const parts = field.split('.');
      if (parts.some((p) => p === '')) throw cannotCreate('weight cannot have empty path component');
      if (parts.some((p) => p.startsWith('$'))) throw cannotCreate('weight cannot have path component with $ prefix');
    }
    setField(sortedWeights, field, w);
  }
  const lang = spec.default_language ?? 'english';
  if (typeof lang !== 'string') throw cannotCreate('default_language needs a string type');
  languageOf(lang, () => cannotCreate('default_language is not valid'));
  const override = spec.language_override ?? 'language';
  if (typeof override !== 'string') throw cannotCreate('language_override must be a string');
  if (override === '' || override.startsWith('$') || override.includes('.')) throw cannotCreate('language_override is not valid');
  const version = spec.textIndexVersion ?? 3;
  if (!isNumeric(version)) throw cannotCreate("text index option 'textIndexVersion' must be a number");
  if (toNumber(version) !== 3) {
    throw new StoreError(ErrorCode.CommandNotSupported, `textIndexVersion ${toNumber(version)} is not supported by the embedded store (3 is)`);
  }
  const out: Doc = {};
  for (const [k, v] of Object.entries(spec)) {
    if (k === 'weights' || k === 'default_language' || k === 'language_override' || k === 'textIndexVersion') continue;
    setField(out, k, k === 'key' ? fixedKey : v);
  }
  out.weights = sortedWeights;
  out.default_language = lang;
  out.language_override = override;
  out.textIndexVersion = 3;
  return out;
}

interface FieldText {
  text: string;
  weight: number;
}

/** Term extraction and scoring for one (normalized) text index spec. */
export class TextKeys {
  readonly weights = new Map<string, { parts: string[]; weight: number }>();
  readonly wildcard: boolean;
  readonly defaultLanguage: Language;
  readonly languageOverride: string;

  constructor(readonly spec: Doc) {
    const weights = isPlainObject(spec.weights) ? spec.weights : {};
    this.wildcard = WILDCARD in weights;
    for (const [field, w] of Object.entries(weights)) {
      if (field !== WILDCARD) this.weights.set(field, { parts: splitPath(field), weight: toNumber(w) });
    }
    this.defaultLanguage = languageOf(String(spec.default_language ?? 'english'), () => cannotCreate('default_language is not valid'));
    this.languageOverride = String(spec.language_override ?? 'language');
  }

  /** The document's language: its override field (MongoDB's errors 17261/17262) or the index default. */
  languageFor(doc: Doc): Language {
    const v = getField(doc, this.languageOverride);
    if (v === undefined) return this.defaultLanguage;
    if (typeof v !== 'string') throw new StoreError(17261, 'found language override field in document with non-string type');
    return languageOf(v, (name) => new StoreError(17262, `language override unsupported: ${name}`));
  }

  /** Every indexed string of the document with its weight. */
  texts(doc: Doc): FieldText[] {
    const out: FieldText[] = [];
    if (this.wildcard) {
      this.collectAll(doc, '', out);
      return out;
    }
    for (const { parts, weight } of this.weights.values()) collectStrings(doc, parts, 0, weight, out);
    return out;
  }

  private collectAll(v: unknown, path: string, out: FieldText[]): void {
    if (typeof v === 'string') {
      out.push({ text: v, weight: this.weights.get(path)?.weight ?? 1 });
    } else if (Array.isArray(v)) {
      for (const el of v) this.collectAll(el, path, out);
    } else if (isPlainObject(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (path === '' && k === this.languageOverride) continue;
        this.collectAll(child, path === '' ? k : `${path}.${k}`, out);
      }
    }
  }

  /** Key tuples [term, score] (as mongod's text index keys): a query reads scores from the index. */
  keysOf(doc: Doc): unknown[][] {
    return [...this.termScores(doc)].map(([term, score]) => [term, score]);
  }

  /** Per-term scores of a document (MongoDB's formula: weight × decaying frequency × length coefficient). */
  termScores(doc: Doc): Map<string, number> {
    const lang = this.languageFor(doc);
    const scores = new Map<string, number>();
    for (const { text, weight } of this.texts(doc)) {
      const terms = tokenize(text, lang);
      const stats = new Map<string, { count: number; freq: number; exp: number }>();
      for (const t of terms) {
        const s = stats.get(t);
        if (s) {
          s.exp *= 2;
          s.count++;
          s.freq += 1 / s.exp;
        } else {
          stats.set(t, { count: 1, freq: 1, exp: 1 });
        }
      }
      for (const [term, s] of stats) {
        const coeff = (0.5 * s.count) / terms.length + 0.5;
        const adjustment = text.length === term.length && text.toLowerCase() === term.toLowerCase() ? 1.1 : 1;
        scores.set(term, (scores.get(term) ?? 0) + weight * s.freq * coeff * adjustment);
      }
    }
    return scores;
  }

  /** Terms of the document under query-time options (case/diacritic sensitive matching). */
  sensitiveTerms(doc: Doc, opts: TokenOptions): ReadonlySet<string> | ReadonlyMap<string, number> {
    if (!opts.caseSensitive && !opts.diacriticSensitive) return this.termScores(doc);
    const lang = this.languageFor(doc);
    const out = new Set<string>();
    for (const { text } of this.texts(doc)) for (const t of tokenize(text, lang, opts)) out.add(t);
    return out;
  }
}

function collectStrings(cur: unknown, parts: string[], i: number, weight: number, out: FieldText[]): void {
  if (i === parts.length) {
    if (typeof cur === 'string') out.push({ text: cur, weight });
    else if (Array.isArray(cur)) for (const el of cur) if (typeof el === 'string') out.push({ text: el, weight });
    return;
  }
  if (Array.isArray(cur)) {
    for (const el of cur) collectStrings(el, parts, i, weight, out);
    return;
  }
  if (isPlainObject(cur)) collectStrings(getField(cur, parts[i] as string), parts, i + 1, weight, out);
}

/**
 * MongoDB's one-text-index rule: a second text index (other name, other options) is refused.
 * `same` tells whether two specs are equal apart from name and version.
 */
export function checkOneTextIndex(existing: Iterable<{ name: string; spec: Doc }>, spec: Doc, same: (a: Doc, b: Doc) => boolean): void {
  if (!isTextIndexKey(spec.key as Doc)) return;
  for (const other of existing) {
    if (other.name === spec.name || !isTextIndexKey(other.spec.key as Doc) || same(other.spec, spec)) continue;
    throw new StoreError(ErrorCode.IndexOptionsConflict, `only one text index per collection allowed, found existing text index "${other.name}"`);
  }
}
