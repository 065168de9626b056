/**
 * The reference of the GraphQL overhead goal: a bare Apollo Server 5 on Express 5 answering the public
 * services query from memory, with no context, plugins, limits or database. It serves the very
 * items our app answered (read from the file named by BARE_ITEMS), so both send the same bytes.
 * Run as its own process by graphql-overhead.bench.ts; prints `listening <port>`.
 */
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';

const itemsFile = process.env['BARE_ITEMS'];
if (!itemsFile) throw new Error('BARE_ITEMS names the JSON file of the services to serve');
const services = JSON.parse(readFileSync(itemsFile, 'utf8')) as { total: number; items: unknown[] };

const typeDefs = `#graphql
  type Price { basic: Float }
  type Service { id: ID! title: String! shortDescription: String icon: String category: String price: Price rating: Float }
  type ServicePage { total: Int! items: [Service!]! }
  type Query { services: ServicePage! }
`;
const apollo = new ApolloServer({ typeDefs, resolvers: { Query: { services: () => services } } });
await apollo.start();
const app = express();
app.use('/graphql', express.json(), expressMiddleware(apollo));
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
console.log(`listening ${(server.address() as AddressInfo).port}`);
