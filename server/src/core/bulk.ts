/**
 * The shape every list's bulk action shares: the ids chosen on the page, or every item matching
 * the list's filter (at most 10,000), an optional key under which its author's screen follows its
 * progress (`bulkProgress`), and a result that says, per item, what was done and what was
 * refused and why. Each module decides per item and writes in one transaction (jobs, users).
 */
import { z } from 'zod';
import type { I18n } from '@lingui/core';
import { translate, type MessageText } from '../i18n/message.js';
import { ValidationError } from './errors.js';

export const MAX_BULK_ITEMS = 10_000;

const TOO_MANY = /*i18n*/ { message: 'A bulk action changes at most 10,000 items at once. Narrow the filter.' };

export function bulkInput<A extends readonly [string, ...string[]], F extends z.ZodType>(actions: A, filter: F) {
  return z
    .object({
      action: z.enum(actions, { error: `Action must be one of ${actions.join(', ')}` }),
      ids: z
        .array(z.string({ error: 'Each id must be text' }), { error: 'Ids must be a list of ids' })
        .max(MAX_BULK_ITEMS, { error: `A bulk action changes at most ${MAX_BULK_ITEMS.toLocaleString('en-US')} items at once` })
        .nullish(),
      filter,
      progressKey: z
        .string({ error: 'Progress key must be text' })
        .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Progress key must be 8 to 64 letters, digits, - or _' })
        .nullish(),
    })
    .refine((v) => (v.ids ? !(v as { filter?: unknown }).filter : !!(v as { filter?: unknown }).filter), { error: 'Give either ids or a filter', path: ['ids'] });
}

export type BulkRefusal = { id: string; name: string | null; reason: MessageText };
export type BulkResult = { batchId: string | null; succeeded: string[]; refused: BulkRefusal[] };

/** The ids a filter matches, refused past the limit so an action never silently covers part of a list. */
export async function idsMatching(find: (limit: number) => Promise<{ _id: { toHexString(): string } }[]>): Promise<string[]> {
  const rows = await find(MAX_BULK_ITEMS + 1);
  if (rows.length > MAX_BULK_ITEMS) throw new ValidationError({ filter: TOO_MANY });
  return rows.map((r) => r._id.toHexString());
}

/** The result with each refusal in the caller's language (GraphQL and REST alike). */
export function translatedBulk(i18n: I18n, result: BulkResult) {
  return { ...result, refused: result.refused.map((r) => ({ ...r, reason: translate(i18n, r.reason) })) };
}

/** The REST answer's shape of a bulk action. */
export const bulkResultShape = z.object({
  batchId: z.string().nullable().describe('undoes the action: POST /api/bulk/{batchId}/undo; null when nothing changed'),
  succeeded: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), name: z.string().nullable(), reason: z.string() })),
});

/**
 * Sorts the chosen ids into the items an action may change and those it refuses (with why), in the
 * order they were chosen. `refusalOf` says why an item found may not take the action, or null.
 */
export function sortOut<T>(
  ids: readonly string[],
  found: ReadonlyMap<string, T>,
  refusalOf: (item: T) => MessageText | null,
  nameOf: (item: T) => string,
  notFound: MessageText,
): { chosen: T[]; refused: BulkRefusal[] } {
  const chosen: T[] = [];
  const refused: BulkRefusal[] = [];
  for (const id of ids) {
    const item = found.get(id);
    const reason = item === undefined ? notFound : refusalOf(item);
    if (item !== undefined && !reason) chosen.push(item);
    else refused.push({ id, name: item === undefined ? null : nameOf(item), reason: reason ?? notFound });
  }
  return { chosen, refused };
}
