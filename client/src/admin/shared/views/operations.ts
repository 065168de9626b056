import { graphql } from '../../../__generated__';

export const SavedViewFragment = graphql(`
  fragment SavedViewsMenu_view on SavedView {
    id
    name
    search
  }
`);

export const MySavedViewsQuery = graphql(`
  query MySavedViewsQuery($list: SavedViewList!) {
    mySavedViews(list: $list) {
      ...SavedViewsMenu_view
    }
  }
`);

export const SaveViewMutation = graphql(`
  mutation SaveViewMutation($input: SavedViewInput!) {
    saveView(input: $input) {
      ...SavedViewsMenu_view
    }
  }
`);

export const DeleteSavedViewMutation = graphql(`
  mutation DeleteSavedViewMutation($id: ID!) {
    deleteSavedView(id: $id)
  }
`);
