/**
 * How a module lets its records be restored from their versions. The module that owns the model
 * registers a restorer at import; the revision service (which never reads another module's model)
 * calls it inside its transaction, then records the restore in the activity log.
 */
import type { ClientSession } from 'mongoose';
import type { Actor } from '../../core/actor.js';
import type { MessageText } from '../../i18n/message.js';
import type { ActivityEntityType } from './activity.model.js';

export type Snapshot = Record<string, unknown> & { _id?: unknown };

export type Restorer = {
  /** The records as stored now (absent ids are simply missing from the answer). */
  read: (ids: string[], session: ClientSession) => Promise<Snapshot[]>;
  /**
   * Why a snapshot cannot be brought back as it is (a referenced record no longer exists), or null.
   * Checked for every snapshot before anything is written.
   */
  refusal?: (snapshot: Snapshot, session: ClientSession) => Promise<MessageText | null>;
  /**
   * Writes the snapshots back: the editable fields of a record that exists, the whole record (same
   * id) of one that was deleted. Counters kept by other writes (views, applications) are not rolled back.
   */
  write: (actor: Actor, snapshots: Snapshot[], session: ClientSession) => Promise<void>;
  /** The record's name for the log's summary ("job Data Engineer"). */
  label: (snapshot: Snapshot) => MessageText;
};

const restorers = new Map<ActivityEntityType, Restorer>();

export function registerRestorer(entityType: ActivityEntityType, restorer: Restorer): void {
  restorers.set(entityType, restorer);
}

export function restorerOf(entityType: ActivityEntityType): Restorer | undefined {
  return restorers.get(entityType);
}
