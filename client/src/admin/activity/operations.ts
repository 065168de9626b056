import { graphql } from '../../__generated__';

export const ActivityEntryFragment = graphql(`
  fragment ActivityEntryRow_entry on ActivityEntry {
    id
    at
    actorName
    actorRole
    action
    entityType
    entityId
    summary
    status
    link
    sample
    changes {
      field
      before
      after
    }
  }
`);

export const AdminActivityQuery = graphql(`
  query AdminActivityQuery($filter: ActivityFilter, $page: PageInput) {
    activity(filter: $filter, page: $page) {
      items {
        ...ActivityEntryRow_entry
      }
      total
      page
      pageSize
    }
  }
`);

export const RecordHistoryQuery = graphql(`
  query RecordHistoryQuery($entityType: String!, $entityId: ID!, $page: PageInput) {
    recordHistory(entityType: $entityType, entityId: $entityId, page: $page) {
      items {
        ...ActivityEntryRow_entry
      }
      total
      page
      pageSize
    }
  }
`);
