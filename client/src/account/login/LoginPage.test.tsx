import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPageMutation } from '../../app/auth/operations';
import { renderWithProviders, serverUser } from '../../app/testing/renderWithProviders';
import { LoginPage } from './LoginPage';

const refused = {
  request: { query: LoginPageMutation, variables: () => true },
  result: { errors: [{ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } }] },
};

async function submitLogin(email = 'ada@example.com', password = 'wrong-password') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Email Address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginPage', { timeout: 20_000 }, () => {
  it("shows the server's message in the red box and clears it when a field is edited", async () => {
    renderWithProviders(<LoginPage />, { route: '/login', mocks: [refused] });
    const user = await submitLogin();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when another role is picked', async () => {
    renderWithProviders(<LoginPage />, { route: '/login', mocks: [refused] });
    const user = await submitLogin();

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Candidate' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to a generic message when the server gives none', async () => {
    renderWithProviders(<LoginPage />, {
      route: '/login',
      mocks: [{ request: { query: LoginPageMutation, variables: () => true }, error: new Error('boom') }],
    });
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('preselects the role from ?role=', () => {
    renderWithProviders(<LoginPage />, { route: '/login?role=applicant' });
    expect(screen.getByRole('button', { name: 'Candidate' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Student/Learner' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('signs an administrator in and goes to /admin', async () => {
    renderWithProviders(<LoginPage />, {
      route: '/login?role=admin',
      mocks: [
        {
          request: { query: LoginPageMutation, variables: { input: { email: 'root@example.com', password: 'Secret1!x' } } },
          result: {
            data: { login: { __typename: 'AuthPayload', token: 'fresh-token', user: serverUser({ role: 'admin' }) } },
          },
        },
      ],
    });
    await submitLogin('root@example.com', 'Secret1!x');

    expect(await screen.findByText('/admin')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });

  it('returns a student to a safe ?redirect= path after signing in', async () => {
    renderWithProviders(<LoginPage />, {
      route: '/login?role=student&redirect=/courses/42',
      mocks: [
        {
          request: { query: LoginPageMutation, variables: () => true },
          result: { data: { login: { __typename: 'AuthPayload', token: 't', user: serverUser() } } },
        },
      ],
    });
    await submitLogin('ada@example.com', 'Secret1!x');
    expect(await screen.findByText('/courses/42')).toBeInTheDocument();
  });
});
