import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Server-side pagination: pages start at 1; page sizes are bounded so no list call is unbounded. */
import type { Model, QueryFilter } from 'mongoose';
import { sortOf, type SortDirection } from './sort.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * `withTotal: false` (set by a GraphQL resolver whose query did not select `total`) skips the count:
 * a page then costs one find. REST and every other caller leave it unset and get the total.
 */
export type PageArgs = { page?: number | null; pageSize?: number | null; withTotal?: boolean } | null | undefined;
export type Page = { page: number; pageSize: number; skip: number };

export function toPage(args: PageArgs, defaultSize = DEFAULT_PAGE_SIZE): Page {
  // Math.floor coerces, so a numeric string from a query string still counts; anything else is NaN → default.
  const page = Math.max(1, Math.floor(args?.page ?? 1) || 1);
  const requested = Math.floor(args?.pageSize ?? defaultSize) || defaultSize;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, requested));
  return { page, pageSize, skip: (page - 1) * pageSize };
}

/** `total` is 0 when the caller said it does not need it (`withTotal: false`). */
export type PageResult<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The list's total from `count`, or 0 without a query when the caller does not show it. */
export function totalUnlessSkipped(pageArgs: PageArgs, count: () => PromiseLike<number>): PromiseLike<number> | number {
  return pageArgs?.withTotal === false ? 0 : count();
}

/** Whether a GraphQL field's selection asks for `name` (directly or through fragments). */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    set !== undefined &&
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet);
      return visit(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/** Whether a GraphQL field's selection asks for the nested field at `path` (e.g. `['items', 'modules']`). */
export function selectsPath(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const visit = (set: SelectionSetNode | undefined, rest: readonly string[]): boolean => {
    const [name, ...deeper] = rest;
    if (set === undefined || name === undefined) return false;
    return set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name && (deeper.length === 0 || visit(s.selectionSet, deeper));
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet, rest);
      return visit(info.fragments[s.name.value]?.selectionSet, rest);
    });
  };
  return info.fieldNodes.some((node) => visit(node.selectionSet, path));
}

/** A resolver's page arguments, saying whether the query selected the page's `total`. */
export function pageWithTotal<T extends object>(page: T | null | undefined, info: GraphQLResolveInfo): T & { withTotal: boolean } {
  return { ...(page ?? ({} as T)), withTotal: selects(info, 'total') };
}

/** Escapes user text for use inside a $regex, so a search for "c++" means the characters. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A list's search box: the text, taken literally and in any case, in any of `fields` (an `$or`). */
export function searchFields<D>(text: string, fields: readonly string[]): QueryFilter<D>[] {
  const re = { $regex: escapeRegex(text), $options: 'i' };
  return fields.map((field): QueryFilter<D> => ({ [field]: re }));
}

/**
 * One page of a collection's documents matching `query` in `sort` order, with the total count
 * unless `pageArgs` says it is not wanted: the two reads run side by side.
 */
export async function findPage<D>(model: Model<D>, query: QueryFilter<D>, sort: Record<string, SortDirection>, page: Page, pageArgs?: PageArgs, projection?: Record<string, 0>): Promise<PageResult<D>> {
  const [items, total] = await Promise.all([
    model.find(query, projection).sort(sort).skip(page.skip).limit(page.pageSize).lean<D[]>(),
    totalUnlessSkipped(pageArgs, () => model.countDocuments(query)),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/**
 * A list screen's page: the list's `query` and default `sort` (from its list-query builder), the
 * caller's own sort and page when given.
 */
export function findListPage<D>(
  model: Model<D>,
  list: { query: QueryFilter<D>; sort: Record<string, SortDirection> },
  pageArgs: PageArgs,
  defaultSize?: number,
  projection?: Record<string, 0>,
): Promise<PageResult<D>> {
  return findPage(model, list.query, sortOf(pageArgs, list.sort), toPage(pageArgs, defaultSize), pageArgs, projection);
}
