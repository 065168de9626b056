import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

/** What every render of the app sits in, in the browser and on the server (entry-server.tsx). */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeModeProvider>{children}</ThemeModeProvider>
    </ApolloProvider>
  );
}
