import { graphql } from '../../__generated__';

// The user fields the whole client keeps in auth state (and in localStorage `user`).
export const AuthUserFragment = graphql(`
  fragment AuthUser on User {
    id
    name
    email
    role
    status
    phone
    company
    department
    position
    avatar
    lastLogin
    joinDate
    createdAt
    updatedAt
  }
`);

export const CurrentUserQuery = graphql(`
  query CurrentUserQuery {
    me {
      ...AuthUser
    }
  }
`);

export const LoginPageMutation = graphql(`
  mutation LoginPageMutation($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...AuthUser
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

/** Revokes this sign-in on the server (issue 19: logout used to clear only the browser). */
export const SignOutMutation = graphql(`
  mutation SignOutMutation {
    logout
  }
`);
