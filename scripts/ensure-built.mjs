/**
 * Builds whatever is missing or older than its sources (generated types, the client, the server and
 * the store package it imports), for `npm start` and `npm run cluster`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time below a path, skipping generated and installed folders. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__generated__') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/**
 * One line per step and its time; the tools' own output (the bundler's chunk list, plugin timings)
 * only when the step fails, or always with VERBOSE=1.
 */
function run(args, label) {
  const verbose = process.env.VERBOSE === '1';
  const started = Date.now();
  if (verbose) console.log(`\n> ${label}`);
  else process.stdout.write(`${label}… `);
  const result = spawnSync(npm, args, { cwd: root, stdio: verbose ? 'inherit' : 'pipe', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    if (!verbose) {
      console.log('failed:');
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
    }
    process.exit(result.status ?? 1);
  }
  if (!verbose) console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const schema = join(root, 'schema.graphql');
const generated = join(root, 'server/src/graphql/__generated__/resolvers-types.ts');
const clientBuilt = join(root, 'client/dist/index.html');
export const serverBuilt = join(root, 'server/dist/main.js');
/** Node's arguments that start the built server: tracing's loader hook first (server/src/tracing.ts). */
export const serverArgs = ['--enable-source-maps', '--import', join(root, 'server/dist/tracing.js'), serverBuilt];

export function ensureBuilt() {
  const needCodegen = !existsSync(generated) || newest(schema) > newest(generated) || newest(join(root, 'client/src')) > statSync(generated).mtimeMs;
  if (needCodegen) run(['run', 'codegen'], 'Generating GraphQL types');
  const schemaTime = newest(schema);
  if (!existsSync(clientBuilt) || Math.max(newest(join(root, 'client')), schemaTime) > statSync(clientBuilt).mtimeMs) {
    run(['run', 'build', '-w', 'client'], 'Building the client');
  }
  // The server's build also builds the store package it imports (packages/embedded-mongo).
  const serverSources = Math.max(newest(join(root, 'server/src')), newest(join(root, 'packages/embedded-mongo/src')), schemaTime);
  const bundle = join(root, 'server/dist/bundle/serve.js');
  const bundleStale = !existsSync(bundle) || (existsSync(serverBuilt) && statSync(bundle).mtimeMs < statSync(serverBuilt).mtimeMs);
  if (!existsSync(serverBuilt) || bundleStale || !existsSync(join(root, 'packages/embedded-mongo/dist/index.js')) || serverSources > statSync(serverBuilt).mtimeMs) {
    run(['run', 'build', '-w', 'server'], 'Building the server');
  }
}
