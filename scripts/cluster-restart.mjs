#!/usr/bin/env node
/**
 * `npm run cluster:restart`: restarts the app processes of the running `npm run cluster` one after
 * another, without dropping a request: each is drained (SIGTERM), replaced on its port, and the next
 * one is restarted only once the new one answers /readyz. It signals the cluster (SIGUSR2; the pid is
 * in DATA_DIR/cluster.json, DATA_DIR as for the cluster, default .data/cluster) and waits until the
 * cluster says the restart is done.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { root } from './ensure-built.mjs';

const dataDirSetting = process.env.DATA_DIR ?? '.data/cluster';
const stateFile = join(isAbsolute(dataDirSetting) ? dataDirSetting : join(root, dataDirSetting), 'cluster.json');
const TIMEOUT_MS = Number(process.env.CLUSTER_RESTART_TIMEOUT_MS ?? 180_000);

const readState = () => JSON.parse(readFileSync(stateFile, 'utf8'));

if (!existsSync(stateFile)) {
  console.error(`No running cluster: ${stateFile} does not exist. Start one with npm run cluster (same DATA_DIR).`);
  process.exit(1);
}
const before = readState();
try {
  process.kill(before.pid, 'SIGUSR2');
} catch {
  console.error(`The cluster of ${stateFile} (pid ${before.pid}) is not running.`);
  process.exit(1);
}
console.log(`cluster:restart: restarting ${before.appPorts.length} app processes one after another (cluster pid ${before.pid})`);
const started = Date.now();
while (readState().restarts <= before.restarts) {
  if (Date.now() - started > TIMEOUT_MS) {
    console.error(`cluster:restart: not done after ${TIMEOUT_MS / 1000} s; see the cluster's output`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(`cluster:restart: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
