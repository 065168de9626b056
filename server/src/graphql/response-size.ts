/**
 * A backstop behind the cost limit: a GraphQL response whose JSON exceeds the cap is replaced by an
 * error naming the cap, so no single request can make the server build and send megabytes.
 */
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';

export function responseSizePlugin<T extends object>(maxBytes: number): ApolloServerPlugin<T> {
  return {
    // Apollo's hooks answer promises; this one has nothing to wait for.
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          capResponse(response, maxBytes);
          return Promise.resolve();
        },
      });
    },
  };
}

type Response = Parameters<NonNullable<GraphQLRequestListener<object>['willSendResponse']>>[0]['response'];

function capResponse(response: Response, maxBytes: number): void {
  if (response.body.kind !== 'single') return;
  const bytes = Buffer.byteLength(JSON.stringify(response.body.singleResult));
  if (bytes <= maxBytes) return;
  response.body.singleResult = {
    errors: [
      {
        message: `The response would be larger than the limit of ${maxBytes} bytes. Ask for smaller pages or fewer fields.`,
        extensions: { code: 'RESPONSE_TOO_LARGE' },
      },
    ],
  };
  response.http.status = 400;
}
