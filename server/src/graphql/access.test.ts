import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { assertDeclaredAccess, rootFields } from './access.js';

const directives = `
  enum Role { student admin }
  directive @public on FIELD_DEFINITION
  directive @signedIn(only: [Role!]) on FIELD_DEFINITION
  directive @staff on FIELD_DEFINITION
`;

describe('declared access at start-up', () => {
  it('refuses a schema whose root field declares no access, naming the field', () => {
    const schema = makeExecutableSchema({ typeDefs: `${directives} type Query { open: Int @public, forgotten: Int } type Mutation { twice: Int @public @staff } type Subscription { live: Int }` });
    expect(() => assertDeclaredAccess(schema)).toThrow(
      'Operations without a declared access (@public, @signedIn, @owner, @staff or @admin): Query.forgotten (no access directive), Mutation.twice (more than one access directive), Subscription.live (no access directive)',
    );
  });

  it('reads each level, and the roles a level is narrowed to, from fields declared in extensions', () => {
    const schema = makeExecutableSchema({ typeDefs: `${directives} type Query extend type Query { a: Int @public, b: Int @signedIn(only: [student]) }` });
    expect(() => assertDeclaredAccess(schema)).not.toThrow();
    expect(rootFields(schema)).toEqual([
      { operation: 'query', name: 'a', access: { level: 'public' } },
      { operation: 'query', name: 'b', access: { level: 'signedIn', onlyRoles: ['student'] } },
    ]);
  });
});
