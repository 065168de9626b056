import { graphqlFields } from '../../core/presenter.js';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types.js';
import { savedViewPresenter } from './saved-view.presenter.js';
import { deleteSavedView, listSavedViews, saveView } from './saved-view.service.js';

export const savedViewResolvers: Resolvers = {
  Query: {
    mySavedViews: (_root, { list }, { actor }) => listSavedViews(actor, list),
  },
  Mutation: {
    saveView: (_root, { input }, { actor }) => saveView(actor, input),
    deleteSavedView: (_root, { id }, { actor }) => deleteSavedView(actor, id),
  },
  SavedView: graphqlFields(savedViewPresenter),
};
