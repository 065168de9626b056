import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sampleUser, serverUser, storeSession } from '../testing/renderWithProviders';
import { CurrentUserQuery } from './operations';
import { useAuth, useAuthUser } from './useAuth';

function AuthProbe() {
  const { user, isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <p>Loading session</p>;
  return <p>{isAuthenticated ? `Signed in as ${user?.name}` : 'Signed out'}</p>;
}

const userProbeRendered = vi.fn();
function UserProbe() {
  const user = useAuthUser();
  // No dependencies: runs after every render of the probe.
  useEffect(() => userProbeRendered());
  return <p>{user ? `User ${user.name}` : 'Guest'}</p>;
}

const meAnswers = (me: ReturnType<typeof serverUser> | null) => ({
  request: { query: CurrentUserQuery },
  result: { data: { me } },
});

describe('AuthProvider', () => {
  it('restores a stored session, then refreshes the user from the server', async () => {
    storeSession(sampleUser({ name: 'Ada Lovelace' }));
    renderWithProviders(<AuthProbe />, { mocks: [meAnswers(serverUser({ name: 'Ada King' }))] });

    expect(await screen.findByText('Signed in as Ada Lovelace')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as Ada King')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Ada King' });
  });

  it('clears both stored items when the stored user cannot be parsed', async () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('user', '{not json');
    renderWithProviders(<AuthProbe />);

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('is signed out when only one of token and user is stored', async () => {
    localStorage.setItem('token', 'stored-token');
    renderWithProviders(<AuthProbe />);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('signs out when the server no longer knows the stored session', async () => {
    storeSession(sampleUser());
    renderWithProviders(<AuthProbe />, { mocks: [meAnswers(null)] });

    await waitFor(() => expect(screen.getByText('Signed out')).toBeInTheDocument());
    expect(localStorage.getItem('token')).toBeNull();
  });

  // On a server-rendered page, anything that re-renders when the session has been read
  // makes React take over every part of the page still waiting, in one long blocking task.
  it('re-renders nothing that reads only the user when a guest’s session has been read', async () => {
    userProbeRendered.mockClear();
    renderWithProviders(
      <>
        <UserProbe />
        <AuthProbe />
      </>,
    );
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(userProbeRendered).toHaveBeenCalledTimes(1);
  });

  it('shows the restored user to what reads only the user', async () => {
    storeSession(sampleUser({ name: 'Ada Lovelace' }));
    renderWithProviders(<UserProbe />, { mocks: [meAnswers(serverUser({ name: 'Ada King' }))] });
    expect(await screen.findByText('User Ada Lovelace')).toBeInTheDocument();
    expect(await screen.findByText('User Ada King')).toBeInTheDocument();
  });

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AuthProbe />)).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });
});
