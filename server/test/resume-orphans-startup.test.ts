/**
 * A restart sweeps the résumé files a crashed process left without their application, at once
 * rather than after the orphan sweep's grace period, and keeps every other file: those of
 * applications, and fresh ones another process may be about to refer to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentFileStorage } from '../src/modules/files/files.js';
import { resumeFiles } from '../src/modules/jobs/resume.storage.js';
import { prepareDatabase } from '../src/startup.js';
import { pdfFile } from './jobs-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const SERVER_DIR = resolve(import.meta.dirname, '..');
let t: TestServer;
const writers: ChildProcess[] = [];

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const writer of writers) writer.kill('SIGKILL');
  await t.close();
});

/** Another app process storing a résumé whose application it never writes (helpers/resume-writer.ts); answers the file's id. */
async function otherProcessStores(mode: 'crash' | 'in-flight'): Promise<{ fileId: string; writer: ChildProcess }> {
  const storage = currentFileStorage();
  if (storage?.kind !== 'disk') throw new Error('expected résumés on disk beside the embedded store');
  const writer = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'test/helpers/resume-writer.ts', mode], {
    cwd: SERVER_DIR,
    env: { ...process.env, MONGODB_URI: t.dbUri, FILES_ROOT: storage.root },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  writers.push(writer);
  const [line] = (await once(createInterface({ input: writer.stdout }), 'line')) as [string];
  return { fileId: line.trim(), writer };
}

const storedIds = async () => (await resumeFiles().storedBefore(new Date(Date.now() + 60_000))).map(String);

describe('starting again after a crash', { timeout: 120_000 }, () => {
  it('removes the résumé a crashed process stored without its application, and keeps applied and in-flight ones', async () => {
    const admin = await t.userWithToken('admin');
    const job = (await t.gql('mutation($input: JobInput!) { createJob(input: $input) { id } }', { input: { title: 'Data Engineer', company: 'AI Solutions', location: 'Remote', description: 'A role.' } }, admin.token)).body.data.createJob as { id: string };
    const candidate = await t.userWithToken('applicant');
    const form = new FormData();
    form.set('phone', '+1 415 555 0100');
    form.set('resume', new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await fetch(`${t.url}/api/jobs/${job.id}/applications`, { method: 'POST', body: form, headers: { authorization: `Bearer ${candidate.token}` } });
    expect(applied.status).toBe(201);
    const [appliedFile] = await storedIds();

    const crashed = await otherProcessStores('crash');
    if (crashed.writer.exitCode === null) await once(crashed.writer, 'exit');
    expect(crashed.writer.signalCode).toBe('SIGKILL');
    const inFlight = await otherProcessStores('in-flight');
    expect(await storedIds()).toEqual(expect.arrayContaining([appliedFile, crashed.fileId, inFlight.fileId]));

    // The start-up chores of the process that starts next, seconds after the crash.
    await prepareDatabase(t.config, t.log);

    const left = await storedIds();
    expect(left).not.toContain(crashed.fileId);
    expect(left).toContain(appliedFile);
    expect(left).toContain(inFlight.fileId);
    expect(t.logLines().some((line) => line.includes('orphaned résumé files removed') && line.includes('"files":1'))).toBe(true);
    inFlight.writer.stdin!.end();
    await once(inFlight.writer, 'exit');
  });
});
