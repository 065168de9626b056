import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '../auth/operations';
import { renderWithProviders, sampleUser, serverUser, storeSession } from '../testing/renderWithProviders';
import { GuestOnly } from './GuestOnly';
import { RequireAuth } from './RequireAuth';
import { RequireStaff } from './RequireStaff';

function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/login" element={<GuestOnly><p>Login page</p></GuestOnly>} />
      <Route path="/dashboard" element={<RequireAuth><p>Dashboard page</p></RequireAuth>} />
      <Route path="/admin" element={<RequireStaff><p>Admin page</p></RequireStaff>} />
    </Routes>
  );
}

function signInAs(role: 'student' | 'admin' | 'editor') {
  const user = sampleUser({ role });
  storeSession(user);
  return [{ request: { query: CurrentUserQuery }, result: { data: { me: serverUser({ role }) } } }];
}

describe('route guards', () => {
  it('sends guests from /dashboard and /admin to /login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('sends a signed-in student away from /admin to /', async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin', mocks: signInAs('student') });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('lets an editor into /admin', async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin', mocks: signInAs('editor') });
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
  });

  it('sends a signed-in admin from /login to /admin, a student to /dashboard', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login', mocks: signInAs('admin') });
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
  });

  it('sends a signed-in student from /login to /dashboard', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login', mocks: signInAs('student') });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
