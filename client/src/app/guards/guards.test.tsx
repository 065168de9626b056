import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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

// Where each visitor lands: the route asked for, who is signed in (null: a guest), the page shown.
const LANDINGS = [
  { name: 'sends guests from /dashboard and /admin to /login', route: '/admin', role: null, page: 'Login page' },
  { name: 'sends a signed-in student away from /admin to /', route: '/admin', role: 'student', page: 'Home page' },
  { name: 'lets an editor into /admin', route: '/admin', role: 'editor', page: 'Admin page' },
  { name: 'sends a signed-in admin from /login to /admin, a student to /dashboard', route: '/login', role: 'admin', page: 'Admin page' },
  { name: 'sends a signed-in student from /login to /dashboard', route: '/login', role: 'student', page: 'Dashboard page' },
] as const;

describe('route guards', () => {
  it.each(LANDINGS)('$name', async ({ route, role, page }) => {
    renderWithProviders(<AppRoutes />, { route, mocks: role ? signInAs(role) : undefined });
    expect(await screen.findByText(page)).toBeInTheDocument();
  });
});

describe('the signed-in person’s own language', () => {
  it('loads the dashboard in their language when the page is in another, keeping the rest of the address', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ replace } as unknown as Location);
    const user = sampleUser({ role: 'student', language: 'de' });
    storeSession(user);
    renderWithProviders(<AppRoutes />, {
      route: '/dashboard?tab=courses',
      mocks: [{ request: { query: CurrentUserQuery }, result: { data: { me: serverUser({ role: 'student', language: 'de' }) } } }],
    });
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/de/dashboard?tab=courses'));
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('stays on the page when it is already in their language', async () => {
    const user = sampleUser({ role: 'student', language: 'en' });
    storeSession(user);
    renderWithProviders(<AppRoutes />, {
      route: '/dashboard',
      mocks: [{ request: { query: CurrentUserQuery }, result: { data: { me: serverUser({ role: 'student', language: 'en' }) } } }],
    });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
