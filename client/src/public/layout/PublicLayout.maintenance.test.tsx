import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '../../app/auth/operations';
import { SiteInfoQuery } from '../../app/site/operations';
import { DEFAULT_SITE_INFO } from '../../app/site/site-info';
import { renderWithProviders, sampleUser, serverUser, storeSession } from '../../app/testing/renderWithProviders';
import { PublicLayout } from './PublicLayout';

const siteMock = (maintenanceMode: boolean): MockLink.MockedResponse => ({
  request: { query: SiteInfoQuery },
  result: { data: { site: { __typename: 'SiteInfo', ...DEFAULT_SITE_INFO, siteName: 'Acme AI', maintenanceMode } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderAt(route: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<p>Home content</p>} />
        <Route path="/login" element={<p>Login form</p>} />
      </Route>
    </Routes>,
    { route, mocks },
  );
}

afterEach(() => localStorage.clear());

describe('PublicLayout in Maintenance Mode', { timeout: 30_000 }, () => {
  it('shows guests the maintenance page with the site name instead of the page', async () => {
    renderAt('/', [siteMock(true)]);
    expect(await screen.findByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
    expect(screen.getByText('Acme AI is down for maintenance. Please try again soon.')).toBeInTheDocument();
    expect(screen.queryByText('Home content')).not.toBeInTheDocument();
  });

  it('keeps sign-in open, so staff can get back in', async () => {
    renderAt('/login', [siteMock(true)]);
    expect(await screen.findByText('Login form')).toBeInTheDocument();
  });

  it('lets a signed-in administrator see the site, with a notice', async () => {
    storeSession(sampleUser({ role: 'admin' }));
    renderAt('/', [siteMock(true), { request: { query: CurrentUserQuery }, result: { data: { me: serverUser({ role: 'admin' }) } } }]);
    expect(await screen.findByText('Maintenance Mode is on: visitors see the maintenance page.')).toBeInTheDocument();
    expect(screen.getByText('Home content')).toBeInTheDocument();
  });

  it('shows the page and the site name in the header when maintenance is off', async () => {
    renderAt('/', [siteMock(false)]);
    expect((await screen.findAllByRole('link', { name: 'Acme AI home' })).length).toBeGreaterThan(0);
    expect(screen.getByText('Home content')).toBeInTheDocument();
  });
});
