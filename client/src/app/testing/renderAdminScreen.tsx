import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import { NoticeProvider } from '../../components/notice/NoticeProvider';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';

type UserEventOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

export interface AdminScreenOptions {
  /** The screen's route pattern, when it reads its parameters (e.g. '/admin/jobs/:id/applications'). */
  path?: string;
  /** More user-event options (e.g. `delay: null` for fast typing). */
  user?: UserEventOptions;
}

/**
 * Renders a back-office screen as its tests need it: mocked network, the app's theme (its
 * components read the theme's CSS variables), a router at `route`, auth (a stored session, if the
 * test saved one), the notices. Answers the
 * user-event session that drives it (MUI's menus and dialogs leave pointer-events checks nothing
 * to check).
 */
export function renderAdminScreen(ui: ReactElement, mocks: ReadonlyArray<MockLink.MockedResponse>, route = '/', { path, user }: AdminScreenOptions = {}) {
  render(
    <MockedProvider mocks={mocks}>
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
    </MockedProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...user });
}
