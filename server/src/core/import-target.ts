/**
 * What an import type accepts: its fields (with the kind a cell is read as), the same zod input
 * schema its service's create uses, the field that says "this record already exists", and the
 * type's own rules around the writes. A module declares its types in its descriptor's `imports`;
 * the imports module reads, checks and writes whatever types are installed.
 */
import type { ClientSession, Model, Types } from 'mongoose';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { Actor } from './actor.js';

export type FieldKind = 'text' | 'number' | 'boolean' | 'list' | 'object' | 'objectOrText';

/** What an import type does once the import has committed. */
export type AfterImport = () => Promise<void>;

/** A record an import created, as insertMany answers it. */
export type CreatedRecord = Record<string, unknown> & { _id: Types.ObjectId };

export type ImportTarget = {
  /** The import type's name in the API (`users`, `global-offices`). */
  type: string;
  fields: Record<string, FieldKind>;
  /** Other header names people use for a field (compared without case, spaces or punctuation). */
  aliases: Record<string, string>;
  schema: z.ZodType;
  model: Model<never>;
  /** Users match by e-mail; the others by their title (a FAQ's question, an office's name). */
  key: string;
  /** The activity log's name for the records it writes. */
  entityType: string;
  /** A checked row this caller may still not import (a staff role without an admin's confirmation). */
  refuse?: (data: Record<string, unknown>, ctx: { actor: Actor; allowStaffRoles: boolean }) => { field: string; message: string } | null;
  /** What updating an existing record sets; by default every imported field except a position (`order`). */
  updateSet?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Rules a plain insert would miss, inside the transaction: positions, room limits, dates. */
  beforeCreate?: (rows: Record<string, unknown>[], session: ClientSession) => Promise<void>;
  /**
   * Inside the transaction, after each batch of inserts: what the new records bring with them (the
   * new accounts' sign-ups in the rollups, their invitations in the outbox). May answer what to do
   * once the import has committed (the invitations' first try); a failure there is logged, the
   * import stands.
   */
  afterCreate?: (created: CreatedRecord[], session: ClientSession, ctx: { deps: AppDeps; byName: string }) => Promise<AfterImport | undefined>;
  /** Inside the transaction, after all writes (one headquarters). */
  afterWrites?: (session: ClientSession) => Promise<void>;
};

/** An import target typed by its model's documents. */
export function importTarget<D>(def: Omit<ImportTarget, 'model'> & { model: Model<D> }): ImportTarget {
  return def as unknown as ImportTarget;
}

declare module './module.js' {
  interface ModuleParts {
    /** The record types this module accepts from the admin import. */
    imports: readonly ImportTarget[];
  }
}
