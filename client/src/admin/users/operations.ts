import { graphql } from '../../__generated__';

// User Management's operations. After every change the list and the summary counts are fetched
// again (see useUserActions), so the screen always shows what the server holds.

export const AdminUserRowFragment = graphql(`
  fragment AdminUserRow_user on User {
    ...UserAccount
    deleteBlockedReason
    suspendBlockedReason
  }
`);

/** An administrator clears another user's two-factor sign-in (a lost device). */
export const ResetTwoFactorMutation = graphql(`
  mutation ResetTwoFactorMutation($userId: ID!) {
    resetTwoFactor(userId: $userId) {
      id
      twoFactorEnabled
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsersQuery($filter: UserFilter, $page: PageInput) {
    users(filter: $filter, page: $page) {
      items {
        ...AdminUserRow_user
      }
      total
      page
      pageSize
    }
  }
`);

export const AdminUserStatsQuery = graphql(`
  query AdminUserStatsQuery {
    userStats {
      total
      active
      inactive
      suspended
      pending
    }
  }
`);

/** Only the exported columns, fetched page by page (the server gives at most 100 per page). */

export const AdminCreateUserMutation = graphql(`
  mutation AdminCreateUserMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      ...AdminUserRow_user
    }
  }
`);

export const AdminUpdateUserMutation = graphql(`
  mutation AdminUpdateUserMutation($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      ...AdminUserRow_user
    }
  }
`);

export const AdminDeleteUserMutation = graphql(`
  mutation AdminDeleteUserMutation($id: ID!) {
    deleteUser(id: $id)
  }
`);

export const AdminApproveUserMutation = graphql(`
  mutation AdminApproveUserMutation($id: ID!, $reason: String) {
    approveUser(id: $id, reason: $reason) {
      ...AdminUserRow_user
    }
  }
`);

export const AdminRejectUserMutation = graphql(`
  mutation AdminRejectUserMutation($id: ID!, $reason: String) {
    rejectUser(id: $id, reason: $reason)
  }
`);

export const AdminBulkUsersMutation = graphql(`
  mutation AdminBulkUsersMutation($input: UserBulkInput!) {
    bulkUsers(input: $input) {
      ...BulkOutcome_result
    }
  }
`);
