/**
 * The reference of the GraphQL overhead goals: a bare Apollo Server 5 on Express 5 answering from
 * memory, with no context, plugins, limits or database: the public services query, and a student's
 * course catalog with their enrollments. It serves the very answers our app gave (read from the
 * JSON file named by BARE_ANSWERS: `{ services, courses }`), so both send the same bytes.
 * Run as its own process by graphql-overhead.bench.ts; prints `listening <port>`.
 */
import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { BENCH_TYPE_DEFS, serveBareApollo } from './serve-bare.js';

const answersFile = process.env['BARE_ANSWERS'];
if (!answersFile) throw new Error('BARE_ANSWERS names the JSON file of the answers to serve');
const answers = JSON.parse(readFileSync(answersFile, 'utf8')) as { services: unknown; courses: unknown };

const apollo = new ApolloServer({ typeDefs: BENCH_TYPE_DEFS, resolvers: { Query: { services: () => answers.services, courses: () => answers.courses } } });
await serveBareApollo(apollo, () => Promise.resolve({}));
