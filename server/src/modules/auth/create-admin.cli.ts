/**
 * `npm run create-admin -- --email you@example.com [--name "Your Name"] [--password ...]`
 * Creates an administrator in the configured database (MONGODB_URI, or the embedded store's data
 * directory: stop the server first, since one data directory has one owner at a time).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { connectDatabase } from '../../db/connection.js';
import { createLogger } from '../../logger.js';
import { createAdmin, generatePassword } from '../users/index.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});

if (!values.email) {
  console.error('Usage: npm run create-admin -- --email you@example.com [--name "Your Name"] [--password "..."]');
  process.exit(2);
}

const config = loadConfig();
const log = createLogger('warn');
const db = await connectDatabase(config, log);
try {
  const password = values.password ?? generatePassword();
  const { created } = await createAdmin({ name: values.name ?? 'Administrator', email: values.email, password });
  if (created) {
    console.log(`Administrator ${values.email} created.${values.password ? '' : ` Password: ${password}`}`);
  } else {
    console.log(`An account with ${values.email} already exists; nothing changed.`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.close();
}
