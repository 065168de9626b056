/**
 * The roles and their hierarchy, stated once. Every root field of schema.graphql declares the level
 * it needs (@public, @signedIn, @owner, @staff, @admin); the guards in actor.ts and the access tests
 * read what each role reaches from here.
 */

export const ROLES = ['student', 'applicant', 'admin', 'editor', 'user', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/** `owner` is a signed-in caller whom the service lets reach only what is theirs (staff reach all). */
export type AccessLevel = 'public' | 'signedIn' | 'owner' | 'staff' | 'admin';

export const ACCESS_LEVELS: readonly AccessLevel[] = ['public', 'signedIn', 'owner', 'staff', 'admin'];

const LEVEL_RANK: Record<AccessLevel, number> = { public: 0, signedIn: 1, owner: 1, staff: 2, admin: 3 };

/**
 * What each role reaches. Spec section 6: editors work in the back office like administrators, but
 * only administrators rule over administrators and editors (grant those roles, approve admin requests).
 */
const ROLE_LEVEL: Record<Role, AccessLevel> = {
  student: 'signedIn',
  applicant: 'signedIn',
  user: 'signedIn',
  moderator: 'signedIn',
  editor: 'staff',
  admin: 'admin',
};

/** The level a caller reaches: a guest (no role) only public fields. */
export function levelOf(role: Role | null | undefined): AccessLevel {
  return role ? ROLE_LEVEL[role] : 'public';
}

/** True when a caller with this role (none: a guest) reaches the given level. */
export function reaches(role: Role | null | undefined, level: AccessLevel): boolean {
  return LEVEL_RANK[levelOf(role)] >= LEVEL_RANK[level];
}

/** Roles that reach the back office. */
export const STAFF_ROLES: readonly Role[] = (Object.keys(ROLE_LEVEL) as Role[]).filter((role) => reaches(role, 'staff'));
