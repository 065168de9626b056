/**
 * Keeps `searchWords` (the admin search's indexed words, search-words.ts) in step with a model's
 * main text fields on every write mongoose makes: create/save and insertMany (validation), and
 * updates that change one of those fields. Writes that bypass mongoose (`Model.collection`) must
 * set the words themselves; records written before the field existed are filled in at start-up
 * (search-words.backfill.ts).
 */
import type { Query, Schema } from 'mongoose';
import { searchWordsOf } from './search-words.js';

export const SEARCH_WORDS_PATH = 'searchWords';

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** A dotted path's value in a plain object (`instructor.name`). */
export function valueAt(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (!isPlain(current)) return undefined;
    current = current[part];
  }
  return current;
}

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function wordsOfDoc(doc: unknown, fields: readonly string[]): string[] {
  return searchWordsOf(fields.map((f) => asText(valueAt(doc, f))));
}

/**
 * What an update sets for one source field: `resolved` when the update says the field's new value
 * (set, or unset), `touched` when it changes the field without saying it whole.
 */
function newValueIn(update: Plain, field: string): { touched: boolean; resolved: boolean; value: unknown } {
  const set = isPlain(update['$set']) ? update['$set'] : {};
  const unset = isPlain(update['$unset']) ? update['$unset'] : {};
  const plainKeys = Object.fromEntries(Object.entries(update).filter(([k]) => !k.startsWith('$')));
  for (const source of [set, plainKeys]) {
    for (const [key, value] of Object.entries(source)) {
      if (key === field) return { touched: true, resolved: true, value };
      if (field.startsWith(`${key}.`)) return { touched: true, resolved: true, value: valueAt(value, field.slice(key.length + 1)) };
      if (key.startsWith(`${field}.`)) return { touched: true, resolved: false, value: undefined };
    }
  }
  for (const key of Object.keys(unset)) {
    if (key === field || field.startsWith(`${key}.`)) return { touched: true, resolved: true, value: undefined };
  }
  const otherOperators = Object.entries(update).filter(([k]) => k.startsWith('$') && k !== '$set' && k !== '$unset');
  for (const [, fieldsOf] of otherOperators) {
    if (isPlain(fieldsOf) && Object.keys(fieldsOf).some((k) => k === field || k.startsWith(`${field}.`) || field.startsWith(`${k}.`))) {
      return { touched: true, resolved: false, value: undefined };
    }
  }
  return { touched: false, resolved: false, value: undefined };
}

export function searchWordsPlugin(schema: Schema, fields: readonly string[]): void {
  schema.add({ [SEARCH_WORDS_PATH]: { type: [String], select: false, default: undefined } });
  schema.index({ [SEARCH_WORDS_PATH]: 1 });

  schema.pre('validate', function () {
    this.set(SEARCH_WORDS_PATH, wordsOfDoc(this.toObject({ depopulate: true }), fields));
  });

  /** `many`: an updateMany, which cannot read each record it changes, so must name every source field. */
  function onUpdate(many: boolean) {
    return async function (this: Query<unknown, unknown>) {
      const update = this.getUpdate();
      if (!isPlain(update)) return;
      const changes = fields.map((f) => ({ field: f, ...newValueIn(update, f) }));
      if (!changes.some((c) => c.touched)) return;
      let current: Plain = {};
      if (!changes.every((c) => c.resolved)) {
        // The update does not say every source field: read the others from the record.
        if (many) throw new Error(`updateMany cannot change ${fields.join(', ')}: the search words need each record`);
        const session = this.getOptions().session;
        const found: unknown = await this.model.findOne(this.getFilter(), null, session ? { session } : {}).lean();
        if (!isPlain(found)) return;
        current = found;
      }
      const texts = changes.map((c) => asText(c.resolved ? c.value : valueAt(current, c.field)));
      const set = isPlain(update['$set']) ? update['$set'] : {};
      this.setUpdate({ ...update, $set: { ...set, [SEARCH_WORDS_PATH]: searchWordsOf(texts) } });
    };
  }
  schema.pre(['updateOne', 'findOneAndUpdate'], onUpdate(false));
  schema.pre('updateMany', onUpdate(true));

  schema.pre(['replaceOne', 'findOneAndReplace'], function (this: Query<unknown, unknown>) {
    const replacement = this.getUpdate();
    if (!isPlain(replacement)) return;
    this.setUpdate({ ...replacement, [SEARCH_WORDS_PATH]: wordsOfDoc(replacement, fields) });
  });
}
