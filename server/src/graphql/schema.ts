/**
 * Builds the executable schema from THE root schema.graphql and every module's resolvers.
 * Deny by default starts here: an operation in the schema without a resolver, or without a declared
 * access level (see access.ts), stops the server at start-up instead of answering anyone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isObjectType, type GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { assertDeclaredAccess } from './access.js';
import { DateTimeScalar } from './scalars.js';
import type { ModuleDescriptor } from '../core/module.js';
import { REPO_ROOT } from '../repo-root.js';

export const SCHEMA_PATH = join(REPO_ROOT, 'schema.graphql');

declare module '../core/module.js' {
  interface ModuleParts {
    /** The module's GraphQL resolvers: its root fields and its types' fields. */
    resolvers: Resolvers | readonly Resolvers[];
  }
}

const isResolverList = (r: Resolvers | readonly Resolvers[]): r is readonly Resolvers[] => Array.isArray(r);

/** The resolvers of every module, in module order, after the scalars. */
function resolversOf(modules: readonly ModuleDescriptor[]): Resolvers[] {
  const out: Resolvers[] = [{ DateTime: DateTimeScalar }];
  for (const { resolvers } of modules) {
    if (!resolvers) continue;
    if (isResolverList(resolvers)) out.push(...resolvers);
    else out.push(resolvers);
  }
  return out;
}

export function buildSchema(modules: readonly ModuleDescriptor[]): GraphQLSchema {
  const typeDefs = readFileSync(SCHEMA_PATH, 'utf8');
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: resolversOf(modules) as Parameters<typeof makeExecutableSchema>[0]['resolvers'],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      // A subscription field is served by its `subscribe` function (its `resolve` is optional).
      if (!field.resolve && !field.subscribe) missing.push(`${root.name}.${field.name}`);
    }
  }
  if (missing.length) throw new Error(`Operations without a resolver: ${missing.join(', ')}`);
  assertDeclaredAccess(schema);
  return schema;
}
