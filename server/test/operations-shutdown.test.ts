/**
 * The server as a process (src/main.ts) on a database in another process, as behind nginx: /readyz
 * fails while the database does not answer and again once the process drains after SIGTERM; a
 * request in flight at SIGTERM is answered before the process exits, and new connections are
 * refused meanwhile (so a balancer sends them to another process without having sent them here).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore } from '../bench/support.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
let store: { uri: string; child: ChildProcess };
let app: ChildProcess;
let port: number;
let exited: Promise<number | null>;

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

async function readyz(): Promise<{ status: number; body: { status: string; database: string; startup: string } }> {
  const res = await fetch(`http://127.0.0.1:${port}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; database: string; startup: string } };
}

/** A raw HTTP/1.1 connection: what nginx holds to an app process. */
async function rawConnection(): Promise<{ socket: Socket; send: (text: string) => void; nextAnswer: () => Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let buffered = '';
  let waiting: (() => void) | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    waiting?.();
  });
  socket.on('end', () => waiting?.());
  return {
    socket,
    send: (text) => socket.write(text),
    // One whole answer (headers and a Content-Length body).
    nextAnswer: async () => {
      for (;;) {
        const head = buffered.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(buffered.slice(0, head))?.[1] ?? 0);
        if (head >= 0 && buffered.length >= head + 4 + length) {
          const answer = buffered.slice(0, head + 4 + length);
          buffered = buffered.slice(head + 4 + length);
          return answer;
        }
        if (socket.readableEnded) throw new Error(`the connection ended: ${buffered}`);
        await new Promise<void>((resolve) => (waiting = resolve));
      }
    },
  };
}

async function connectionRefused(): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

beforeAll(async () => {
  store = await startStore();
  port = await freePort();
  const uri = new URL(store.uri);
  uri.pathname = '/operations_shutdown';
  app = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', MONGODB_URI: uri.toString(), SHUTDOWN_GRACE_MS: '20000' },
  });
  exited = new Promise((resolve) => app.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while ((await readyz().then((r) => r.status).catch(() => 0)) !== 200) {
    if (Date.now() > deadline) throw new Error('the app process did not become ready within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(() => {
  app.kill('SIGKILL');
  store.child.kill('SIGCONT');
  store.child.kill('SIGTERM');
});

describe('an app process', { timeout: 60_000 }, () => {
  it('is not ready while its database does not answer, and ready again once it does', async () => {
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready', database: 'up', startup: 'done' } });
    // The database process frozen: it accepts nothing and answers nothing, as a host gone away.
    store.child.kill('SIGSTOP');
    try {
      expect(await readyz()).toEqual({ status: 503, body: { status: 'not ready', database: 'down', startup: 'done' } });
      // Alive all the same: a supervisor must not restart it for the database's sake.
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      store.child.kill('SIGCONT');
    }
    await expect.poll(() => readyz().then((r) => r.status), { timeout: 15_000, interval: 200 }).toBe(200);
  });

  it('finishes a request in flight at SIGTERM, refuses new connections and says it is draining, then exits', async () => {
    // nginx's connection, kept alive between requests.
    const kept = await rawConnection();
    kept.send(`GET /healthz HTTP/1.1\r\nHost: app\r\n\r\n`);
    expect(await kept.nextAnswer()).toMatch(/^HTTP\/1\.1 200/);

    // A slow request: its body arrives in two parts, SIGTERM in between.
    const body = JSON.stringify({ operationName: 'Slow', query: 'query Slow { services { total } }' });
    const slow = await rawConnection();
    slow.send(`POST /graphql HTTP/1.1\r\nHost: app\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
    await new Promise((r) => setTimeout(r, 200));
    app.kill('SIGTERM');

    // New connections are refused from now on...
    await expect.poll(connectionRefused, { timeout: 10_000, interval: 50 }).toBe(true);
    // ...while a connection already open is still answered, and told the process is going away.
    kept.send(`GET /readyz HTTP/1.1\r\nHost: app\r\n\r\n`);
    const draining = await kept.nextAnswer();
    expect(draining).toMatch(/^HTTP\/1\.1 503/);
    expect(draining).toMatch(/connection: close/i);
    expect(draining).toContain('"status":"draining"');

    // The rest of the slow request's body: it is answered in full.
    await new Promise((r) => setTimeout(r, 500));
    slow.send(body.slice(20));
    const answer = await slow.nextAnswer();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('{"data":{"services":{"total":');

    expect(await exited).toBe(0);
  });
});
