import { graphql } from '../../../__generated__';

export const AdminSearchQuery = graphql(`
  query AdminSearch($query: String!, $limit: Int) {
    adminSearch(query: $query, limit: $limit) {
      type
      more
      hits {
        id
        type
        title {
          text
          matches {
            start
            length
          }
        }
        subtitle {
          text
          matches {
            start
            length
          }
        }
      }
    }
  }
`);
