/** A service's page of documents, rendered by a presenter for a REST list answer. */
import { presentAll, type PresentContext, type Presenter } from '../core/presenter.js';
import type { PageResult } from '../core/pagination.js';

export async function presentPage<D>(presenter: Presenter<D>, page: PageResult<D>, ctx: PresentContext) {
  return { items: await presentAll(presenter, page.items, ctx), total: page.total, page: page.page, pageSize: page.pageSize };
}
