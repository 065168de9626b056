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

/** One page of entries with what the pagination under them needs: the log and a record's History. */
export const ActivityPageFragment = graphql(`
  fragment ActivityPage_list on ActivityList {
    items {
      ...ActivityEntryRow_entry
    }
    total
    page
    pageSize
  }
`);

export const AdminActivityQuery = graphql(`
  query AdminActivityQuery($filter: ActivityFilter, $page: PageInput) {
    activity(filter: $filter, page: $page) {
      ...ActivityPage_list
    }
  }
`);

export const RecordHistoryQuery = graphql(`
  query RecordHistoryQuery($entityType: String!, $entityId: ID!, $page: PageInput) {
    recordHistory(entityType: $entityType, entityId: $entityId, page: $page) {
      ...ActivityPage_list
    }
  }
`);

export const RevisionsQuery = graphql(`
  query RevisionsQuery($entityType: String!, $entityId: ID!, $page: PageInput) {
    revisions(entityType: $entityType, entityId: $entityId, page: $page) {
      items {
        id
        at
        actorName
        actorRole
        kind
        changedFields
        fields {
          field
          value
        }
      }
      total
      page
      pageSize
      current {
        field
        value
      }
    }
  }
`);

export const RestoreRevisionMutation = graphql(`
  mutation RestoreRevisionMutation($id: ID!) {
    restoreRevision(id: $id) {
      entityType
      entityId
    }
  }
`);
