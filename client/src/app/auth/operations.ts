import { graphql } from '../../__generated__';

// A user's account details: what the signed-in user's state keeps and what User Management lists.
export const UserAccountFragment = graphql(`
  fragment UserAccount on User {
    id
    name
    email
    role
    status
    phone
    company
    department
    position
    twoFactorEnabled
    lastLogin
    joinDate
    createdAt
    updatedAt
  }
`);

// The user fields the whole client keeps in auth state (and in localStorage `user`).
export const AuthUserFragment = graphql(`
  fragment AuthUser on User {
    ...UserAccount
    avatar
    language
  }
`);

export const CurrentUserQuery = graphql(`
  query CurrentUserQuery {
    me {
      ...AuthUser
    }
  }
`);

/** Revokes this sign-in on the server: clearing the browser alone would leave the token working until it expires. */
export const SignOutMutation = graphql(`
  mutation SignOutMutation {
    logout
  }
`);
