import { graphql } from '../../__generated__';

/** A new secret and its QR code: with the sign-in ticket (staff set-up), or for the signed-in user. */
export const TwoFactorSetupMutation = graphql(`
  mutation TwoFactorSetupMutation($ticket: String) {
    startTwoFactorSetup(ticket: $ticket) {
      secret
      otpauthUrl
      qrCode
    }
  }
`);

export const TwoFactorConfirmMutation = graphql(`
  mutation TwoFactorConfirmMutation($input: TwoFactorSetupInput!) {
    confirmTwoFactorSetup(input: $input) {
      token
      recoveryCodes
      user {
        ...AuthUser
      }
    }
  }
`);

export const TwoFactorDisableMutation = graphql(`
  mutation TwoFactorDisableMutation($code: String!) {
    disableTwoFactor(code: $code) {
      ...AuthUser
    }
  }
`);
