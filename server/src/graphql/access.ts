/**
 * Declared access: every root field of schema.graphql carries exactly one access directive. The
 * server refuses to start when a field has none (or two), as it does for a field without a
 * resolver; the access test reads the same declarations to know whom each field must refuse.
 * The services enforce the rules; this makes them visible and checked.
 */
import { isObjectType, valueFromASTUntyped, type GraphQLField, type GraphQLSchema } from 'graphql';
import { ACCESS_LEVELS, type AccessLevel } from '../core/access.js';
import type { Role } from '../core/access.js';

export type DeclaredAccess = { level: AccessLevel; onlyRoles?: Role[] };

export type RootOperation = 'query' | 'mutation' | 'subscription';

export type RootField = { operation: RootOperation; name: string; access: DeclaredAccess | null; problem?: string };

const isAccessLevel = (name: string): name is AccessLevel => (ACCESS_LEVELS as readonly string[]).includes(name);

function accessOf(field: GraphQLField<unknown, unknown>): { access: DeclaredAccess | null; problem?: string } {
  const declared = (field.astNode?.directives ?? []).filter((d) => isAccessLevel(d.name.value));
  const [directive, ...more] = declared;
  if (!directive) return { access: null, problem: 'no access directive' };
  if (more.length) return { access: null, problem: 'more than one access directive' };
  const level = directive.name.value as AccessLevel;
  const only = directive.arguments?.find((a) => a.name.value === 'only');
  const onlyRoles = only ? (valueFromASTUntyped(only.value) as Role[]) : undefined;
  return { access: onlyRoles ? { level, onlyRoles } : { level } };
}

/** Every root field with the access it declares (null, with the reason, when it declares none). */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const fields: RootField[] = [];
  for (const [operation, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) fields.push({ operation, name: field.name, ...accessOf(field) });
  }
  return fields;
}

const ROOT_TYPE_NAMES: Record<RootOperation, string> = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

/** Stops start-up when a root field does not declare exactly one access level. */
export function assertDeclaredAccess(schema: GraphQLSchema): void {
  const undeclared = rootFields(schema)
    .filter((f) => f.problem)
    .map((f) => `${ROOT_TYPE_NAMES[f.operation]}.${f.name} (${f.problem})`);
  if (undeclared.length) {
    throw new Error(`Operations without a declared access (@public, @signedIn, @owner, @staff or @admin): ${undeclared.join(', ')}`);
  }
}
