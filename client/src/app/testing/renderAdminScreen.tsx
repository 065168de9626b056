import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import { NoticeProvider } from '../../components/notice/NoticeProvider';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { testI18n } from '../../i18n/testing';
import { MySavedViewsQuery } from '../../admin/shared/views/operations';
import { answersAlways } from './mocks';

/** Every list's Views menu asks for the saved views; unless a test says otherwise, there are none. */
export const NO_SAVED_VIEWS = answersAlways(MySavedViewsQuery, { mySavedViews: [] });

type UserEventOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

export interface AdminScreenOptions {
  /** The screen's route pattern, when it reads its parameters (e.g. '/admin/jobs/:id/applications'). */
  path?: string;
  /** More user-event options (e.g. `delay: null` for fast typing). */
  user?: UserEventOptions;
  /** The screen's language and messages (default English): `await i18nInLanguage('fr')` (i18n/testing.ts). */
  i18n?: I18n;
}

/**
 * Renders a back-office screen as its tests need it: mocked network, the app's theme (its
 * components read the theme's CSS variables), a router at `route`, auth (a stored session, if the
 * test saved one), the notices, and no saved views for the lists' Views menu. Answers the
 * user-event session that drives it (MUI's menus and dialogs leave pointer-events checks nothing
 * to check).
 */
export function renderAdminScreen(ui: ReactElement, mocks: ReadonlyArray<MockLink.MockedResponse>, route = '/', { path, user, i18n = testI18n }: AdminScreenOptions = {}) {
  render(
    <MockedProvider mocks={[...mocks, NO_SAVED_VIEWS]}>
      <I18nProvider i18n={i18n}>
        <ThemeModeProvider>
          <MemoryRouter initialEntries={[route]}>
            <AuthProvider>
              <NoticeProvider>
                {path ? (
                  <Routes>
                    <Route path={path} element={ui} />
                  </Routes>
                ) : (
                  ui
                )}
              </NoticeProvider>
            </AuthProvider>
          </MemoryRouter>
        </ThemeModeProvider>
      </I18nProvider>
    </MockedProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...user });
}
