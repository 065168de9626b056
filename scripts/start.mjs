#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing or older than its sources (generated types, the client,
 * the server), then serves the whole product on PORT (default 3001) on the embedded store. Each build
 * step is one line; VERBOSE=1 shows the tools' own output.
 */
import { spawn } from 'node:child_process';
import { ensureBuilt, root, serverArgs } from './ensure-built.mjs';

ensureBuilt();

console.log('Starting the server…');
const child = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
