/** The dashboard's System Status, real: this server's uptime and version, and the database it reaches. */
import mongoose from 'mongoose';
import type { Config } from '../../config.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { lastSuccessfulBackupAt } from '../backups/index.js';

export type SystemStatus = {
  uptimeSeconds: number;
  version: string;
  databaseReachable: boolean;
  /** 'embedded' (the built-in store) or 'mongodb' (MONGODB_URI). */
  databaseKind: 'embedded' | 'mongodb';
  databaseVersion: string | null;
  /** When the last successful backup finished; null when there has been none. */
  lastBackupAt: Date | null;
};

/** The product's version, as the sidebar shows it (v1.0.0). */
export const APP_VERSION = '1.0.0';
const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS).unref())]);
}

async function probeDatabase(): Promise<{ reachable: boolean; version: string | null }> {
  const db = mongoose.connection.db;
  if (!db) return { reachable: false, version: null };
  try {
    await withTimeout(db.admin().ping());
    const info = await withTimeout(db.admin().command({ buildInfo: 1 }));
    return { reachable: true, version: typeof info['version'] === 'string' ? info['version'] : null };
  } catch {
    return { reachable: false, version: null };
  }
}

export async function getSystemStatus(actor: Actor | null, config: Pick<Config, 'mongodbUri'>): Promise<SystemStatus> {
  requireStaff(actor);
  const [database, lastBackupAt] = await Promise.all([probeDatabase(), lastSuccessfulBackupAt().catch(() => null)]);
  return {
    uptimeSeconds: Math.floor(process.uptime()),
    version: APP_VERSION,
    databaseReachable: database.reachable,
    databaseKind: config.mongodbUri ? 'mongodb' : 'embedded',
    databaseVersion: database.version,
    lastBackupAt,
  };
}
