import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useQuery } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { CurrentUserQuery } from '../../app/auth/operations';
import { SiteInfoQuery } from '../../app/site/operations';
import { sampleUser, serverUser, storeSession } from '../../app/testing/renderWithProviders';
import { testI18n } from '../../i18n/testing';
import { NoticeProvider } from '../../components/notice/NoticeProvider';
import { BackupsQuery, ResetSystemSettingsMutation, SendWeeklyReportNowMutation, SystemSettingsQuery, UpdateSystemSettingsMutation } from './operations';
import { SettingsPage } from './SettingsPage';
import { settingsInputOf, formValuesOf } from './settings-form';

// UI wiring only: what the settings do is covered by the server's integration tests.

/** Spec section 9 defaults, as the server answers them. */
const DEFAULTS = {
  __typename: 'SystemSettings' as const,
  general: {
    __typename: 'GeneralSettings',
    siteName: 'AI Solutions',
    siteDescription: 'AI solutions and training.',
    contactEmail: 'info@aisolutions.example',
    timezone: 'UTC',
    language: 'en',
    paymentInstructions: '',
    socialProfiles: [] as string[],
    translations: {
      __typename: 'SiteTextTranslations',
      es: null,
      fr: null,
      de: { __typename: 'SiteText', siteDescription: 'KI-Lösungen und Weiterbildung.', paymentInstructions: null } as { __typename: string; siteDescription: string | null; paymentInstructions: string | null } | null,
    },
  },
  security: { __typename: 'SecuritySettings', twoFactorAuth: true, passwordPolicy: 'strong', sessionTimeout: 30, loginAttempts: 5 },
  notifications: { __typename: 'NotificationSettings', emailNotifications: true, pushNotifications: false, weeklyReports: true, systemAlerts: true },
  system: { __typename: 'SystemBehaviourSettings', maintenanceMode: false, debugMode: false, cacheEnabled: true, backupFrequency: 'daily', backupsKept: 7 },
  updatedAt: null,
};
const withSiteName = (siteName: string) => ({ ...DEFAULTS, general: { ...DEFAULTS.general, siteName } });

