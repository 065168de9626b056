import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { fakeNotificationApi } from '../shell/desktop-notifications.fake';
import { DesktopNotificationsControl } from './DesktopNotificationsControl';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DesktopNotificationsControl', () => {
  it('asks the browser for permission when the admin clicks, and shows the answer', async () => {
    const api = fakeNotificationApi('default', 'granted');
    vi.stubGlobal('Notification', api.Notification);
    renderWithProviders(<DesktopNotificationsControl />);
    const group = screen.getByRole('group', { name: 'Desktop notifications' });
    expect(group).toHaveTextContent('This browser has not been asked yet.');
    // Never asked on its own: only the click prompts.
    expect(api.asked()).toBe(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Allow desktop notifications' }));
    expect(api.asked()).toBe(1);
    expect(await screen.findByText('Desktop notifications are allowed in this browser.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allow desktop notifications' })).toBeNull();
  });

  it('says how to unblock them when the browser blocks them', () => {
    vi.stubGlobal('Notification', fakeNotificationApi('denied').Notification);
    renderWithProviders(<DesktopNotificationsControl />);
    expect(screen.getByRole('group', { name: 'Desktop notifications' })).toHaveTextContent('Desktop notifications are blocked in this browser. Allow them in the site settings of your browser.');
    expect(screen.queryByRole('button', { name: 'Allow desktop notifications' })).toBeNull();
  });

  it('says so when the browser has no desktop notifications', () => {
    vi.stubGlobal('Notification', undefined);
    // 'Notification' in window stays true with an undefined value; remove it as such a browser would.
    Reflect.deleteProperty(window, 'Notification');
    renderWithProviders(<DesktopNotificationsControl />);
    expect(screen.getByRole('group', { name: 'Desktop notifications' })).toHaveTextContent('This browser cannot show desktop notifications.');
  });
});
