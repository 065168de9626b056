/**
 * How the bench's servers listen: on a free port of 127.0.0.1, saying `listening <port>` for
 * graphql-overhead.bench.ts, and exiting normally on SIGTERM (so that `node --cpu-prof` writes its
 * profile when the bench stops the process).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';

export async function listenForBench(app: Express): Promise<void> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  console.log(`listening ${(server.address() as AddressInfo).port}`);
  process.on('SIGTERM', () => process.exit(0));
}

/** A bare Apollo Server on Express 5 at /graphql: no context, plugins, limits, headers or log. */
export async function serveBareApollo(apollo: ApolloServer): Promise<void> {
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  await listenForBench(app);
}
