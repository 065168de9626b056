/**
 * A route's documented answer and its handler, from the presenter that renders the answer: the
 * answer's type is the presenter's own (so the document cannot name another), and the service's
 * result is rendered with it.
 */
import type { PageResult } from '../core/pagination.js';
import { present, presentAll, type PresentContext, type Presenter } from '../core/presenter.js';
import type { RestContext, RouteDef } from './route.js';

type Answered = Pick<RouteDef, 'answer' | 'handler'>;

/** One document, rendered by `presenter`. */
export function answersOne<D>(presenter: Presenter<D>, call: (ctx: RestContext) => Promise<D>): Answered {
  return { answer: { kind: 'one', type: presenter.typeName }, handler: async (ctx) => present(presenter, await call(ctx), ctx) };
}

/**
 * `answersOne` with another module's presenter: its type is named here and the presenter is read
 * when a request is answered, never while the modules load (their imports may still be under way).
 */
export function answersOneOf<D>(typeName: string, presenter: () => Presenter<D>, call: (ctx: RestContext) => Promise<D>): Answered {
  return { answer: { kind: 'one', type: typeName }, handler: async (ctx) => present(presenter(), await call(ctx), ctx) };
}

/** A service's page of documents, each rendered by `presenter`. */
export function answersPage<D>(presenter: Presenter<D>, call: (ctx: RestContext) => Promise<PageResult<D>>): Answered {
  return { answer: { kind: 'page', type: presenter.typeName }, handler: async (ctx) => presentPage(presenter, await call(ctx), ctx) };
}

/** A service's page of documents, rendered by a presenter for a REST list answer. */
async function presentPage<D>(presenter: Presenter<D>, page: PageResult<D>, ctx: PresentContext) {
  return { items: await presentAll(presenter, page.items, ctx), total: page.total, page: page.page, pageSize: page.pageSize };
}

/** The body's fields, for the few handlers that read them one by one (the service checks each). */
export const bodyFields = (ctx: RestContext): Record<string, unknown> => (ctx.body ?? {}) as Record<string, unknown>;
