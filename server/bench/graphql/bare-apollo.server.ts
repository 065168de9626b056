/**
 * The reference of the GraphQL overhead goals: a bare Apollo Server 5 on Express 5 answering from
 * memory, with no context, plugins, limits or database: the public services query, and a student's
 * course catalog with their enrollments. It serves the very answers our app gave (read from the
 * JSON file named by BARE_ANSWERS: `{ services, courses }`), so both send the same bytes.
 * Run as its own process by graphql-overhead.bench.ts; prints `listening <port>`.
 */
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';

const answersFile = process.env['BARE_ANSWERS'];
if (!answersFile) throw new Error('BARE_ANSWERS names the JSON file of the answers to serve');
const answers = JSON.parse(readFileSync(answersFile, 'utf8')) as { services: unknown; courses: unknown };

const typeDefs = `#graphql
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
const apollo = new ApolloServer({ typeDefs, resolvers: { Query: { services: () => answers.services, courses: () => answers.courses } } });
await apollo.start();
const app = express();
app.use('/graphql', express.json(), expressMiddleware(apollo));
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
console.log(`listening ${(server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => process.exit(0));
