/**
 * GET /healthz: the process is alive (its event loop answers); nothing else is checked, so a
 * supervisor restarts only a process that is really stuck, not every process when the database is.
 * GET /readyz: the process should be sent traffic: the database answers a ping within a second and
 * a half, the start-up chores are done, and it is not draining. 503 otherwise, with what is wrong.
 * Both answer a short JSON body and are never cached.
 */
import { Router } from 'express';
import mongoose from 'mongoose';
import type { Readiness } from './readiness.js';

const PING_TIMEOUT_MS = 1_500;

/** Whether the database answers a ping in time. */
async function databaseAnswers(): Promise<boolean> {
  const db = mongoose.connection.db;
  // Not connected (readyState 1): the driver would wait for a server as long as its selection timeout.
  if (!db || mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      db
        .admin()
        .ping()
        .then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const { started, draining } = readiness;
    // A draining process answers at once: it is going away whatever the database says.
    const database = draining ? null : await databaseAnswers();
    const ready = started && !draining && database === true;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: ready ? 'ready' : draining ? 'draining' : 'not ready',
        database: database === null ? 'unchecked' : database ? 'up' : 'down',
        startup: started ? 'done' : 'running',
      });
  });
  return router;
}
