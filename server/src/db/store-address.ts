/**
 * While the server runs on the embedded store, the store's address (a TCP port on 127.0.0.1, open
 * to this machine only and already logged at start) is kept in DATA_DIR/store-uri, so a command
 * such as `npm run reset-demo-admin` reaches the running store instead of opening its data
 * directory a second time (one data directory has one owner at a time).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE = 'store-uri';

export async function writeStoreAddress(dataDir: string, uri: string): Promise<void> {
  await writeFile(join(dataDir, FILE), `${uri}\n`, { mode: 0o600 });
}

export async function removeStoreAddress(dataDir: string): Promise<void> {
  await rm(join(dataDir, FILE), { force: true });
}

/** The running store's address, or null when none was written (no server, or MONGODB_URI). */
export async function readStoreAddress(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(join(dataDir, FILE), 'utf8')).trim() || null;
  } catch {
    return null;
  }
}
