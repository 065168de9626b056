/**
 * Several app processes starting at once on one database (as three replicas behind nginx do):
 * the start-up chores (backfills, sample content, the first administrator) run once between them,
 * and none of the processes fails on a duplicate.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CourseModel } from '../src/modules/courses/course.model.js';
import { ServiceModel } from '../src/modules/services/service.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import mongoose from 'mongoose';
import { withStartupLock } from '../src/db/startup-lock.js';
import { prepareDatabase } from '../src/startup.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer | null = null;

afterEach(async () => {
  await t?.close();
  t = null;
});

describe('three processes starting together', { timeout: 120_000 }, () => {
  it('create one administrator and one copy of the sample content', async () => {
    t = await startTestServer();
    const config = { ...t.config, seedSampleData: true, admin: { ...t.config.admin, email: 'first@example.com', password: 'First-Admin-Passw0rd!', name: 'First' } };
    const { log } = t;

    const results = await Promise.allSettled([prepareDatabase(config, log), prepareDatabase(config, log), prepareDatabase(config, log)]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await UserModel.countDocuments({ email: 'first@example.com' })).toBe(1);
    const services = await ServiceModel.countDocuments();
    const courses = await CourseModel.countDocuments();
    expect(services).toBeGreaterThan(0);
    expect(courses).toBeGreaterThan(0);

    // A later single start adds nothing: the same counts as one process alone would leave.
    await prepareDatabase(config, log);
    expect(await ServiceModel.countDocuments()).toBe(services);
    expect(await CourseModel.countDocuments()).toBe(courses);
    const titles = await ServiceModel.distinct('title');
    expect(titles.length).toBe(services);
  });

  it('take turns, and take over the lease of a process that died holding it', async () => {
    t = await startTestServer();
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const first = withStartupLock(async () => {
      order.push('first in');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('first out');
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = withStartupLock(() => Promise.resolve(void order.push('second in')));
    await new Promise((r) => setTimeout(r, 500));
    expect(order).toEqual(['first in']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);

    await mongoose.connection.collection<{ _id: string }>('meta').insertOne({ _id: 'lock:startup', until: new Date(Date.now() - 1000), owner: 'a process that died' } as never);
    await expect(withStartupLock(() => Promise.resolve('ran'))).resolves.toBe('ran');
    expect(await mongoose.connection.collection<{ _id: string }>('meta').countDocuments({ _id: 'lock:startup' })).toBe(0);
  });
});
