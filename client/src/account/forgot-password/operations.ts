import { graphql } from '../../__generated__';

export const ForgotPasswordPageMutation = graphql(`
  mutation ForgotPasswordPageMutation($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);
