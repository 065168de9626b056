import { graphql } from '../../__generated__';

// The status filter matters for signed-in admins, who would otherwise get drafts too;
// guests only ever receive active services from the server.
export const ServicesPageQuery = graphql(`
  query ServicesPageQuery {
    services(filter: { status: active }, page: { pageSize: 100 }) {
      items {
        id
        title
        shortDescription
        icon
        features
        price {
          basic
          premium
          enterprise
        }
      }
    }
  }
`);
