import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, sampleUser, serverUser, storeSession } from '../../app/testing/renderWithProviders';
import { TwoFactorConfirmMutation, TwoFactorDisableMutation, TwoFactorSetupMutation } from '../two-factor/operations';
import { ProfilePage } from './ProfilePage';

const setup = {
  request: { query: TwoFactorSetupMutation, variables: { ticket: null } },
  result: { data: { startTwoFactorSetup: { __typename: 'TwoFactorSetup', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' } } },
};

describe('the profile’s two-factor section', { timeout: 45_000 }, () => {
  it('turns two-factor sign-in on with a code and shows the recovery codes once', async () => {
    storeSession(sampleUser());
    const codes = Array.from({ length: 10 }, (_, i) => `QWERT-${String(20000 + i)}`);
    renderWithProviders(<ProfilePage />, {
      route: '/dashboard/profile',
      mocks: [
        setup,
        {
          request: { query: TwoFactorConfirmMutation, variables: { input: { ticket: null, code: '123456' } } },
          result: { data: { confirmTwoFactorSetup: { __typename: 'TwoFactorEnabled', token: null, recoveryCodes: codes, user: serverUser({ twoFactorEnabled: true }) } } },
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    // The key's place is drawn, empty, before the setup answers (no layout shift): wait for the key itself.
    await waitFor(() => expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP'));
    await user.type(screen.getByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('QWERT-20009');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText(/Two-factor authentication is on/)).toBeInTheDocument();
    expect(screen.queryByText('QWERT-20009')).not.toBeInTheDocument();
  });

  it('turns it off with a code, showing a wrong code beside the field', async () => {
    storeSession(sampleUser({ twoFactorEnabled: true }));
    renderWithProviders(<ProfilePage />, {
      route: '/dashboard/profile',
      mocks: [
        {
          request: { query: TwoFactorDisableMutation, variables: { code: '000000' } },
          result: { errors: [{ message: 'Invalid authentication code', extensions: { code: 'BAD_USER_INPUT', fields: { code: 'Invalid authentication code' } } }] },
        },
        {
          request: { query: TwoFactorDisableMutation, variables: { code: '111111' } },
          result: { data: { disableTwoFactor: serverUser({ twoFactorEnabled: false }) } },
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.type(screen.getByLabelText(/^Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Authentication code/));
    await user.type(screen.getByLabelText(/^Authentication code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
  });
});
