/**
 * Text index tokenization as MongoDB's version 3 text indexes do it: split on Unicode white space,
 * dashes, punctuation and quotation marks; fold case and strip diacritics (unless the query asks
 * for case or diacritic sensitivity); drop the language's stop words; stem with the Snowball
 * stemmer for the language (English: Porter2, via snowball-stemmers).
 */
/// <reference path="./snowball-stemmers.d.ts" />
import snowball from 'snowball-stemmers';
import { ErrorCode, StoreError } from '../errors.js';
import { ENGLISH_STOP_WORDS } from './stop-words-english.js';

/** Languages MongoDB's text search knows (name or ISO code) → canonical name. */
const MONGO_LANGUAGES: Record<string, string> = {
  danish: 'danish', da: 'danish', dutch: 'dutch', nl: 'dutch', english: 'english', en: 'english', finnish: 'finnish', fi: 'finnish',
  french: 'french', fr: 'french', german: 'german', de: 'german', hungarian: 'hungarian', hu: 'hungarian', italian: 'italian',
  it: 'italian', norwegian: 'norwegian', nb: 'norwegian', portuguese: 'portuguese', pt: 'portuguese', romanian: 'romanian',
  ro: 'romanian', russian: 'russian', ru: 'russian', spanish: 'spanish', es: 'spanish', swedish: 'swedish', sv: 'swedish',
  turkish: 'turkish', tr: 'turkish', none: 'none',
};

/**
 * Languages this store implements exactly. The others MongoDB knows need its per-language stop word
 * lists, which are not shipped here: they are refused (CommandNotSupported) rather than searched
 * with different results.
 */
const IMPLEMENTED = new Set(['english', 'none']);

export interface Language {
  name: string;
  stopWords: ReadonlySet<string>;
  stem: (word: string) => string;
}

const NO_STOP_WORDS: ReadonlySet<string> = new Set();
const cache = new Map<string, Language>();

/** The canonical language name, or undefined when MongoDB would not know it. */
export function canonicalLanguage(name: string): string | undefined {
  return MONGO_LANGUAGES[name.toLowerCase()];
}

/** A language for indexing or querying; throws MongoDB's error for unknown names. */
export function languageOf(name: string, unknown: (name: string) => StoreError): Language {
  const canonical = canonicalLanguage(name);
  if (!canonical) throw unknown(name);
  if (!IMPLEMENTED.has(canonical)) {
    throw new StoreError(ErrorCode.CommandNotSupported, `text search in language '${canonical}' is not supported by the embedded store (english and none are)`);
  }
  let lang = cache.get(canonical);
  if (!lang) {
    if (canonical === 'none') {
      lang = { name: canonical, stopWords: NO_STOP_WORDS, stem: (w) => w };
    } else {
      const stemmer = snowball.newStemmer(canonical);
      // Vocabularies are small next to the text indexed: stems are remembered (bounded).
      const memo = new Map<string, string>();
      const stem = (w: string): string => {
        let s = memo.get(w);
        if (s === undefined) {
          if (memo.size >= 100_000) memo.clear();
          s = stemmer.stem(w);
          memo.set(w, s);
        }
        return s;
      };
      lang = { name: canonical, stopWords: ENGLISH_STOP_WORDS, stem };
    }
    cache.set(canonical, lang);
  }
  return lang;
}

export interface TokenOptions {
  caseSensitive?: boolean;
  diacriticSensitive?: boolean;
}

// Unicode delimiter classes of MongoDB's tokenizer (white space, dashes, pattern syntax, quotes, terminal punctuation).
const DELIMITERS = /[\p{White_Space}\p{Dash}\p{Pattern_Syntax}\p{Quotation_Mark}\p{Terminal_Punctuation}]+/u;
const MARKS = /\p{M}/gu;

const ASCII = /^[\x00-\x7f]*$/;

export function stripDiacritics(s: string): string {
  if (ASCII.test(s)) return s;
  return s.normalize('NFD').replace(MARKS, '').normalize('NFC');
}

/** Folds a string the way the options say (lower case unless case sensitive, no marks unless diacritic sensitive). */
export function fold(s: string, opts: TokenOptions = {}): string {
  let out = opts.caseSensitive ? s : s.toLowerCase();
  if (!opts.diacriticSensitive) out = stripDiacritics(out);
  return out;
}

/** Raw words of a string (split on delimiters, empties dropped). */
export function words(s: string): string[] {
  return s.split(DELIMITERS).filter((w) => w.length > 0);
}

/** The terms (stems) of a string, stop words removed, in order (duplicates kept: scoring counts them). */
export function tokenize(s: string, lang: Language, opts: TokenOptions = {}): string[] {
  const out: string[] = [];
  for (const w of words(s)) {
    const lower = stripDiacritics(w.toLowerCase());
    if (lang.stopWords.has(lower)) continue;
    out.push(lang.stem(opts.caseSensitive || opts.diacriticSensitive ? fold(w, opts) : lower));
  }
  return out;
}
