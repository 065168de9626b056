/**
 * Crash test: a real server process on a journaled embedded store is
 * SIGKILLed while sign-ups and résumé uploads run concurrently. Afterwards every acknowledged
 * account and application is there with its résumé's exact bytes, and after the orphan sweep no
 * file is left that no application refers to, nor any half-written upload.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectDatabase, type Database } from '../src/db/connection.js';
import { createLogger } from '../src/logger.js';
import { ApplicationModel } from '../src/modules/jobs/application.model.js';
import { sweepOrphanResumes } from '../src/modules/jobs/resume-sweep.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { pdfFile } from './jobs-fixtures.js';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const PASSWORD = 'Crash-test-passw0rd!';
let dataDir: string | undefined;
let child: ChildProcess | undefined;
let db: Database | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await db?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitUntilUp(base: string, server: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${String(server.exitCode)}`);
    try {
      if ((await fetch(`${base}/api/jobs`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start in 90 s');
}

type Json = { data?: Record<string, unknown> & { register?: { token?: string } }; errors?: unknown };

async function register(base: string, email: string, role: 'student' | 'applicant', address: string): Promise<string | null> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      query: 'mutation($input: RegisterInput!) { register(input: $input) { token } }',
      variables: { input: { name: 'Crash Test', email, password: PASSWORD, confirmPassword: PASSWORD, agreeToTerms: true, role } },
    }),
  });
  const body = (await res.json()) as Json;
  return res.ok ? (body.data?.register?.token ?? null) : null;
}

async function applyWith(base: string, token: string, jobId: string, bytes: Buffer): Promise<string | null> {
  const form = new FormData();
  form.set('phone', '+1 415 555 0100');
  form.set('resume', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${base}/api/jobs/${jobId}/applications`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 201) return null;
  return ((await res.json()) as { data: { id: string } }).data.id;
}

describe('a SIGKILL during concurrent writes and uploads', () => {
  it('loses nothing acknowledged and leaves nothing orphaned after the sweep', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'crash-test-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SAMPLE_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The test stands in for a proxy in front of many clients (registration is limited per address).
      TRUST_PROXY: 'loopback',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      MONGODB_URI: '',
    };
    child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: 'ignore' });
    await waitUntilUp(base, child);

    const jobs = ((await (await fetch(`${base}/api/jobs?pageSize=50`)).json()) as { data: { id: string; status: string }[] }).data.filter((j) => j.status === 'active');
    expect(jobs.length).toBeGreaterThan(2);
    const applicants: string[] = [];
    for (let i = 0; i < 4; i++) {
      const token = await register(base, `applicant${i}@crash.example`, 'applicant', `198.51.100.${i + 1}`);
      if (token) applicants.push(token);
    }
    expect(applicants).toHaveLength(4);

    const ackedEmails: string[] = [];
    const ackedApplications = new Map<string, Buffer>();
    let killed = false;
    const signUps = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !killed; i++) {
        const email = `student-${w}-${i}@crash.example`;
        try {
          if (await register(base, email, 'student', `10.${w}.${Math.floor(i / 250)}.${(i % 250) + 1}`)) ackedEmails.push(email);
        } catch {
          return; // the server is gone
        }
      }
    });
    const uploads = applicants.map(async (token, a) => {
      for (const job of jobs) {
        if (killed) return;
        const bytes = pdfFile(`Applicant ${a} for ${job.id} ${'x'.repeat(20_000 * (a + 1))}`);
        try {
          const id = await applyWith(base, token, job.id, bytes);
          if (id) ackedApplications.set(id, bytes);
        } catch {
          return;
        }
      }
    });
    // Kill once a fair amount is acknowledged, with writes of both kinds still in flight.
    const started = Date.now();
    while (Date.now() - started < 30_000 && (ackedEmails.length < 15 || ackedApplications.size < 4)) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    child.kill('SIGKILL');
    await once(child, 'exit');
    await Promise.all([...signUps, ...uploads]);
    expect(ackedEmails.length).toBeGreaterThanOrEqual(15);
    expect(ackedApplications.size).toBeGreaterThanOrEqual(4);

    // Reopen the same data directory in this process: the journal is replayed.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const log = createLogger('silent', false);
    db = await connectDatabase(config, log);
    const users = await UserModel.find({ email: { $in: ackedEmails } }, { email: 1 }).lean();
    expect(users.map((u) => u.email).sort()).toEqual([...ackedEmails].sort());
    const filesDir = join(dataDir, 'files', 'resumes');
    for (const [id, bytes] of ackedApplications) {
      const application = await ApplicationModel.findById(id).lean();
      expect(application).not.toBeNull();
      expect((await readFile(join(filesDir, application!.resume.fileId.toHexString()))).equals(bytes)).toBe(true);
    }

    await sweepOrphanResumes(log, 0);
    const referenced = new Set((await ApplicationModel.find({}, { resume: 1 }).lean()).map((a) => a.resume.fileId.toHexString()));
    const left = await readdir(filesDir);
    expect(left.filter((name) => !referenced.has(name))).toEqual([]);
    expect(referenced.size).toBe(left.length);
  }, 180_000);
});
