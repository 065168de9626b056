import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { readToken } from './auth/session';

/**
 * Subscriptions travel over one WebSocket to /graphql (graphql-ws), opened while a subscription is
 * active (lazy) and signed in with the token stored at that moment, so a reconnect after the server
 * closed a socket whose token has since been renewed uses the new one.
 */
export function subscriptionLink(): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/graphql`,
      connectionParams: () => {
        const token = readToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      lazy: true,
    }),
  );
}
