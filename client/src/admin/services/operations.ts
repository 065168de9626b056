import { graphql } from '../../__generated__';

export const AdminServiceCardFragment = graphql(`
  fragment AdminServiceCard_service on Service {
    id
    title
    description
    shortDescription
    icon
    features
    category
    status
    popularity
    clients
    rating
    publishAt
    unpublishAt
    publishAtLocal
    unpublishAtLocal
    price {
      basic
      premium
      enterprise
    }
    translations {
      en {
        title
        description
        shortDescription
        features
      }
      es {
        title
        description
        shortDescription
        features
      }
      fr {
        title
        description
        shortDescription
        features
      }
      de {
        title
        description
        shortDescription
        features
      }
    }
  }
`);


export const AdminServicesQuery = graphql(`
  query AdminServicesQuery($filter: ServiceFilter, $page: PageInput) {
    services(filter: $filter, page: $page) {
      items {
        ...AdminServiceCard_service
      }
      total
      page
      pageSize
    }
  }
`);

export const AdminServiceStatsQuery = graphql(`
  query AdminServiceStatsQuery {
    serviceStats {
      ...ServiceStatCards_stats
    }
  }
`);

export const AdminCreateServiceMutation = graphql(`
  mutation AdminCreateServiceMutation($input: ServiceInput!) {
    createService(input: $input) {
      ...AdminServiceCard_service
    }
  }
`);

export const AdminUpdateServiceMutation = graphql(`
  mutation AdminUpdateServiceMutation($id: ID!, $input: ServiceInput!) {
    updateService(id: $id, input: $input) {
      ...AdminServiceCard_service
    }
  }
`);

export const AdminDeleteServiceMutation = graphql(`
  mutation AdminDeleteServiceMutation($id: ID!) {
    deleteService(id: $id)
  }
`);

export const AdminBulkServicesMutation = graphql(`
  mutation AdminBulkServicesMutation($input: ServiceBulkInput!) {
    bulkServices(input: $input) {
      ...BulkOutcome_result
    }
  }
`);
