import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { RenderTimeContext } from '../components/format/clock';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

/**
 * What every render of the app sits in, in the browser and on the server (entry-server.tsx).
 * `renderedAt`: when the server rendered the page (its time-dependent text is taken over as of then).
 */
export function AppProviders({ client, renderedAt = null, children }: { client: ApolloClient; renderedAt?: number | null; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <RenderTimeContext value={renderedAt}>
        <ThemeModeProvider>{children}</ThemeModeProvider>
      </RenderTimeContext>
    </ApolloProvider>
  );
}
