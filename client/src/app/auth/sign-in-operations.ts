import { graphql } from '../../__generated__';

// Signing in and registering: loaded when someone does either (AuthProvider), so a page's first
// load does not carry them. The fragments they spread are in ./operations.

export const LoginPageMutation = graphql(`
  mutation LoginPageMutation($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...AuthUser
      }
      twoFactor {
        step
        ticket
      }
    }
  }
`);

export const RegisterPageMutation = graphql(`
  mutation RegisterPageMutation($input: RegisterInput!) {
    register(input: $input) {
      token
      pendingApproval
      message
      user {
        ...AuthUser
      }
    }
  }
`);

/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export const TwoFactorSignInMutation = graphql(`
  mutation TwoFactorSignInMutation($input: TwoFactorCodeInput!) {
    verifyTwoFactor(input: $input) {
      token
      user {
        ...AuthUser
      }
    }
  }
`);
