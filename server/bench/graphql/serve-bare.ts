/**
 * The bare servers' schema (BENCH_TYPE_DEFS), and how the bench's servers listen: on a free port of
 * 127.0.0.1, saying `listening <port>` for graphql-overhead.bench.ts, and exiting normally on
 * SIGTERM (so that `node --cpu-prof` writes its profile when the bench stops the process).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { ApolloServer, BaseContext } from '@apollo/server';
import { expressMiddleware, type ExpressContextFunctionArgument } from '@as-integrations/express5';
import express, { type Express } from 'express';

export async function listenForBench(app: Express): Promise<void> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  console.log(`listening ${(server.address() as AddressInfo).port}`);
  process.on('SIGTERM', () => process.exit(0));
}

/**
 * A bare Apollo Server on Express 5 at /graphql: no plugins, limits, headers or log, and no context
 * but what `context` takes from the request (nothing, or the catalog floor's bearer token).
 */
export async function serveBareApollo<T extends BaseContext>(apollo: ApolloServer<T>, context: (arg: ExpressContextFunctionArgument) => Promise<T>): Promise<void> {
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo, { context }));
  await listenForBench(app);
}

/** The two queries the bench sends, as the bare servers declare them (our schema answers the same shapes). */
export const BENCH_TYPE_DEFS = `#graphql
  type Price { basic: Float }
  type Service { id: ID! title: String! shortDescription: String icon: String category: String price: Price rating: Float }
  type ServicePage { total: Int! items: [Service!]! }
  type Enrollment { id: ID! paymentStatus: String! progress: Int! completedModules: [ID!]! }
  type Course { id: ID! title: String! description: String! category: String! level: String! duration: String price: Float! priceLabel: String! rating: Float! enrollmentCount: Int! myEnrollment: Enrollment }
  type CourseList { total: Int! items: [Course!]! }
  enum CourseStatus { published }
  input CourseFilter { status: CourseStatus }
  input PageInput { page: Int pageSize: Int }
  type Query { services: ServicePage! courses(filter: CourseFilter, page: PageInput): CourseList! }
`;
