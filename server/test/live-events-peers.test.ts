/**
 * Live notifications across app processes: events travel through the database (a change
 * stream on `live_events`), so a notification raised by one process reaches a bell subscribed
 * through another within a second. The "other process" is a second event bus on its own MongoDB
 * client, as a peer process has; the app under test serves the real graphql-ws subscription.
 */
import { MongoClient, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { startChangeStreamBus, type ChangeStreamBus } from '../src/modules/events/change-stream-bus.js';
import { liveClient, type LiveClient, type LiveMessage } from './helpers/live-client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const FEED = 'subscription { notificationFeed { unread live notification { id title message } } }';
const PUSH = 'mutation($on: Boolean!) { updateSystemSettings(input: { notifications: { pushNotifications: $on } }) { notifications { pushNotifications } } }';
const SUBMIT = 'mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }';

type Feed = { notificationFeed: { unread: number; live: boolean; notification: { id: string; title: string; message: string } | null } };
const feedOf = (message: LiveMessage<Feed> | undefined) => (message?.kind === 'next' ? message.data?.notificationFeed : undefined);

let t: TestServer;
let peer: MongoClient;
let peerBus: ChangeStreamBus;
let admin: Awaited<ReturnType<TestServer['userWithToken']>>;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Pia Peer' });
  expect((await t.gql(PUSH, { on: true }, admin.token)).body.data.updateSystemSettings.notifications.pushNotifications).toBe(true);
  peer = await MongoClient.connect(t.dbUri);
  peerBus = await startChangeStreamBus(peer.db(mongoose.connection.db?.databaseName), createLogger('silent'));
  await peerBus.ready;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await peerBus.close();
  await peer.close();
  await t.close();
});

describe('live notifications across processes', () => {
  it('a notification another process stores and announces reaches a bell held here within a second', async () => {
    const client = liveClient(t.url, admin.token);
    clients.push(client);
    const feed = client.subscribe<Feed>(FEED);
    const before = feedOf((await feed.received(1))[0]);
    expect(before).toMatchObject({ live: true });

    // What the peer's notification service does: store the notification, then publish its event.
    const id = new ObjectId();
    await peer
      .db(mongoose.connection.db?.databaseName)
      .collection('notifications')
      .insertOne({ _id: id, user: new ObjectId(admin.id), title: 'New contact message', message: 'Pat Peer: raised elsewhere', isRead: false, createdAt: new Date() });
    const raised = Date.now();
    peerBus.publish({ topic: 'notification.created', userId: admin.id, notificationId: id.toHexString() });
    const [, pushed] = await feed.received(2);
    expect(Date.now() - raised).toBeLessThan(1000);
    expect(feedOf(pushed)).toEqual({ unread: (before?.unread ?? 0) + 1, live: true, notification: { id: id.toHexString(), title: 'New contact message', message: 'Pat Peer: raised elsewhere' } });
  });

  it('a notification raised through this process reaches a listener in another', async () => {
    const heard = peerBus.subscribe((event) => event.topic === 'notification.created' && event.userId === admin.id);
    try {
      const res = await t.gql(SUBMIT, { input: { name: 'Ada Visitor', email: 'ada.peer@example.com', subject: 'Across processes', message: 'Does this reach the other process?' } });
      expect(res.body.errors).toBeUndefined();
      const raised = Date.now();
      const next = await Promise.race([heard.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000))]);
      expect(next?.value).toMatchObject({ topic: 'notification.created', userId: admin.id });
      expect(Date.now() - raised).toBeLessThan(1000);
    } finally {
      await heard.return();
    }
  });
});
