/** The REST PUT of the back office's records, one shape for every entity that has one. */
import type { z } from 'zod';
import { parseInput } from './validation.js';
import { requireStaff, type Actor } from './actor.js';

type Update<D> = (actor: Actor | null, id: string, input: unknown) => Promise<D>;

/**
 * A replace: staff only; the whole body is validated as a new record would be (`schema`), then
 * saved like an update, so the two write the same way.
 */
export function replaceWith<D>(schema: z.ZodType, update: Update<D>): Update<D> {
  return async (actor, id, input) => {
    requireStaff(actor);
    parseInput(schema, input ?? {});
    return update(actor, id, input);
  };
}
