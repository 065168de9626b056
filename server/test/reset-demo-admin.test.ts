import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectDatabase, type Database } from '../src/db/connection.js';
import { createLogger } from '../src/logger.js';
import { verifyPassword } from '../src/modules/users/passwords.js';
import { createAdmin, DEMO_ADMIN_EMAIL } from '../src/modules/users/first-admin.js';
import { UserModel } from '../src/modules/users/user.model.js';

const run = promisify(execFile);
let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'reset-demo-admin-'));
  // The server's own start: the embedded store on a data directory, as `npm start` runs it.
  db = await connectDatabase(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), createLogger('silent'));
  await createAdmin({ name: 'Demo Admin', email: DEMO_ADMIN_EMAIL, password: 'Missed!Passw0rd-123' });
});
afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run reset-demo-admin', () => {
  it('gives the demo admin a new password while the server keeps its store, and prints it framed', async () => {
    expect(existsSync(join(dataDir, 'store-uri'))).toBe(true);
    const before = await UserModel.findOne({ email: DEMO_ADMIN_EMAIL }).select('+passwordHash').lean();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/modules/users/reset-demo-admin.cli.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
      timeout: 60_000,
    });
    const password = /Password: (\S+)/.exec(stdout)?.[1] ?? '';
    expect(stdout).toContain(`E-mail:   ${DEMO_ADMIN_EMAIL}`);
    const after = await UserModel.findOne({ email: DEMO_ADMIN_EMAIL }).select('+passwordHash').lean();
    expect(await verifyPassword(after?.passwordHash, password)).toBe(true);
    expect(await verifyPassword(after?.passwordHash, 'Missed!Passw0rd-123')).toBe(false);
    // Sessions signed in with the old password end.
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
  });
});
