/**
 * Backups as an administrator uses them (System Settings › Backup Frequency): "Back up now" writes a
 * checksummed file into DATA_DIR/backups, lists it, logs it and shows it on System Status; only
 * the last N are kept; Backup Frequency schedules them in the site's time zone; a failure is
 * recorded, logged and raised as an alert; editors and students are refused on both APIs.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { BackupModel } from '../src/modules/backups/backup.model.js';
import { BACKUP_JOB } from '../src/modules/backups/backups.schedule.js';
import { subscribeToEvents } from '../src/modules/events/event-bus.js';
import { scheduler } from '../src/modules/scheduler/scheduler.js';
import { wallClock, waitForSchedule } from './helpers/schedule.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let dataDir: string;
let admin: { token: string; id: string };
let editor: { token: string };

const BACKUP_FIELDS = 'id fileName status trigger requestedBy startedAt finishedAt sizeBytes sha256 documents files error';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backups-data-'));
  t = await startTestServer({ DATA_DIR: dataDir });
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  editor = await t.userWithToken('editor');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const backupDir = () => join(dataDir, 'backups');

async function backUpNow(token: string) {
  return t.gql(`mutation { backUpNow { ${BACKUP_FIELDS} } }`, {}, token);
}

describe('Back up now', () => {
  it('writes a checksummed backup, lists it, logs it and shows it on System Status', async () => {
    const before = await t.gql('{ systemStatus { lastBackupAt } }', {}, admin.token);
    expect(before.body.data.systemStatus.lastBackupAt).toBeNull();

    const res = await backUpNow(admin.token);
    expect(res.body.errors).toBeUndefined();
    const backup = res.body.data.backUpNow;
    expect(backup).toMatchObject({ status: 'succeeded', trigger: 'manual', requestedBy: 'Ada Admin', error: null });
    expect(backup.fileName).toMatch(/^backup-.+\.ejson\.gz$/);
    expect(backup.documents).toBeGreaterThan(0);
    const bytes = await readFile(join(backupDir(), backup.fileName));
    expect(bytes.length).toBe(backup.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(backup.sha256);
    expect(await readFile(join(backupDir(), `${backup.fileName}.sha256`), 'utf8')).toBe(`${backup.sha256}  ${backup.fileName}\n`);

    const list = await t.gql(`{ backups { ${BACKUP_FIELDS} } }`, {}, admin.token);
    expect(list.body.data.backups[0]).toEqual(backup);
    const status = await t.gql('{ systemStatus { lastBackupAt } }', {}, admin.token);
    expect(status.body.data.systemStatus.lastBackupAt).toBe(backup.finishedAt);

    const activity = await t.gql('{ activity(filter: { entityType: "backup" }) { items { summary status actorName } } }', {}, admin.token);
    expect(activity.body.data.activity.items[0]).toMatchObject({ status: 'success', actorName: 'Ada Admin' });
    expect(activity.body.data.activity.items[0].summary).toContain(`Ada Admin backed up the database: ${backup.fileName}`);
  });

  it('is for administrators only, on GraphQL and REST', async () => {
    const student = await t.userWithToken('student');
    for (const token of [editor.token, student.token]) {
      expect((await backUpNow(token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql('{ backups { id } }', {}, token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.rest('POST', '/backups', undefined, token)).status).toBe(403);
      expect((await t.rest('GET', '/backups', undefined, token)).status).toBe(403);
    }
    expect((await t.gql('{ backups { id } }', {}, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const made = await t.rest('POST', '/backups', undefined, admin.token);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ status: 'succeeded', trigger: 'manual' });
    const listed = await t.rest('GET', '/backups', undefined, admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toEqual(made.body.data);
  });

  it('keeps only the last N backups (System Settings → Backups Kept)', async () => {
    const saved = await t.gql('mutation { updateSystemSettings(input: { system: { backupsKept: 2 } }) { system { backupsKept } } }', {}, admin.token);
    expect(saved.body.data.updateSystemSettings.system.backupsKept).toBe(2);
    const bad = await t.gql('mutation { updateSystemSettings(input: { system: { backupsKept: 0 } }) { system { backupsKept } } }', {}, admin.token);
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({ 'system.backupsKept': 'Backups Kept must be at least 1' });

    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await backUpNow(admin.token)).body.data.backUpNow.fileName as string);
    const files = (await readdir(backupDir())).filter((f) => f.endsWith('.ejson.gz')).sort();
    expect(files).toEqual(made.slice(1).sort());
    const list = await t.gql('{ backups { fileName status } }', {}, admin.token);
    expect(list.body.data.backups.map((b: { fileName: string }) => b.fileName)).toEqual(made.slice(1).reverse());
  });

  it('refuses a second backup while one is running', async () => {
    const meta = mongoose.connection.collection<{ _id: string; until: Date; owner: string }>('meta');
    await meta.insertOne({ _id: 'lock:backup', until: new Date(Date.now() + 60_000), owner: 'another process' });
    try {
      const res = await backUpNow(admin.token);
      expect(res.body.errors?.[0]).toMatchObject({ message: 'A backup is already running. Try again when it has finished.', extensions: { code: 'CONFLICT' } });
    } finally {
      await meta.deleteOne({ _id: 'lock:backup' });
    }
  });

  it('marks a backup whose process stopped half-way as failed, and removes its partial file', async () => {
    await BackupModel.create({ fileName: '', status: 'running', trigger: 'schedule', startedAt: new Date(Date.now() - 3_600_000) });
    await writeFile(join(backupDir(), 'backup-2026-01-01T00-00-00-000Z.ejson.gz.partial'), 'half');
    expect((await backUpNow(admin.token)).body.data.backUpNow.status).toBe('succeeded');
    const list = await t.gql('{ backups { status error } }', {}, admin.token);
    expect(list.body.data.backups).toContainEqual({ status: 'failed', error: 'The process taking this backup stopped before it finished.' });
    expect((await readdir(backupDir())).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('records a failure, logs it and raises an alert', async () => {
    const events = subscribeToEvents((event) => event.topic === 'backup.failed');
    // The backups folder cannot be created: a file stands in its way.
    await rm(backupDir(), { recursive: true, force: true });
    await writeFile(backupDir(), 'not a folder');
    try {
      const res = await backUpNow(admin.token);
      const backup = res.body.data.backUpNow;
      expect(backup.status).toBe('failed');
      expect(backup.error).toMatch(/EEXIST|ENOTDIR/);
      const alert = await events.next();
      expect(alert.value).toEqual({ topic: 'backup.failed', backupId: backup.id });
      const activity = await t.gql('{ activity(filter: { entityType: "backup" }) { items { summary status } } }', {}, admin.token);
      expect(activity.body.data.activity.items[0]).toMatchObject({ status: 'error' });
      expect(activity.body.data.activity.items[0].summary).toContain('Ada Admin could not back up the database');
    } finally {
      await events.return();
      await rm(backupDir(), { force: true });
    }
  });
});

describe('Backup Frequency', () => {
  it('schedules backups in the site time zone and moves them when the setting changes', async () => {
    await t.gql('mutation { updateSystemSettings(input: { system: { backupFrequency: "weekly" }, general: { timezone: "America/New_York" } }) { system { backupFrequency } } }', {}, admin.token);
    const weekly = await waitForSchedule(BACKUP_JOB, (s) => wallClock(s.nextRunAt, 'America/New_York').startsWith('Sun 02:00'));
    expect(wallClock(weekly.nextRunAt, 'America/New_York')).toBe('Sun 02:00');

    await t.gql('mutation { updateSystemSettings(input: { system: { backupFrequency: "hourly" } }) { system { backupFrequency } } }', {}, admin.token);
    const hourly = (await waitForSchedule(BACKUP_JOB, (s) => s.repeatInterval !== weekly.repeatInterval)).nextRunAt;
    expect(hourly.getUTCMinutes()).toBe(0);
    expect(hourly.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);

    // Other jobs may fall due by then too (the nightly rollups at 03:30 New York time are 08:30 UTC,
    // before a 09:00 backup): only the backup's run is this test's business.
    const runs = await scheduler().runDue(t.deps, hourly);
    expect(runs.filter((run) => run.name === BACKUP_JOB)).toEqual([{ name: BACKUP_JOB, ok: true }]);
    const list = await t.gql('{ backups { trigger status requestedBy } }', {}, admin.token);
    expect(list.body.data.backups[0]).toEqual({ trigger: 'schedule', status: 'succeeded', requestedBy: null });
  });
});
