import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloCache, ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import { TOKEN_KEY, USER_KEY } from '../auth/session';
import type { SessionUser } from '../auth/session';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { testI18n } from '../../i18n/testing';

/** Shows the current address, so a test can see where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Instead of `mocks`: a link of the test's own (e.g. a MockSubscriptionLink for live data). */
  link?: ApolloLink;
  /** The page's language and messages (default English): `await i18nInLanguage('de')` (i18n/testing.ts). */
  i18n?: I18n;
  /** A cache holding answers already, as a server-rendered page hands them to the browser. */
  cache?: ApolloCache;
}

/**
 * Renders a screen with the app's real providers (theme, router, auth) over a mocked network.
 * Read `screen.getByTestId('location')` for the current path.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', mocks = [], link, i18n = testI18n, cache }: RenderOptions = {}) {
  return render(
    <MockedProvider mocks={mocks} {...(link ? { link } : {})} {...(cache ? { cache } : {})}>
      <I18nProvider i18n={i18n}>
        <ThemeModeProvider>
          <MemoryRouter initialEntries={[route]}>
            <AuthProvider>
              {ui}
              <LocationProbe />
            </AuthProvider>
          </MemoryRouter>
        </ThemeModeProvider>
      </I18nProvider>
    </MockedProvider>,
  );
}

export function sampleUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'student',
    status: 'active',
    phone: null,
    company: null,
    department: null,
    position: null,
    avatar: null,
    language: null,
    twoFactorEnabled: false,
    lastLogin: null,
    joinDate: '2024-01-01T00:00:00.000Z',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A user as the server sends it: with the __typename the Apollo cache needs. */
export function serverUser(overrides: Partial<SessionUser> = {}) {
  return { __typename: 'User' as const, ...sampleUser(overrides) };
}

export function storeSession(user: SessionUser, token = 'stored-token'): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}
