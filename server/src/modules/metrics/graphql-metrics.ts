/**
 * Apollo Server plugin: how long each GraphQL operation took, by operation name and type, and the
 * errors its answer carried, by code. Names are the client's, so they are bounded (boundedLabel).
 * Reads the public cache answers are counted by the HTTP histogram (route /graphql), not here.
 */
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { boundedLabel, graphqlOperationDuration, graphqlOperationErrors } from './metrics.registry.js';

const operationNames = new Set<string>();

export function graphqlMetricsPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      const started = performance.now();
      return Promise.resolve({
        willSendResponse({ operationName, operation, response }) {
          // No operation: the document did not parse or validate.
          const name = operation ? boundedLabel(operationNames, operationName ?? '(anonymous)') : '(invalid)';
          graphqlOperationDuration.observe({ operation: name, type: operation?.operation ?? 'none' }, (performance.now() - started) / 1000);
          // The errors as the client reads them, after formatError gave each its code.
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : response.body.initialResult.errors;
          for (const error of errors ?? []) {
            const code = error.extensions?.['code'];
            graphqlOperationErrors.inc({ operation: name, code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' });
          }
          return Promise.resolve();
        },
      });
    },
  };
}
