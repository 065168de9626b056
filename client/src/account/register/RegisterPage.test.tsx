import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegisterPageMutation } from '../../app/auth/sign-in-operations';
import { renderWithProviders, serverUser } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { RegisterPage } from './RegisterPage';

async function fillForm(fields: { password: string; confirm: string }) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Full Name/), 'Grace Hopper');
  await user.type(screen.getByLabelText(/Email Address/), 'grace@example.com');
  await user.type(screen.getByLabelText(/^Password/), fields.password);
  await user.type(screen.getByLabelText(/^Confirm Password/), fields.confirm);
  return user;
}

describe('RegisterPage', { timeout: 20_000 }, () => {
  it('defaults to Student/Learner and asks for phone and company only from candidates and administrators', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Student/Learner');
    expect(screen.queryByLabelText(/Phone Number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Company/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Candidate' }));
    expect(screen.getByLabelText(/Phone Number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Company/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Administrator' }));
    expect(screen.getByLabelText(/Phone Number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Company/)).toBeInTheDocument();
  });

  it('preselects the role from ?role=', () => {
    renderWithProviders(<RegisterPage />, { route: '/register?role=applicant' });
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Candidate');
    expect(screen.getByLabelText(/Phone Number/)).toBeInTheDocument();
  });

  it('keeps Create Account disabled until the terms box is ticked', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup({ delay: null });
    const submit = screen.getByRole('button', { name: 'Create Account' });

    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeDisabled();
  });

  // The password checks in their order: a mismatch is reported before a too-short password.
  it.each([
    { name: 'reports mismatched passwords before a too-short password', password: 'short', confirm: 'shorter', message: 'Passwords do not match' },
    { name: 'reports a password shorter than 8 characters once both match', password: 'short', confirm: 'short', message: 'Password must be at least 8 characters long' },
  ])('$name', async ({ password, confirm, message }) => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const user = await fillForm({ password, confirm });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('hints live whether the confirmation matches, and rates the password', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Password/), 'Secret1!x');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret');
    expect(screen.getByText("Passwords don't match yet")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm Password/), '1!x');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
  });

  it('shows the approval notice for an administrator request instead of signing in', async () => {
    const message = 'Your request was sent to our administrators. You will receive an e-mail once it has been reviewed.';
    renderWithProviders(<RegisterPage />, {
      route: '/register?role=admin',
      mocks: [
        {
          request: {
            query: RegisterPageMutation,
            variables: {
              input: {
                name: 'Grace Hopper',
                email: 'grace@example.com',
                password: 'Secret1!x',
                confirmPassword: 'Secret1!x',
                agreeToTerms: true,
                role: 'admin',
              },
            },
          },
          result: {
            data: {
              register: {
                __typename: 'RegisterPayload',
                token: null,
                pendingApproval: true,
                message,
                user: serverUser({ name: 'Grace Hopper', email: 'grace@example.com', role: 'admin', status: 'pending' }),
              },
            },
          },
        },
      ],
    });
    const user = await fillForm({ password: 'Secret1!x', confirm: 'Secret1!x' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Approval required' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/register?role=admin');
  });

  it("shows the server's message when registration is refused, and clears it on the next edit", async () => {
    renderWithProviders(<RegisterPage />, {
      route: '/register',
      mocks: [
        {
          request: { query: RegisterPageMutation, variables: () => true },
          result: { errors: [{ message: 'An account with this e-mail already exists.', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    const user = await fillForm({ password: 'Secret1!x', confirm: 'Secret1!x' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('An account with this e-mail already exists.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full Name/), ' Jr');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks German: its labels, the roles, the live hints and the client-side check', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register', i18n: await i18nInLanguage('de') });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Erstellen Sie Ihr Konto' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toHaveTextContent('Teilnehmer');

    await user.type(screen.getByLabelText(/Vollständiger Name/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Passwort\W*$/), 'Secret1!x');
    expect(screen.getByText('Passwortstärke: Stark')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Passwort bestätigen/), 'Secret1!y');
    expect(screen.getByText('Die Passwörter stimmen noch nicht überein')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '„Passwort bestätigen“ anzeigen' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Ich stimme den Nutzungsbedingungen/ }));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Die Passwörter stimmen nicht überein');
  });
});
