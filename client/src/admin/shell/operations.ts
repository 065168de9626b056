import { graphql } from '../../__generated__';

export const AdminNotificationsQuery = graphql(`
  query AdminNotificationsQuery($page: PageInput) {
    notifications(page: $page) {
      items {
        id
        title
        message
        link
        isRead
        createdAt
      }
      total
      unread
    }
  }
`);

export const AdminMarkNotificationReadMutation = graphql(`
  mutation AdminMarkNotificationReadMutation($id: ID!) {
    markNotificationRead(id: $id) {
      id
      isRead
    }
  }
`);

export const AdminMarkAllNotificationsReadMutation = graphql(`
  mutation AdminMarkAllNotificationsReadMutation {
    markAllNotificationsRead
  }
`);
