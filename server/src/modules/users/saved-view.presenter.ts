/** The one output shape of a saved view (GraphQL SavedView, REST /api/me/views). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { SavedViewDoc } from './saved-view.model.js';

export const savedViewPresenter = definePresenter<SavedViewDoc, G.SavedView>('SavedView', {
  id: (v) => v._id.toString(),
  list: (v) => v.list,
  name: (v) => v.name,
  search: (v) => v.search,
  createdAt: (v) => v.createdAt,
  updatedAt: (v) => v.updatedAt,
});
