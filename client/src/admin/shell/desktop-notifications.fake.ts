/**
 * A stand-in for the browser's Notification API in component tests (jsdom has none): records what
 * was shown, and answers the permission prompt as the test says the user would.
 */
export type ShownNotification = { title: string; body: string | undefined; tag: string | undefined; onclick: (() => void) | null };

export function fakeNotificationApi(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: ShownNotification[] = [];
  let asked = 0;
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission(): Promise<NotificationPermission> {
      asked += 1;
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      const record: ShownNotification = { title, body: options?.body, tag: options?.tag, onclick: null };
      shown.push(record);
      // The component sets onclick after constructing; keep the record in step.
      Object.defineProperty(this, 'onclick', {
        get: () => record.onclick,
        set: (fn: (() => void) | null) => {
          record.onclick = fn;
        },
      });
    }
    close(): void {}
  }
  return { Notification: FakeNotification, shown, asked: () => asked };
}
