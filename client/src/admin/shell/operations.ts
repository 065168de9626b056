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

/** The live feed (WebSocket): the first message is the current count; then one per change. */
export const AdminNotificationFeedSubscription = graphql(`
  subscription AdminNotificationFeedSubscription {
    notificationFeed {
      unread
      live
      notification {
        id
        title
        message
        link
        isRead
        createdAt
      }
    }
  }
`);
