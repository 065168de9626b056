/** Turns a file's cells into the input a service's schema expects, by the field's kind. */
import type { Cell } from './import.read.js';
import type { FieldKind } from './import.targets.js';

/** Our exports neutralise formulas with a leading quote; the import takes it off again. */
const unneutralise = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** A heading as matched: lower case, accents dropped, only letters and digits. */
export const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The automatic match of a header to a field: same name, a known alias, or (`headings`, normalised)
 * the heading our own export gives the field in any language; ignoring case, accents and punctuation.
 */
export function autoMatch(column: string, fields: string[], aliases: Record<string, string>, headings: ReadonlyMap<string, string> = new Map()): string | null {
  const n = normalise(column);
  return fields.find((f) => normalise(f) === n) ?? aliases[n] ?? headings.get(n) ?? null;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function toInput(kind: FieldKind, cell: Cell): unknown {
  if (cell === null || cell === '') return undefined;
  if (cell instanceof Date) return kind === 'text' ? cell.toISOString() : cell;
  if (typeof cell !== 'string') {
    if (kind === 'text') return String(cell);
    if (kind === 'list') return [String(cell)];
    return cell;
  }
  const text = unneutralise(cell.trim());
  switch (kind) {
    case 'text':
      return text;
    case 'number': {
      const n = Number(text.replace(/[$,\s]/g, ''));
      return Number.isNaN(n) ? text : n;
    }
    case 'boolean': {
      const t = text.toLowerCase();
      if (['true', 'yes', 'y', '1'].includes(t)) return true;
      if (['false', 'no', 'n', '0'].includes(t)) return false;
      return text;
    }
    case 'list': {
      const parsed = text.startsWith('[') ? tryJson(text) : undefined;
      if (Array.isArray(parsed)) return parsed.map(String);
      return text.split(/[;,\n]/).map((s) => s.trim()).filter(Boolean);
    }
    case 'object':
      return tryJson(text) ?? text;
    case 'objectOrText':
      return text.startsWith('{') ? (tryJson(text) ?? text) : text;
  }
}
