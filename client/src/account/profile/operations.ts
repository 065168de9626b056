import { graphql } from '../../__generated__';

export const ProfilePageMutation = graphql(`
  mutation ProfilePageMutation($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...AuthUser
    }
  }
`);

// Named in app/apollo.ts: a wrong current password must show its message, not end the session.
export const ProfilePasswordMutation = graphql(`
  mutation ProfilePasswordMutation($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      user {
        ...AuthUser
      }
    }
  }
`);

/** "Sign out of all devices": every token of the user stops working, this one included. */
export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhereMutation {
    signOutEverywhere
  }
`);
