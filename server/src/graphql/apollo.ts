import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';
import { createFormatError, translateErrorsPlugin } from './errors.js';
import { queryCostPlugin } from './query-cost.js';
import { retryAfterPlugin } from './retry-after.js';
import { responseSizePlugin } from './response-size.js';
import type { GraphQLSchema } from 'graphql';

/**
 * Query limits: deep, huge or costly documents are refused before they reach a resolver.
 * maxCost counts list sizes (see query-cost.ts).
 */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxTokens: 2000, maxCost: 5000 } as const;

/** `plugins`: more plugins after the app's own (the metrics' timing). */
export function createApolloServer(opts: {
  schema: GraphQLSchema;
  log: Logger;
  production: boolean;
  introspection: boolean;
  maxResponseBytes: number;
  plugins?: ApolloServerPlugin<GraphQLContext>[];
}) {
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // graphql-armor's token and cost plugins are off: its token plugin re-parses the document in
    // parsingDidStart, so every syntax error became a 500; graphql's own parser counts tokens
    // (parseOptions below) and answers 400 GRAPHQL_PARSE_FAILED. Its cost ignores list sizes.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    maxDirectives: { n: 20 },
    // Field suggestions help in the explorer; in production they would map the schema for strangers.
    blockFieldSuggestion: { enabled: opts.production && !opts.introspection },
  });
  const protection = armor.protect();
  return new ApolloServer<GraphQLContext>({
    schema: opts.schema,
    introspection: opts.introspection,
    formatError: createFormatError(opts.log),
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // main.ts owns SIGINT/SIGTERM (HTTP server, Apollo, database, in that order). Apollo's own
    // handlers would race it and re-raise the signal into our handler, leaving `stop()` hanging.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: protection.validationRules,
    // Our own explorer is served at GET /graphql (see app.ts); Apollo's landing page needs the internet.
    // graphql-armor ships CommonJS typings of @apollo/server; the plugin objects are the same at run time.
    plugins: [
      ...(protection.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      queryCostPlugin<GraphQLContext>(QUERY_LIMITS.maxCost),
      responseSizePlugin<GraphQLContext>(opts.maxResponseBytes),
      retryAfterPlugin<GraphQLContext>(),
      translateErrorsPlugin(),
      ApolloServerPluginLandingPageDisabled(),
      ...(opts.plugins ?? []),
    ],
  });
}
