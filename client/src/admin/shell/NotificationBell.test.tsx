import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { fakeNotificationApi } from './desktop-notifications.fake';
import { NotificationBell } from './NotificationBell';
import { AdminMarkAllNotificationsReadMutation, AdminMarkNotificationReadMutation, AdminNotificationsQuery } from './operations';

// The feed's isolation and content are proved on the server (notifications-live.test.ts); this is
// what the admin sees of it.

const older = {
  __typename: 'Notification',
  id: 'n1',
  title: 'New job application',
  message: 'Sam Student applied for ML Engineer.',
  link: '/admin/jobs/j1/applications',
  isRead: true,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
};

const pushed = {
  __typename: 'Notification',
  id: 'n2',
  title: 'Enrollment awaiting payment',
  message: 'Sam Student enrolled in Intro to ML ($199.00). Mark the payment once it is received.',
  link: '/admin/courses',
  isRead: false,
  createdAt: new Date().toISOString(),
};

const listMock: MockLink.MockedResponse = {
  request: { query: AdminNotificationsQuery, variables: { page: { page: 1, pageSize: 10 } } },
  result: { data: { notifications: { __typename: 'NotificationList', items: [older], total: 1, unread: 0 } } },
};

const markReadMock: MockLink.MockedResponse = {
  request: { query: AdminMarkNotificationReadMutation, variables: { id: 'n2' } },
  result: { data: { markNotificationRead: { __typename: 'Notification', id: 'n2', isRead: true } } },
};

const feedEvent = (unread: number, notification: typeof pushed | null) => ({
  result: { data: { notificationFeed: { __typename: 'NotificationFeedEvent', unread, live: true, notification } } },
});

function renderBell(mocks: MockLink.MockedResponse[]) {
  const feed = new MockSubscriptionLink();
  const link = ApolloLink.split(({ query }) => isSubscriptionOperation(query), feed, new MockLink(mocks));
  renderWithProviders(<NotificationBell />, { route: '/admin', link });
  return feed;
}

describe('NotificationBell', { timeout: 30_000 }, () => {
  it('shows a pushed notification and the unread count at once, without reloading', async () => {
    const feed = renderBell([listMock, { ...listMock, result: { data: { notifications: { __typename: 'NotificationList', items: [pushed, older], total: 2, unread: 0 } } } }, markReadMock]);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(feed.operation).toBeDefined());

    act(() => feed.simulateResult(feedEvent(0, null)));
    act(() => feed.simulateResult(feedEvent(1, pushed)));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBe(bell);

    const user = userEvent.setup();
    await user.click(bell);
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Enrollment awaiting payment (unread)'),
      expect.stringContaining('New job application'),
    ]);

    // Opening it marks it read and leads to its record.
    await user.click(items[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/courses'));
  });

  it('follows the count when notifications are read in another tab', async () => {
    const readElsewhere = { ...listMock, result: { data: { notifications: { __typename: 'NotificationList', items: [{ ...pushed, isRead: true }, older], total: 2, unread: 0 } } } };
    const feed = renderBell([
      { ...listMock, result: { data: { notifications: { __typename: 'NotificationList', items: [pushed, older], total: 2, unread: 1 } } } },
      readElsewhere,
    ]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(feed.operation).toBeDefined());
    act(() => feed.simulateResult(feedEvent(0, null)));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks every notification read in place, without fetching the list again', async () => {
    const markAllMock: MockLink.MockedResponse = { request: { query: AdminMarkAllNotificationsReadMutation }, result: { data: { markAllNotificationsRead: 1 } } };
    // One list answer only: a second fetch of the list would fail.
    renderBell([{ ...listMock, result: { data: { notifications: { __typename: 'NotificationList', items: [pushed, older], total: 2, unread: 1 } } } }, markAllMock]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    // The button is also disabled while the mutation runs: the list shows the answer a moment later.
    await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('button');
      expect(items.map((item) => item.textContent)).toEqual([expect.not.stringContaining('(unread)'), expect.not.stringContaining('(unread)')]);
    });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  describe('desktop notifications (Push Notifications)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    const oneUnreadMock: MockLink.MockedResponse = {
      ...listMock,
      result: { data: { notifications: { __typename: 'NotificationList', items: [{ ...older, id: 'n0', isRead: false }, older], total: 2, unread: 1 } } },
    };

    it('shows a pushed notification on the desktop once the browser allows it, and a click opens its record', async () => {
      const api = fakeNotificationApi('granted');
      vi.stubGlobal('Notification', api.Notification);
      // jsdom has no window.focus(); the browser brings the tab forward.
      vi.spyOn(window, 'focus').mockImplementation(() => undefined);
      const feed = renderBell([oneUnreadMock]);
      // The list has loaded: the push is new to it.
      await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      await waitFor(() => expect(feed.operation).toBeDefined());
      act(() => feed.simulateResult(feedEvent(1, null)));
      expect(api.shown).toEqual([]);

      act(() => feed.simulateResult(feedEvent(2, pushed)));
      await screen.findByRole('button', { name: 'Notifications, 2 unread' });
      expect(api.shown).toEqual([{ title: pushed.title, body: pushed.message, tag: 'notification-n2', onclick: expect.any(Function) }]);
      // The same notification again (a reconnect replays it) is not shown twice.
      act(() => feed.simulateResult(feedEvent(2, pushed)));
      expect(api.shown).toHaveLength(1);

      act(() => api.shown[0]!.onclick?.());
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/courses'));
    });

    it('shows nothing on the desktop while the browser has not allowed it', async () => {
      const api = fakeNotificationApi('default');
      vi.stubGlobal('Notification', api.Notification);
      const feed = renderBell([oneUnreadMock]);
      // The list has loaded: the push is new to it.
      await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      await waitFor(() => expect(feed.operation).toBeDefined());
      act(() => feed.simulateResult(feedEvent(2, pushed)));
      await screen.findByRole('button', { name: 'Notifications, 2 unread' });
      expect(api.shown).toEqual([]);
      expect(api.asked()).toBe(0);
    });
  });
});
