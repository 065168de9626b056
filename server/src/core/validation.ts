/**
 * Input validation shared by every service: zod schemas in, domain ValidationError out, with one
 * readable message per field so that both GraphQL and REST callers learn exactly what to fix.
 */
import { z } from 'zod';
import { ValidationError } from './errors.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw new ValidationError(fields);
}

/** A required text: trimmed, non-empty, bounded. */
/** C0 control characters other than tab and line breaks (NUL among them): never part of a person's text. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const noControlCharacters = (label: string) =>
  [(v: string) => !CONTROL_CHARACTERS.test(v), { error: `${label} contains characters that are not allowed (such as NUL)` }] as const;

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(...noControlCharacters(label));
}

/** An optional text: trimmed, bounded; blank becomes undefined. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(...noControlCharacters(label))
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** A field an update may leave out: absent or null both keep the stored value (undefined). */
export function keptWhenAbsent<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((v) => v ?? undefined);
}

/** An e-mail address: trimmed, lower-cased, bounded, well-formed. */
export function emailAddress(label = 'Email') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .toLowerCase()
    .min(1, { error: `${label} is required` })
    .max(254, { error: `${label} must be at most 254 characters` })
    .pipe(z.email({ error: 'Enter a valid email address' }));
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Counted as people see characters, so a flag or an emoji with a variation selector is one. */
export function characterCount(text: string): number {
  return [...graphemes.segment(text)].length;
}
