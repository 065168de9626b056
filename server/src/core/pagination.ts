/** Server-side pagination: pages start at 1; page sizes are bounded so no list call is unbounded. */
import type { Model, QueryFilter } from 'mongoose';
import { sortOf, type SortDirection } from './sort.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type PageArgs = { page?: number | null; pageSize?: number | null } | null | undefined;
export type Page = { page: number; pageSize: number; skip: number };

export function toPage(args: PageArgs, defaultSize = DEFAULT_PAGE_SIZE): Page {
  // Math.floor coerces, so a numeric string from a query string still counts; anything else is NaN → default.
  const page = Math.max(1, Math.floor(args?.page ?? 1) || 1);
  const requested = Math.floor(args?.pageSize ?? defaultSize) || defaultSize;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, requested));
  return { page, pageSize, skip: (page - 1) * pageSize };
}

export type PageResult<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Escapes user text for use inside a $regex, so a search for "c++" means the characters. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One page of a collection's documents matching `query` in `sort` order, with the total count:
 * the two reads run side by side.
 */
export async function findPage<D>(model: Model<D>, query: QueryFilter<D>, sort: Record<string, SortDirection>, page: Page): Promise<PageResult<D>> {
  const [items, total] = await Promise.all([
    model.find(query).sort(sort).skip(page.skip).limit(page.pageSize).lean<D[]>(),
    model.countDocuments(query),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/**
 * A list screen's page: the list's `query` and default `sort` (from its list-query builder), the
 * caller's own sort and page when given.
 */
export function findListPage<D>(model: Model<D>, list: { query: QueryFilter<D>; sort: Record<string, SortDirection> }, pageArgs: PageArgs, defaultSize?: number): Promise<PageResult<D>> {
  return findPage(model, list.query, sortOf(pageArgs, list.sort), toPage(pageArgs, defaultSize));
}
