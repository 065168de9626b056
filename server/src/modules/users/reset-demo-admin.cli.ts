/**
 * `npm run reset-demo-admin`: gives the demo administrator (admin@aisolutions.example) a new
 * generated password and prints it in the same framed block as at first start. Works while the
 * server runs on the embedded store (it reaches the running store at the address the server keeps
 * in DATA_DIR/store-uri), with MONGODB_URI, or with no server running (it opens the data directory).
 */
import mongoose from 'mongoose';
import { loadConfig } from '../../config.js';
import { connectDatabase, EMBEDDED_DB_NAME } from '../../db/connection.js';
import { readStoreAddress } from '../../db/store-address.js';
import { createLogger } from '../../logger.js';
import { demoAdminBanner, resetDemoAdmin } from './first-admin.js';

const config = loadConfig();
const log = createLogger('warn');

/** The running server's store when there is one; else the configured database (opening the data directory). */
async function connect(): Promise<() => Promise<void>> {
  const running = config.mongodbUri ? null : await readStoreAddress(config.dataDir);
  if (running) {
    try {
      await mongoose.connect(running, { dbName: EMBEDDED_DB_NAME, serverSelectionTimeoutMS: 3_000 });
      return () => mongoose.disconnect();
    } catch {
      // A server that stopped without removing the file: nobody owns the data directory now.
      await mongoose.disconnect();
    }
  }
  const db = await connectDatabase(config, log);
  return db.close;
}

const close = await connect();
try {
  const admin = await resetDemoAdmin();
  process.stdout.write(`${demoAdminBanner(admin, `http://localhost:${config.port}`)}\n`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await close();
}
