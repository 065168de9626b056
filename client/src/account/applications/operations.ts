import { graphql } from '../../__generated__';

export const ApplicationHistoryFragment = graphql(`
  fragment ApplicationHistory_application on Application {
    status
    history {
      status
      at
      byName
      note
    }
  }
`);

export const MyApplicationCardFragment = graphql(`
  fragment MyApplicationCard_application on Application {
    id
    createdAt
    resume {
      filename
      downloadUrl
    }
    job {
      id
      title
      company
      location
      isActive
    }
    ...ApplicationHistory_application
  }
`);

export const MyApplicationsQuery = graphql(`
  query MyApplicationsQuery {
    myApplications(page: { pageSize: 50 }) {
      total
      items {
        ...MyApplicationCard_application
      }
    }
  }
`);

export const WithdrawApplicationMutation = graphql(`
  mutation WithdrawApplicationMutation($id: ID!) {
    updateApplicationStatus(id: $id, status: withdrawn) {
      ...MyApplicationCard_application
    }
  }
`);
