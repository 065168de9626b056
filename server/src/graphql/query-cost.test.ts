import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from './apollo.js';
import { estimator } from './query-cost.js';
import { REPO_ROOT } from '../repo-root.js';
import { SCHEMA_PATH } from './schema.js';

// The cost limit must never refuse the product's own screens: every operation the client sends
// (its generated typed documents) costs less than the limit, with the default page sizes.
const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
const generated = (await import(pathToFileURL(join(REPO_ROOT, 'client/src/__generated__/graphql.ts')).href)) as Record<string, unknown>;
const operations = Object.entries(generated).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'));

const SCALARS: Record<string, unknown> = { ID: '0', String: 'x', Int: 1, Float: 1, Boolean: false, DateTime: '2026-01-01T00:00:00.000Z' };

/** A value of `type` with only what it requires (a nullable value is left out). */
function requiredValue(type: GraphQLInputType): unknown {
  const named = isNonNullType(type) ? type.ofType : type;
  if (isListType(named)) return [];
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, requiredValue(field.type)]));
  }
  return SCALARS[named.name] ?? 'x';
}

/** The operation's required variables, each with the least value its type takes. */
function variablesOf(query: DocumentNode): Record<string, unknown> {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const required = (operation?.variableDefinitions ?? []).filter((v) => v.type.kind === Kind.NON_NULL_TYPE);
  return Object.fromEntries(required.map((v) => [v.variable.name.value, requiredValue(typeFromAST(schema, v.type) as GraphQLInputType)]));
}

describe('the query cost limit', () => {
  it('finds the client’s operations', () => {
    expect(operations.map(([name]) => name)).toContain('CourseBuilderQueryDocument');
  });

  it.each(operations)('lets %s through', (_name, query) => {
    expect(getComplexity({ schema, query, variables: variablesOf(query), estimators: [estimator] })).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
  });
});
