/**
 * A client in a process of its own, for response-time tests: reads one request per line on stdin
 * (JSON: url, headers, body), posts it, reads the whole answer and prints the milliseconds it took.
 * Measured from here, the time is what a client elsewhere sees: the server's work after it has
 * answered (the e-mail only a known address gets) cannot delay the reading of the answer, as it
 * does when client and server share one event loop.
 */
import { createInterface } from 'node:readline';

for await (const line of createInterface({ input: process.stdin })) {
  const { url, headers, body } = JSON.parse(line);
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers, body });
  await res.arrayBuffer();
  process.stdout.write(`${String(performance.now() - started)}\n`);
}
