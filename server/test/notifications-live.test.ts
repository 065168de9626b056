/**
 * Live notifications: the `notificationFeed` subscription over a real WebSocket. Each
 * signed-in user receives only their own notifications; a student never receives what staff are
 * told; the count follows reads made elsewhere; Push Notifications off means no pushed content.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveClient, type LiveClient, type LiveMessage } from './helpers/live-client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const FEED = 'subscription { notificationFeed { unread live notification { id title message link isRead } } }';
const SUBMIT = 'mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }';
const MINE = '{ notifications { unread items { id title } } }';
const PUSH = 'mutation($on: Boolean!) { updateSystemSettings(input: { notifications: { pushNotifications: $on } }) { notifications { pushNotifications } } }';

type Feed = { notificationFeed: { unread: number; live: boolean; notification: { id: string; title: string; message: string; link: string | null; isRead: boolean } | null } };

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['userWithToken']>>;
let editor: Awaited<ReturnType<TestServer['userWithToken']>>;
let student: Awaited<ReturnType<TestServer['userWithToken']>>;
const clients: LiveClient[] = [];
let sent = 0;

function connect(token: string | null): LiveClient {
  const client = liveClient(t.url, token);
  clients.push(client);
  return client;
}

async function contactMessage(): Promise<string> {
  sent += 1;
  const subject = `Live question ${sent}`;
  const res = await t.gql(SUBMIT, { input: { name: 'Ada Visitor', email: `ada${sent}@example.com`, subject, message: 'Can you help us with a pilot project?' } });
  expect(res.body.errors).toBeUndefined();
  await t.settle();
  return subject;
}

const feedOf = (message: LiveMessage<Feed> | undefined) => (message?.kind === 'next' ? message.data?.notificationFeed : undefined);

/** Gives a feed that should stay silent the time a delivered event takes, plus a margin. */
const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Alice Admin' });
  editor = await t.userWithToken('editor', { name: 'Eddie Editor' });
  student = await t.userWithToken('student', { name: 'Sam Student' });
  expect((await t.gql(PUSH, { on: true }, admin.token)).body.data.updateSystemSettings.notifications.pushNotifications).toBe(true);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await t.resetLimits();
});

afterAll(async () => {
  await t.close();
});

describe('notificationFeed', () => {
  it("pushes each staff member their own new notification, and nothing to a student", async () => {
    const adminFeed = connect(admin.token).subscribe<Feed>(FEED);
    const editorFeed = connect(editor.token).subscribe<Feed>(FEED);
    const studentFeed = connect(student.token).subscribe<Feed>(FEED);
    // The first message is the current state.
    for (const feed of [adminFeed, editorFeed, studentFeed]) {
      expect(feedOf((await feed.received(1))[0])).toEqual({ unread: 0, live: true, notification: null });
    }

    const subject = await contactMessage();
    const [, adminEvent] = await adminFeed.received(2);
    const [, editorEvent] = await editorFeed.received(2);
    const adminNotice = feedOf(adminEvent);
    const editorNotice = feedOf(editorEvent);
    expect(adminNotice).toMatchObject({ unread: 1, live: true, notification: { title: 'New contact message', message: `Ada Visitor: ${subject}`, link: '/admin/contact', isRead: false } });
    expect(editorNotice).toMatchObject({ unread: 1, notification: { title: 'New contact message' } });

    // Each one got the notification stored for them, which only they can read.
    const adminOwn = (await t.gql(MINE, undefined, admin.token)).body.data.notifications.items[0];
    const editorOwn = (await t.gql(MINE, undefined, editor.token)).body.data.notifications.items[0];
    expect(adminNotice?.notification?.id).toBe(adminOwn.id);
    expect(editorNotice?.notification?.id).toBe(editorOwn.id);
    expect(adminOwn.id).not.toBe(editorOwn.id);

    await quietFor(300);
    expect(studentFeed.messages).toHaveLength(1);
  });

  it('tells only the reader’s own tabs when notifications are read, with the new count', async () => {
    await contactMessage();
    const adminTab1 = connect(admin.token).subscribe<Feed>(FEED);
    const adminTab2 = connect(admin.token).subscribe<Feed>(FEED);
    const editorFeed = connect(editor.token).subscribe<Feed>(FEED);
    const before = feedOf((await adminTab1.received(1))[0])?.unread ?? 0;
    await adminTab2.received(1);
    const editorUnread = feedOf((await editorFeed.received(1))[0])?.unread;
    expect(before).toBeGreaterThan(0);

    const marked = await t.gql('mutation { markAllNotificationsRead }', undefined, admin.token);
    expect(marked.body.data.markAllNotificationsRead).toBe(before);
    for (const tab of [adminTab1, adminTab2]) expect(feedOf((await tab.received(2))[1])).toEqual({ unread: 0, live: true, notification: null });

    await quietFor(300);
    expect(editorFeed.messages).toHaveLength(1);
    expect((await t.gql(MINE, undefined, editor.token)).body.data.notifications.unread).toBe(editorUnread);
  });

  it('refuses a guest like the query does, and a socket whose token is not valid', async () => {
    const guestFeed = connect(null).subscribe<Feed>(FEED);
    const [guest] = await guestFeed.received(1);
    expect(guest?.kind === 'next' ? guest.errors?.[0]?.extensions?.code : guest).toBe('UNAUTHENTICATED');

    const forged = connect('not-a-token').subscribe<Feed>(FEED);
    expect(await forged.received(1)).toEqual([{ kind: 'error', closeCode: 4403 }]);
  });

  it('serves only subscriptions over the socket: queries and mutations go over HTTP', async () => {
    const feed = connect(admin.token).subscribe('{ notifications { unread } }');
    const [answer] = await feed.received(1);
    expect(answer).toMatchObject({ kind: 'error', errors: [{ message: 'Only subscriptions are served over WebSocket; send queries and mutations over HTTP.' }] });
  });

  it('stops pushing to a session that has signed out', async () => {
    const session = await t.userWithToken('editor', { name: 'Leaving Editor' });
    const feed = connect(session.token).subscribe<Feed>(FEED);
    await feed.received(1);
    expect((await t.gql('mutation { logout }', undefined, session.token)).body.data.logout).toBe(true);
    await contactMessage();
    // The socket is closed before the notification goes out (a client then reconnects with the token it has now).
    expect((await feed.received(2))[1]).toEqual({ kind: 'error', closeCode: 4403 });
  });

  it('pushes no notification while Push Notifications is off: the count only, and live: false', async () => {
    expect((await t.gql(PUSH, { on: false }, admin.token)).body.errors).toBeUndefined();
    try {
      const feed = connect(admin.token).subscribe<Feed>(FEED);
      const first = feedOf((await feed.received(1))[0]);
      expect(first?.live).toBe(false);
      await contactMessage();
      expect(feedOf((await feed.received(2))[1])).toEqual({ unread: (first?.unread ?? 0) + 1, live: false, notification: null });
    } finally {
      await t.gql(PUSH, { on: true }, admin.token);
    }
  });
});
