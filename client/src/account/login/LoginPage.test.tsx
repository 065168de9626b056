import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPageMutation, TwoFactorSignInMutation } from '../../app/auth/sign-in-operations';
import { TwoFactorConfirmMutation, TwoFactorSetupMutation } from '../two-factor/operations';
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
            data: { login: { __typename: 'LoginPayload', token: 'fresh-token', user: serverUser({ role: 'admin' }), twoFactor: null } },
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
          result: { data: { login: { __typename: 'LoginPayload', token: 't', user: serverUser(), twoFactor: null } } },
        },
      ],
    });
    await submitLogin('ada@example.com', 'Secret1!x');
    expect(await screen.findByText('/courses/42')).toBeInTheDocument();
  });

  describe('two-factor sign-in', () => {
    const challenge = (step: 'code' | 'enroll') => ({
      request: { query: LoginPageMutation, variables: () => true },
      result: { data: { login: { __typename: 'LoginPayload', token: null, user: null, twoFactor: { __typename: 'TwoFactorChallenge', step, ticket: 'ticket-1' } } } },
    });

    it('asks for the code after the password, shows a wrong code, and signs in with the right one', async () => {
      renderWithProviders(<LoginPage />, {
        route: '/login?role=admin',
        mocks: [
          challenge('code'),
          {
            request: { query: TwoFactorSignInMutation, variables: { input: { ticket: 'ticket-1', code: '000000' } } },
            result: { errors: [{ message: 'Invalid authentication code', extensions: { code: 'UNAUTHENTICATED' } }] },
          },
          {
            request: { query: TwoFactorSignInMutation, variables: { input: { ticket: 'ticket-1', code: '123456' } } },
            result: { data: { verifyTwoFactor: { __typename: 'AuthPayload', token: 'two-step-token', user: serverUser({ role: 'admin', twoFactorEnabled: true }) } } },
          },
        ],
      });
      const user = await submitLogin('root@example.com', 'Secret1!x');
      expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
      // No session before the second step.
      expect(localStorage.getItem('token')).toBeNull();

      await user.type(screen.getByLabelText(/^Authentication code/), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication code');

      await user.clear(screen.getByLabelText(/^Authentication code/));
      await user.type(screen.getByLabelText(/^Authentication code/), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('/admin')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('two-step-token');
    });

    it('takes a recovery code instead, and goes back to the password', async () => {
      renderWithProviders(<LoginPage />, { route: '/login?role=admin', mocks: [challenge('code')] });
      const user = await submitLogin('root@example.com', 'Secret1!x');
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
      expect(screen.getByLabelText(/^Recovery code/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
      expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    });

    it('sets up two-factor sign-in for staff without it: QR code and key, a code, then the recovery codes once', async () => {
      const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-${String(10000 + i)}`);
      renderWithProviders(<LoginPage />, {
        route: '/login?role=admin',
        mocks: [
          challenge('enroll'),
          {
            request: { query: TwoFactorSetupMutation, variables: { ticket: 'ticket-1' } },
            result: {
              data: {
                startTwoFactorSetup: { __typename: 'TwoFactorSetup', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' },
              },
            },
          },
          {
            request: { query: TwoFactorConfirmMutation, variables: { input: { ticket: 'ticket-1', code: '654321' } } },
            result: {
              data: {
                confirmTwoFactorSetup: { __typename: 'TwoFactorEnabled', token: 'enrolled-token', recoveryCodes: codes, user: serverUser({ role: 'admin', twoFactorEnabled: true }) },
              },
            },
          },
        ],
      });
      const user = await submitLogin('root@example.com', 'Secret1!x');
      expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
      expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

      await user.type(screen.getByLabelText(/^Authentication code/), '654321');
      await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
      expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Recovery codes' });
      expect(list.querySelectorAll('li')).toHaveLength(10);
      // Signed in only once the codes were seen.
      expect(localStorage.getItem('token')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('/admin')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('enrolled-token');
    });
  });
});
