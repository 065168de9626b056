/**
 * System Alerts (System Settings › Notifications): while the setting is on, staff get an
 * in-app notification and an e-mail at the Contact Email for a failed backup, repeated sign-in
 * lockouts, and the database becoming unreachable and reachable again (once per transition);
 * while it is off they get neither. Email Notifications does not gate alerts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityModel } from '../src/modules/activity/activity.model.js';
import { createDatabaseMonitor } from '../src/modules/alerts/database-monitor.js';
import { SystemAlertModel } from '../src/modules/alerts/system-alert.model.js';
import { NotificationModel } from '../src/modules/notifications/notification.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const CONTACT = 'alerts-desk@example.com';
let t: TestServer;
let dataDir: string;
let admin: { token: string; id: string };
let editor: { token: string; id: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alerts-data-'));
  t = await startTestServer({ DATA_DIR: dataDir });
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  editor = await t.userWithToken('editor', { name: 'Ed Editor' });
  await settings(`general: { contactEmail: "${CONTACT}" }, security: { loginAttempts: 3 }`);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await Promise.all([NotificationModel.deleteMany({}), SystemAlertModel.deleteMany({}), t.resetLimits()]);
  await settings('notifications: { systemAlerts: true, emailNotifications: true }');
});

async function settings(input: string) {
  const res = await t.gql(`mutation { updateSystemSettings(input: { ${input} }) { updatedAt } }`, {}, admin.token);
  expect(res.body.errors).toBeUndefined();
}

async function bell(token: string): Promise<{ title: string; message: string }[]> {
  const res = await t.gql('{ notifications { items { title message } } }', {}, token);
  return res.body.data.notifications.items;
}

const alertMails = (subject: string) => t.sentMails(CONTACT).filter((m) => m.subject === subject);

async function failBackup(): Promise<string> {
  // The backups folder cannot be created: a file stands in its way.
  const dir = join(dataDir, 'backups');
  await rm(dir, { recursive: true, force: true });
  await writeFile(dir, 'not a folder');
  try {
    const res = await t.gql('mutation { backUpNow { status error } }', {}, admin.token);
    expect(res.body.data.backUpNow.status).toBe('failed');
    await t.settle();
    return res.body.data.backUpNow.error;
  } finally {
    await rm(dir, { force: true });
  }
}

async function lockOut(email: string) {
  for (let i = 0; i < 3; i += 1) {
    await t.gql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email, password: 'Wrong-passw0rd!' } });
  }
  await t.settle();
}

describe('a failed backup', () => {
  it('notifies every staff member and e-mails the Contact Email, even with Email Notifications off', async () => {
    await settings('notifications: { emailNotifications: false }');
    const mailsBefore = alertMails('Backup failed').length;
    const error = await failBackup();

    for (const who of [admin, editor]) {
      const items = await bell(who.token);
      expect(items).toHaveLength(1);
      expect(items[0]!.title).toBe('Backup failed');
      expect(items[0]!.message).toContain(error);
    }
    const mails = alertMails('Backup failed');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]!.text).toContain(error);
    expect(mails[0]!.text).toContain('/admin/settings');
  });

  it('is neither notified nor mailed while System Alerts is off', async () => {
    await settings('notifications: { systemAlerts: false }');
    const mailsBefore = alertMails('Backup failed').length;
    await failBackup();
    expect(await bell(admin.token)).toEqual([]);
    expect(alertMails('Backup failed')).toHaveLength(mailsBefore);
  });
});

describe('sign-in lockouts', () => {
  it('alerts at once when a staff account is locked', async () => {
    const locked = await t.userWithToken('editor', { name: 'Lou Locked' });
    await lockOut(locked.email);
    const items = await bell(admin.token);
    expect(items).toEqual([{ title: 'Staff account locked', message: `Sign-in to the editor account of Lou Locked (${locked.email}) was locked after too many failed attempts.` }]);
    expect(alertMails('Staff account locked')[0]!.text).toContain(locked.email);
  });

  it('alerts once when three accounts are locked within an hour, not for one or two', async () => {
    await ActivityModel.deleteMany({ action: 'lockout' });
    const students = await Promise.all([1, 2, 3].map(() => t.userWithToken('student')));
    await lockOut(students[0]!.email);
    // An e-mail nobody has counts too: lockouts of unknown accounts look the same to an attacker.
    await lockOut('nobody-here@example.com');
    expect(await bell(admin.token)).toEqual([]);

    await lockOut(students[1]!.email);
    expect(await bell(admin.token)).toEqual([{ title: 'Repeated sign-in lockouts', message: expect.stringMatching(/^\d+ sign-in lockouts in the last hour/) }]);

    await lockOut(students[2]!.email);
    expect(await bell(admin.token)).toHaveLength(1);
    expect(alertMails('Repeated sign-in lockouts')).toHaveLength(1);
  });
});

describe('the database becoming unreachable and reachable again', () => {
  it('alerts once per transition, not per ping', async () => {
    let reachable = true;
    const clock = { now: new Date('2026-03-02T10:00:00Z') };
    const monitor = createDatabaseMonitor({
      deps: t.deps,
      now: () => clock.now,
      ping: () => (reachable ? Promise.resolve() : Promise.reject(new Error('connection refused'))),
    });
    expect(await monitor.check()).toBeNull();
    expect(await bell(admin.token)).toEqual([]);

    reachable = false;
    expect(await monitor.check()).toBe('down');
    clock.now = new Date('2026-03-02T10:00:30Z');
    expect(await monitor.check()).toBeNull();
    expect(await monitor.check()).toBeNull();
    clock.now = new Date('2026-03-02T10:07:00Z');
    reachable = true;
    expect(await monitor.check()).toBe('up');
    expect(await monitor.check()).toBeNull();

    const items = await bell(editor.token);
    expect(items.map((n) => n.title)).toEqual(['Database reachable again', 'Database unreachable']);
    expect(items[1]!.message).toBe('The database could not be reached since Mar 2, 2026, 10:00:00 AM UTC (connection refused).');
    expect(items[0]!.message).toBe('The database answers again since Mar 2, 2026, 10:07:00 AM UTC, after about 7 minutes unreachable.');
    expect(alertMails('Database unreachable')).toHaveLength(1);
    expect(alertMails('Database reachable again')).toHaveLength(1);
  });

  it("is read in German by a German-speaking editor, and e-mailed in German to a German-speaking Contact Email's owner", async () => {
    const german = await t.userWithToken('editor', { name: 'Greta Deutsch' });
    await UserModel.updateOne({ _id: german.id }, { $set: { language: 'de' } });
    const desk = await t.userWithToken('editor', { name: 'Dora Desk', email: CONTACT });
    await UserModel.updateOne({ _id: desk.id }, { $set: { language: 'de' } });
    try {
      let reachable = false;
      const clock = { now: new Date('2026-03-04T10:00:00Z') };
      const monitor = createDatabaseMonitor({ deps: t.deps, now: () => clock.now, ping: () => (reachable ? Promise.resolve() : Promise.reject(new Error('connection refused'))) });
      await monitor.check();
      clock.now = new Date('2026-03-04T10:01:00Z');
      reachable = true;
      await monitor.check();

      expect(await bell(german.token)).toEqual([
        { title: 'Datenbank wieder erreichbar', message: 'Die Datenbank antwortet seit 04.03.2026, 10:01:00 UTC wieder, nachdem sie etwa 1 Minute nicht erreichbar war.' },
        { title: 'Datenbank nicht erreichbar', message: 'Die Datenbank war seit 04.03.2026, 10:00:00 UTC nicht erreichbar (connection refused).' },
      ]);
      // Everyone else keeps reading English.
      expect((await bell(admin.token)).map((n) => n.title)).toEqual(['Database reachable again', 'Database unreachable']);
      const mail = t.sentMails(CONTACT).find((m) => m.subject === 'Datenbank nicht erreichbar');
      expect(mail?.text).toContain('Die Datenbank war seit 04.03.2026, 10:00:00 UTC nicht erreichbar (connection refused).');
    } finally {
      await UserModel.deleteOne({ _id: desk.id });
    }
  });

  it('announces an outage seen by two app processes once', async () => {
    let reachable = false;
    const now = () => new Date('2026-03-03T10:00:00Z');
    const ping = () => (reachable ? Promise.resolve() : Promise.reject(new Error('connection refused')));
    const first = createDatabaseMonitor({ deps: t.deps, now, ping });
    const second = createDatabaseMonitor({ deps: t.deps, now, ping });
    await Promise.all([first.check(), second.check()]);
    reachable = true;
    await Promise.all([first.check(), second.check()]);
    expect((await bell(admin.token)).map((n) => n.title)).toEqual(['Database reachable again', 'Database unreachable']);
  });
});
