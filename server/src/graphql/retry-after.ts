/**
 * A GraphQL answer refused for a limit says when to try again in the HTTP `Retry-After` header too,
 * as REST answers and the API-wide limiter do (the seconds are also in `extensions.retryAfter`).
 */
import type { ApolloServerPlugin } from '@apollo/server';

export function retryAfterPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          if (response.body.kind === 'single') {
            const seconds = (response.body.singleResult.errors ?? [])
              .map((e) => e.extensions?.['retryAfter'])
              .filter((s): s is number => typeof s === 'number');
            if (seconds.length) response.http.headers.set('retry-after', String(Math.max(...seconds)));
          }
          return Promise.resolve();
        },
      });
    },
  };
}