const settingsMock = (settings = DEFAULTS): MockLink.MockedResponse => ({
  request: { query: SystemSettingsQuery },
  result: { data: { systemSettings: settings } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const meMock = (role: 'admin' | 'editor'): MockLink.MockedResponse => ({
  request: { query: CurrentUserQuery },
  result: { data: { me: serverUser({ role }) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const inputWith = (siteName: string, timezone = 'UTC') => {
  const prepared = settingsInputOf({ ...formValuesOf(DEFAULTS), siteName, timezone }, testI18n);
  if (!('input' in prepared)) throw new Error('invalid');
  return prepared.input;
};

function renderPage(mocks: MockLink.MockedResponse[], role: 'admin' | 'editor' = 'admin', beside?: ReactElement) {
  storeSession(sampleUser({ role }));
  // AuthProvider navigates, so it sits inside the router as a layout route.
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
      {
        path: '/admin/settings',
        element: (
          <>
            <Link to="/admin">Dashboard link</Link>
            <SettingsPage />
            {beside}
          </>
        ),
      },
      { path: '/admin', element: <p>Dashboard page</p> },
        ],
      },
    ],
    { initialEntries: ['/admin/settings'] },
  );
  render(
    <I18nProvider i18n={testI18n}>
      <MockedProvider mocks={[meMock(role), ...mocks]}>
        <NoticeProvider>
          <RouterProvider router={router} />
        </NoticeProvider>
      </MockedProvider>
    </I18nProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

afterEach(() => localStorage.clear());

describe('SettingsPage', { timeout: 60_000 }, () => {
  it('shows a skeleton, then the five side tabs and the General fields with their stored values', async () => {
    renderPage([settingsMock()]);
    expect(screen.getByTestId('settings-skeleton')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Site Name/)).toHaveValue('AI Solutions');
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['General', 'Security', 'Notifications', 'System', 'Export Settings']);
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveTextContent('UTC');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
  });

  it('keeps unsaved changes across tabs and saves them all with Save Changes', async () => {
    const saved = { ...withSiteName('Acme AI'), general: { ...withSiteName('Acme AI').general, timezone: 'America/New_York' } };
    const user = renderPage([
      settingsMock(),
      { request: { query: UpdateSystemSettingsMutation, variables: { input: inputWith('Acme AI', 'America/New_York') } }, result: { data: { updateSystemSettings: saved } } },
    ]);
    const name = await screen.findByLabelText(/Site Name/);
    await user.clear(name);
    await user.type(name, 'Acme AI');
    await user.click(screen.getByRole('combobox', { name: 'Timezone' }));
    await user.click(screen.getByRole('option', { name: 'Eastern Time' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByLabelText(/Require 2FA for admin accounts/)).toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByLabelText(/Site Name/)).toHaveValue('Acme AI');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('puts the saved site name into what the header reads at once, even where a refetch would still get the old one', async () => {
    // The header reads the public site info. A refetch may reach another app process whose settings
    // cache is a second behind: this mock answers the old name every time, as that one would.
    const site = { __typename: 'SiteInfo', siteName: 'AI Solutions', siteDescription: DEFAULTS.general.siteDescription, language: 'en', timezone: 'UTC', maintenanceMode: false };
    function HeaderName() {
      const { data } = useQuery(SiteInfoQuery);
      return <p>Header: {data?.site.siteName ?? '…'}</p>;
    }
    const user = renderPage(
      [
        settingsMock(),
        { request: { query: SiteInfoQuery }, result: { data: { site } }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: UpdateSystemSettingsMutation, variables: { input: inputWith('Acme AI') } }, result: { data: { updateSystemSettings: withSiteName('Acme AI') } } },
      ],
      'admin',
      <HeaderName />,
    );
    expect(await screen.findByText('Header: AI Solutions')).toBeInTheDocument();
    const name = await screen.findByLabelText(/Site Name/);
    await user.clear(name);
    await user.type(name, 'Acme AI');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Header: Acme AI')).toBeInTheDocument());
    // And it stays so: nothing asks the server again and puts the old name back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Header: Acme AI')).toBeInTheDocument();
  });

  it('edits the site description of each language on its tab, with the English as the hint, and saves every version', async () => {
    const spanish = 'Soluciones de IA y formación.';
    const prepared = settingsInputOf(
      { ...formValuesOf(DEFAULTS), translations: { ...formValuesOf(DEFAULTS).translations, es: { siteDescription: spanish, paymentInstructions: '' } } },
      testI18n,
    );
    if (!('input' in prepared)) throw new Error('invalid');
    expect(prepared.input.general?.translations?.es).toEqual({ siteDescription: spanish, paymentInstructions: '' });
    const saved = { ...DEFAULTS, general: { ...DEFAULTS.general, translations: { ...DEFAULTS.general.translations, es: { __typename: 'SiteText', siteDescription: spanish, paymentInstructions: null } } } };
    const user = renderPage([
      settingsMock(),
      { request: { query: UpdateSystemSettingsMutation, variables: { input: prepared.input } }, result: { data: { updateSystemSettings: saved } } },
    ]);
    const tabs = await screen.findByRole('tablist', { name: 'Language of the text' });
    expect(within(tabs).getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Español (translation missing)' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Deutsch' }));
    expect(screen.getByRole('textbox', { name: 'Site Description' })).toHaveValue('KI-Lösungen und Weiterbildung.');
    await user.click(within(tabs).getByRole('tab', { name: 'Español (translation missing)' }));
    const description = screen.getByRole('textbox', { name: 'Site Description' });
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('placeholder', DEFAULTS.general.siteDescription);
    await user.type(description, spanish);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Español' })).toBeInTheDocument();
  });

  it("shows the server's field message beside the field, on that field's tab", async () => {
    const input = settingsInputOf({ ...formValuesOf(DEFAULTS), sessionTimeout: '2' }, testI18n);
    if (!('input' in input)) throw new Error('invalid');
    const user = renderPage([
      settingsMock(),
      {
        request: { query: UpdateSystemSettingsMutation, variables: { input: input.input } },
        result: {
          errors: [
            new GraphQLError('Session Timeout must be at least 5', {
              extensions: { code: 'BAD_USER_INPUT', fields: { 'security.sessionTimeout': 'Session Timeout must be at least 5' } },
            }),
          ],
        },
      },
    ]);
    await screen.findByLabelText(/Site Name/);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const timeout = screen.getByLabelText(/Session Timeout/);
    await user.clear(timeout);
    await user.type(timeout, '2');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The screen opens the Security tab and shows the message under the field.
    expect(await screen.findByText('Session Timeout must be at least 5', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Reset asks first; Cancel keeps the changes, Reset restores the defaults', async () => {
    const user = renderPage([
      { ...settingsMock(withSiteName('Changed Name')) },
      { request: { query: ResetSystemSettingsMutation }, result: { data: { resetSystemSettings: DEFAULTS } } },
    ]);
    expect(await screen.findByLabelText(/Site Name/)).toHaveValue('Changed Name');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset all settings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Site Name/)).toHaveValue('Changed Name');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset all settings?' })).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Settings were reset to their defaults.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Site Name/)).toHaveValue('AI Solutions');
  });

  it('warns before leaving with unsaved changes', async () => {
    const user = renderPage([settingsMock()]);
    const name = await screen.findByLabelText(/Site Name/);
    await user.type(name, ' Labs');
    await user.click(screen.getByRole('link', { name: 'Dashboard link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Site Name/)).toHaveValue('AI Solutions Labs');
    await user.click(screen.getByRole('link', { name: 'Dashboard link' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('lets an editor read but not change the settings', async () => {
    const user = renderPage([settingsMock()], 'editor');
    expect(await screen.findByLabelText(/Site Name/)).toBeDisabled();
    expect(screen.getByText('Only administrators can change the system settings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    // Backups are for administrators only.
    await user.click(screen.getByRole('tab', { name: 'System' }));
    expect(screen.getByLabelText(/Backups Kept/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back up now' })).not.toBeInTheDocument();
  });

  it('System tab: saves Backups Kept, with the backups and Back up now beside it', async () => {
    const prepared = settingsInputOf({ ...formValuesOf(DEFAULTS), backupsKept: '14' }, testI18n);
    if (!('input' in prepared)) throw new Error('invalid');
    expect(prepared.input.system?.backupsKept).toBe(14);
    const saved = { ...DEFAULTS, system: { ...DEFAULTS.system, backupsKept: 14 } };
    const user = renderPage([
      settingsMock(),
      { request: { query: BackupsQuery }, result: { data: { backups: [] } } },
      { request: { query: UpdateSystemSettingsMutation, variables: { input: prepared.input } }, result: { data: { updateSystemSettings: saved } } },
    ]);
    await screen.findByLabelText(/Site Name/);
    await user.click(screen.getByRole('tab', { name: 'System' }));
    expect(await screen.findByText('No backups yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
    const kept = screen.getByLabelText(/Backups Kept/);
    expect(kept).toHaveValue(7);
    await user.clear(kept);
    await user.type(kept, '14');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Backups Kept/)).toHaveValue(14);
    // A value that is not a whole number is caught before sending.
    expect(settingsInputOf({ ...formValuesOf(DEFAULTS), backupsKept: 'ten' }, testI18n)).toEqual({ errors: { backupsKept: 'Backups Kept must be a whole number' } });
  });

  it("Notifications tab: Send now mails the weekly report to the administrator, and says where it went", async () => {
    const user = renderPage([settingsMock(), { request: { query: SendWeeklyReportNowMutation }, result: { data: { sendWeeklyReportNow: 'ada@example.com' } } }]);
    await screen.findByLabelText(/Site Name/);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    // jsdom has no Notification API: the browser's state is said, and nothing asks.
    expect(screen.getByRole('group', { name: 'Desktop notifications' })).toHaveTextContent('This browser cannot show desktop notifications.');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Weekly report sent to ada@example.com')).toBeInTheDocument();
  });

  it('Notifications tab: an editor gets no Send now', async () => {
    const user = renderPage([settingsMock()], 'editor');
    await screen.findByLabelText(/Site Name/);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: /Weekly Reports/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
  });
});
