/**
 * Input validation shared by every service: zod schemas in, domain ValidationError out, with one
 * readable message per field so that both GraphQL and REST callers learn exactly what to fix, in
 * their language (README › Languages).
 */
import { z } from 'zod';
import { ValidationError } from './errors.js';
import type { FieldErrors } from './errors.js';
import type { MessageText, ServerMessage } from '../i18n/message.js';

/**
 * Zod carries an issue's message as a string; a descriptor travels inside it, marked, and
 * `parseInput` turns it back into the descriptor the adapters translate. Use it for every zod
 * `error` option: `z.string({ error: fieldMessage(MESSAGES.required) })`.
 */
const DESCRIPTOR_MARK = '\u0001i18n:';
export function fieldMessage(descriptor: ServerMessage): string {
  return DESCRIPTOR_MARK + JSON.stringify(descriptor);
}

/** A zod issue's message as the adapters translate it: the descriptor `fieldMessage` marked, or plain text. */
export function issueText(message: string): MessageText {
  if (!message.startsWith(DESCRIPTOR_MARK)) return message;
  return JSON.parse(message.slice(DESCRIPTOR_MARK.length)) as ServerMessage;
}

/** The first message per field of a failed parse, keyed by the field's path (under `prefix`), `_` for the whole input. */
export function issueFields(error: z.ZodError, prefix: readonly string[] = []): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [...prefix, ...issue.path.map(String)].join('.') || '_';
    fields[key] ??= issueText(issue.message);
  }
  return fields;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(issueFields(result.error));
}

/** A field's name as the screen labels it: a descriptor (or plain English, not yet converted). */
export type FieldLabel = MessageText;

export const VALIDATION_MESSAGES = {
  required: (field: FieldLabel) => /*i18n*/ ({ message: '{field} is required', values: { field } }),
  notText: (field: FieldLabel) => /*i18n*/ ({ message: '{field} must be text', values: { field } }),
  tooLong: (field: FieldLabel, max: number) => /*i18n*/ ({ message: '{field} must be at most {max} characters', values: { field, max } }),
  controlCharacters: (field: FieldLabel) =>
    /*i18n*/ ({ message: '{field} contains characters that are not allowed (such as NUL)', values: { field } }),
  email: /*i18n*/ { message: 'Enter a valid email address' },
  notNumber: (field: FieldLabel) => /*i18n*/ ({ message: '{field} must be a number', values: { field } }),
  notWholeNumber: (field: FieldLabel) => /*i18n*/ ({ message: '{field} must be a whole number', values: { field } }),
  atLeast: (field: FieldLabel, min: number) => /*i18n*/ ({ message: '{field} must be at least {min}', values: { field, min } }),
  atMost: (field: FieldLabel, max: number) => /*i18n*/ ({ message: '{field} must be at most {max}', values: { field, max } }),
  tooLarge: (field: FieldLabel) => /*i18n*/ ({ message: '{field} is too large', values: { field } }),
  oneOf: (field: FieldLabel, choices: readonly string[]) =>
    /*i18n*/ ({ message: '{field} must be one of {choices}', values: { field, choices: choices.join(', ') } }),
  emailLabel: /*i18n*/ { message: 'Email' },
};

/** A required text: trimmed, non-empty, bounded. */
/** C0 control characters other than tab and line breaks (NUL among them): never part of a person's text. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const noControlCharacters = (label: FieldLabel) =>
  [(v: string) => !CONTROL_CHARACTERS.test(v), { error: fieldMessage(VALIDATION_MESSAGES.controlCharacters(label)) }] as const;

export function requiredText(label: FieldLabel, max: number) {
  const required = fieldMessage(VALIDATION_MESSAGES.required(label));
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: fieldMessage(VALIDATION_MESSAGES.tooLong(label, max)) })
    .refine(...noControlCharacters(label));
}

/** An optional text: trimmed, bounded; blank becomes undefined. */
export function optionalText(label: FieldLabel, max: number) {
  return z
    .string({ error: fieldMessage(VALIDATION_MESSAGES.notText(label)) })
    .trim()
    .max(max, { error: fieldMessage(VALIDATION_MESSAGES.tooLong(label, max)) })
    .refine(...noControlCharacters(label))
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** A field an update may leave out: absent or null both keep the stored value (undefined). */
export function keptWhenAbsent<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((v) => v ?? undefined);
}

/** An e-mail address: trimmed, lower-cased, bounded, well-formed. */
export function emailAddress(label: FieldLabel = VALIDATION_MESSAGES.emailLabel) {
  const required = fieldMessage(VALIDATION_MESSAGES.required(label));
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required })
    .max(254, { error: fieldMessage(VALIDATION_MESSAGES.tooLong(label, 254)) })
    .pipe(z.email({ error: fieldMessage(VALIDATION_MESSAGES.email) }));
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Counted as people see characters, so a flag or an emoji with a variation selector is one. */
export function characterCount(text: string): number {
  return [...graphemes.segment(text)].length;
}
