import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { RenderTimeContext } from '../components/format/clock';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

/**
 * What every render of the app sits in, in the browser and on the server (entry-server.tsx).
 * `renderedAt`: when the server rendered the page (its time-dependent text is taken over as of then).
 * `i18n`: the page's messages and language (the browser's one instance, or the server's render's).
 */
export function AppProviders({ client, i18n, renderedAt = null, children }: { client: ApolloClient; i18n: I18n; renderedAt?: number | null; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RenderTimeContext value={renderedAt}>
          <ThemeModeProvider>{children}</ThemeModeProvider>
        </RenderTimeContext>
      </I18nProvider>
    </ApolloProvider>
  );
}
