/**
 * What the server says to a person (README › Languages): a message descriptor whose `message` is
 * the English text, in ICU MessageFormat (`{count, plural, one {# job} other {# jobs}}`), with its
 * `values`. Services and domain errors carry descriptors; the adapters (GraphQL error formatting,
 * the REST error handler, presenters, e-mails, exports) put them in the caller's language with
 * `translate`.
 *
 * The server has no macro transform (plain `tsc`), so a descriptor is an object literal marked for
 * `npm run i18n:extract` by a leading comment; its id in the catalogs is derived from its text
 * (and `context`, which tells two same English words apart), as the client's macros do:
 *
 *   const NOT_FOUND = /*i18n*\/ { message: 'Service not found' };
 *   const tooLong = (field: FieldLabel, max: number) =>
 *     /*i18n*\/ ({ message: '{field} must be at most {max} characters', values: { field, max } });
 *
 * A value may itself be a descriptor (a field's label): it is translated first; a moment given as
 * a `ZonedDateTime` is written the reader's way, in its time zone (the site's).
 */
import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

export type ServerMessage = {
  /** The English text (ICU MessageFormat). */
  readonly message: string;
  /** Tells apart two messages with the same English text that other languages say differently. */
  readonly context?: string;
  /** A note for translators, shown in the PO files. */
  readonly comment?: string;
  readonly values?: Readonly<Record<string, unknown>>;
};

/** Text for a person: a descriptor, or (in code not yet converted to the catalogs) plain English. */
export type MessageText = string | ServerMessage;

export function isServerMessage(value: unknown): value is ServerMessage {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** A moment in a message, read in the reader's language and in `timeZone` (medium date, long time). */
export type ZonedDateTime = { readonly zonedDateTime: Date; readonly timeZone: string };

export function zonedDateTime(at: Date, timeZone: string): ZonedDateTime {
  return { zonedDateTime: at, timeZone };
}

function isZonedDateTime(value: unknown): value is ZonedDateTime {
  return typeof value === 'object' && value !== null && (value as { zonedDateTime?: unknown }).zonedDateTime instanceof Date;
}

function valueFor(lingui: I18n, value: unknown): unknown {
  if (isServerMessage(value)) return translate(lingui, value);
  if (isZonedDateTime(value)) return new Intl.DateTimeFormat(lingui.locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: value.timeZone }).format(value.zonedDateTime);
  return value;
}

const ids = new Map<string, string>();
/** The message's id in the catalogs: the one the extractor gave it. */
function idOf({ message, context }: ServerMessage): string {
  const key = `${context ?? ''}\u0000${message}`;
  let id = ids.get(key);
  if (id === undefined) {
    id = generateMessageId(message, context);
    ids.set(key, id);
  }
  return id;
}

/** `text` in the language of `lingui` (a request's instance); plain strings pass through unchanged. */
export function translate(lingui: I18n, text: MessageText): string {
  if (typeof text === 'string') return text;
  const values = text.values && Object.fromEntries(Object.entries(text.values).map(([key, value]) => [key, valueFor(lingui, value)]));
  // Not `i18n._(…)`: the extractor would take this call for a message of its own.
  // The English text stands in for a message the catalogs lack (not extracted yet: `npm run i18n:check` says so).
  return lingui._(idOf(text), values, { message: text.message });
}

/** Every message of a field-to-message map, translated. */
export function translateAll(lingui: I18n, texts: Readonly<Record<string, MessageText>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, translate(lingui, text)]));
}
