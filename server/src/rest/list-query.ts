/**
 * The one place REST list queries are read: ?page, ?pageSize, ?sort (a field, `-field` for
 * descending, from the route's allow-list) and the route's filters. A malformed value is a 400
 * naming the parameter, never a silent default.
 */
import { z } from 'zod';
import { ValidationError, type FieldErrors } from '../core/errors.js';
import { MAX_PAGE_SIZE } from '../core/pagination.js';
import type { SortSpec } from '../core/sort.js';
import { plainText } from '../core/text.js';
import { issueText } from '../core/validation.js';

/** REST callers have always received whole lists (spec section 7), so the default page is the largest. */
export const REST_DEFAULT_PAGE_SIZE = MAX_PAGE_SIZE;

export type ListQuerySpec = {
  /** Query parameters, each a schema over the raw text of the query string. */
  filters: Record<string, z.ZodType>;
  /** Fields ?sort may name; sorting on anything else (a private field) is refused. */
  sort: readonly string[];
};

export type ListQuery = { page: number; pageSize: number; sort: SortSpec | null; filter: Record<string, unknown> };

/** `true` / `false` in a query string. */
export const queryBoolean = z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((v) => v === 'true');

export const queryText = z.string().trim().max(200, { error: 'Must be at most 200 characters' });

export function queryEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `Must be one of ${values.join(', ')}` });
}

const pageParam = z.coerce.number({ error: 'Page must be a whole number' }).int({ error: 'Page must be a whole number' }).min(1, { error: 'Page must be at least 1' });
const pageSizeParam = z.coerce
  .number({ error: 'Page size must be a whole number' })
  .int({ error: 'Page size must be a whole number' })
  .min(1, { error: 'Page size must be at least 1' })
  .max(MAX_PAGE_SIZE, { error: `Page size must be at most ${MAX_PAGE_SIZE}` });

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

export function parseListQuery(query: Record<string, unknown>, spec: ListQuerySpec | undefined): ListQuery {
  const errors: FieldErrors = {};
  const read = <T>(name: string, schema: z.ZodType<T>): T | undefined => {
    const raw = single(query[name]);
    if (raw === undefined || raw === '') return undefined;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    errors[name] = issueText(parsed.error.issues[0]?.message ?? 'Invalid value');
    return undefined;
  };
  const page = read('page', pageParam) ?? 1;
  const pageSize = read('pageSize', pageSizeParam) ?? REST_DEFAULT_PAGE_SIZE;
  let sort: SortSpec | null = null;
  const rawSort = single(query['sort']);
  if (typeof rawSort === 'string' && rawSort !== '') {
    const field = rawSort.replace(/^[-+]/, '');
    if (spec?.sort.includes(field)) sort = { field, direction: rawSort.startsWith('-') ? -1 : 1 };
    else errors['sort'] = spec?.sort.length ? `Sort must be one of ${spec.sort.join(', ')} (prefix - for descending)` : 'This list cannot be sorted';
  }
  const filter: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(spec?.filters ?? {})) {
    const value = read(name, schema);
    if (value !== undefined) filter[name] = value;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { page, pageSize, sort, filter };
}

/** The page args the services take, with the caller's sort. */
export const pageArgsOf = (list: ListQuery) => ({ page: list.page, pageSize: list.pageSize, sort: list.sort });

/**
 * For the short lists whose services answer every item (contact info, offices, FAQs: capped at
 * 50-200): the same paging and sorting as the other lists, applied to that bounded list.
 */
export function pageOfAll<T extends Record<string, unknown>>(items: T[], list: ListQuery): { items: T[]; total: number; page: number; pageSize: number } {
  const sorted = list.sort ? [...items].sort(compareBy(list.sort)) : items;
  const start = (list.page - 1) * list.pageSize;
  return { items: sorted.slice(start, start + list.pageSize), total: items.length, page: list.page, pageSize: list.pageSize };
}

function compareBy(sort: SortSpec) {
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    const x = a[sort.field];
    const y = b[sort.field];
    const order = x === y ? 0 : x === undefined || x === null ? -1 : y === undefined || y === null ? 1 : plainText(x).localeCompare(plainText(y), 'en', { numeric: true });
    return order * sort.direction;
  };
}
