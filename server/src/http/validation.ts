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
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/** An optional text: trimmed, bounded; blank becomes undefined. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** Ids arrive as 24-hex ObjectId strings; anything else can never match and is a clear input error. */
export const objectIdString = z.string().regex(/^[0-9a-fA-F]{24}$/, { error: 'Invalid id' });

export function assertObjectId(id: string, notFoundMessage: string): void {
  if (!/^[0-9a-fA-F]{24}$/.test(id)) throw new ValidationError({ id: notFoundMessage });
}
