import type { GraphiQLProps } from 'graphiql';

type Fetcher = GraphiQLProps['fetcher'];

/**
 * A plain JSON-over-POST fetcher against this server's /graphql. The headers typed into the
 * explorer's header editor (e.g. an Authorization bearer token) are sent as they are.
 */
export function createFetcher(url: string): Fetcher {
  return async (params, options) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        ...options?.headers,
      },
      body: JSON.stringify(params),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not GraphQL (an HTML error page, a proxy failure): show the status and text in the result pane.
      return { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 500)}` }] };
    }
  };
}
