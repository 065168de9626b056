import { graphql } from '../../__generated__';

export const ResetPasswordPageMutation = graphql(`
  mutation ResetPasswordPageMutation($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      message
    }
  }
`);
