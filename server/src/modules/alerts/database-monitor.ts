/**
 * Watches that the database answers (System Alerts: "the database becoming unreachable and
 * reachable again"). A plain timer rather than the scheduler: the scheduler keeps its jobs in the
 * database, so it stops exactly when this is needed. Each process pings on its own; an alert is
 * raised once per transition (not per ping), and the alert's key (the transition's five-minute
 * slot) makes processes that see the same outage announce it once.
 *
 * While the database is down nothing can be stored (neither the notification nor, without SMTP,
 * the e-mail), so the "unreachable" alert that could not be delivered is kept in this process and
 * delivered, with its original time, as soon as the database answers again.
 */
import mongoose from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { siteDateTime } from '../settings/index.js';
import { ALERT_MESSAGES } from './alerts.messages.js';
import { raiseSystemAlert } from './system-alert.js';

export const DATABASE_PING_MS = 30_000;
/** A ping that takes longer than this counts as unreachable. */
const PING_TIMEOUT_MS = 5_000;
const SLOT_MS = 5 * 60_000;

export type DatabaseState = 'up' | 'down';

export type DatabaseMonitor = {
  /** Pings once; answers the transition it saw ('down' or 'up'), or null when nothing changed. */
  check: () => Promise<DatabaseState | null>;
};

type Options = {
  /** The alerts are mailed with the app's configuration; transitions are logged through deps.log. */
  deps: AppDeps;
  /** Resolves when the database answers (injected by tests to play an outage). */
  ping?: () => Promise<void>;
  now?: () => Date;
};

const slot = (at: Date) => Math.floor(at.getTime() / SLOT_MS).toString();

async function pingDatabase(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.admin().ping(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('the ping timed out')), PING_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createDatabaseMonitor({ deps, ping = pingDatabase, now = () => new Date() }: Options): DatabaseMonitor {
  const { log } = deps;
  let state: DatabaseState = 'up';
  let downAt: Date | null = null;
  let downError = '';
  let downAlertPending = false;
  let checking: Promise<DatabaseState | null> | null = null;

  const deliverDownAlert = async () => {
    if (!downAlertPending || !downAt) return;
    await raiseSystemAlert(deps, {
      kind: 'database-unreachable',
      key: `database-unreachable:${slot(downAt)}`,
      title: ALERT_MESSAGES.databaseUnreachable.title,
      message: ALERT_MESSAGES.databaseUnreachable.message(await siteDateTime(downAt), downError),
      link: '/admin',
    });
    downAlertPending = false;
  };

  const checkOnce = async (): Promise<DatabaseState | null> => {
    const at = now();
    try {
      await ping();
    } catch (err) {
      if (state === 'down') return null;
      state = 'down';
      downAt = at;
      downError = err instanceof Error ? err.message : String(err);
      downAlertPending = true;
      log.error({ err }, 'the database is unreachable');
      // Delivered now if the alert can still be stored (a partial outage); otherwise on recovery.
      await deliverDownAlert().catch(() => undefined);
      return 'down';
    }
    if (state === 'up') return null;
    state = 'up';
    const since = downAt ?? at;
    log.info({ downSince: since }, 'the database is reachable again');
    try {
      await deliverDownAlert();
      const minutes = Math.max(1, Math.round((at.getTime() - since.getTime()) / 60_000));
      await raiseSystemAlert(deps, {
        kind: 'database-reachable',
        key: `database-reachable:${slot(at)}`,
        title: ALERT_MESSAGES.databaseReachable.title,
        message: ALERT_MESSAGES.databaseReachable.message(await siteDateTime(at), minutes),
        link: '/admin',
      });
    } catch (err) {
      log.error({ err }, 'could not raise the database alert');
    }
    return 'up';
  };

  return {
    check() {
      // One ping at a time: a slow ping is not overtaken by the next tick.
      checking ??= checkOnce().finally(() => {
        checking = null;
      });
      return checking;
    },
  };
}

/** main.ts: pings every DATABASE_PING_MS; answers the stop function. */
export function startDatabaseMonitor(deps: AppDeps): () => void {
  const monitor = createDatabaseMonitor({ deps });
  const timer = setInterval(() => {
    void monitor.check();
  }, DATABASE_PING_MS);
  timer.unref();
  return () => clearInterval(timer);
}
