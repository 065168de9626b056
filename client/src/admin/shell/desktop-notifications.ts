/**
 * Desktop notifications through the browser's Notification API (System Settings › Notifications ›
 * Push Notifications): while a staff member has the back office open and has allowed them, each
 * notification pushed live also shows on the desktop. Permission is asked from the settings screen,
 * never on page load (browsers ignore, and users resent, prompts nobody asked for).
 */
export type DesktopPermission = NotificationPermission | 'unsupported';

function api(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

export function desktopPermission(): DesktopPermission {
  return api()?.permission ?? 'unsupported';
}

/** Asks the browser (it shows its own prompt); answers the permission the user chose. */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  const notification = api();
  if (!notification) return 'unsupported';
  return notification.requestPermission();
}

/**
 * Shows one notification on the desktop when allowed. The tag is the notification's id, so with
 * the back office open in several tabs the browser shows it once. Clicking it brings the tab forward.
 */
export function showDesktopNotification(notice: { id: string; title: string; message: string }, onClick: () => void): void {
  const notification = api();
  if (notification?.permission !== 'granted') return;
  try {
    const shown = new notification(notice.title, { body: notice.message, tag: `notification-${notice.id}` });
    shown.onclick = () => {
      window.focus();
      onClick();
      shown.close();
    };
  } catch {
    // Some browsers (Chrome on Android) only show notifications from a service worker: the bell still has it.
  }
}
