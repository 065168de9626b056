/**
 * Declared access, proved: every root field the server introspects is called as a guest, a student,
 * an applicant, a pending admin, an editor and an admin, with the least valid arguments its types
 * allow. Each caller below the field's declared level must be refused (a guest with
 * UNAUTHENTICATED, a signed-in caller with FORBIDDEN); each caller at or above it must not be.
 * A new field is covered without editing this file: its declaration and its arguments come from
 * the schema.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootFields, type DeclaredAccess, type RootField } from '../src/graphql/access.js';
import { buildSchema } from '../src/graphql/schema.js';
import { MODULES } from '../src/modules/index.js';
import { reaches } from '../src/core/access.js';
import { liveClient } from './helpers/live-client.js';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';
import { newCallers, type Caller } from './helpers/callers.js';

// The executable schema gives each field's declared access and its argument types; introspection
// (below) gives the root fields the server actually answers, so none can escape the test.
const executable = buildSchema(MODULES);
const declared = rootFields(executable);

/** A 24-hex id that matches nothing: the call reaches the service's guard, then finds nothing. */
const UNKNOWN_ID = '0123456789abcdef01234567';

/**
 * The least valid literal for an input type: required input fields only, one item per list. Ids
 * match nothing, except on @owner fields, where they name the one thing every caller owns: their
 * own account (so `user(id)` is asked for the caller themselves).
 */
function literal(type: GraphQLInputType, ownId: string | null): string {
  if (isNonNullType(type)) return literal(type.ofType, ownId);
  if (isListType(type)) return `[${literal(type.ofType, ownId)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${required.map((f) => `${f.name}: ${literal(f.type, ownId)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return JSON.stringify(ownId ?? UNKNOWN_ID);
      case 'Int':
        return '1';
      case 'Float':
        return '1.5';
      case 'Boolean':
        return 'true';
      case 'DateTime':
        return JSON.stringify('2030-01-01T00:00:00.000Z');
      default:
        return JSON.stringify('x');
    }
  }
  throw new Error(`No literal for ${String(type)}`);
}

function operationFor(schema: GraphQLSchema, field: RootField, caller: Caller): string {
  const ownId = field.access?.level === 'owner' ? caller.id : null;
  const root = field.operation === 'query' ? schema.getQueryType() : field.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  const definition = root?.getFields()[field.name];
  if (!definition) throw new Error(`${field.name} is declared but not introspected`);
  const args = definition.args
    .filter((a: GraphQLArgument) => isNonNullType(a.type))
    .map((a) => `${a.name}: ${literal(a.type, ownId)}`)
    .join(', ');
  const selection = isObjectType(getNamedType(definition.type)) ? ' { __typename }' : '';
  return `${field.operation} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function mayCall(caller: Caller, access: DeclaredAccess): boolean {
  if (!reaches(caller.role, access.level)) return false;
  return !access.onlyRoles || (caller.role !== null && access.onlyRoles.includes(caller.role));
}

const REFUSALS = ['UNAUTHENTICATED', 'FORBIDDEN'];

let server: TestServer;
const schema: GraphQLSchema = executable;
let introspected: string[];
let callers: Caller[];

beforeAll(async () => {
  server = await startTestServer();
  // The full standard introspection query is deeper than the server's query limits allow.
  const introspection = await server.gql('{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }');
  const root = introspection.body.data.__schema;
  introspected = [
    ...root.queryType.fields.map((f: { name: string }) => `query ${f.name}`),
    ...root.mutationType.fields.map((f: { name: string }) => `mutation ${f.name}`),
    ...(root.subscriptionType?.fields ?? []).map((f: { name: string }) => `subscription ${f.name}`),
  ].sort();

  // A pending admin signs up, is told to wait, and cannot sign in: every call they make is a guest's.
  const request = await server.gql(
    'mutation { register(input: { name: "Pending Admin", email: "pending-admin@example.com", password: "' +
      STRONG_PASSWORD +
      '", confirmPassword: "' +
      STRONG_PASSWORD +
      '", agreeToTerms: true, role: admin }) { pendingApproval token } }',
  );
  expect(request.body.data.register).toEqual({ pendingApproval: true, token: null });
  const signIn = await server.gql(`mutation { login(input: { email: "pending-admin@example.com", password: "${STRONG_PASSWORD}" }) { token } }`);
  expect(signIn.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  callers = await newCallers(server);
});

async function httpCode(document: string, caller: Caller): Promise<string | undefined> {
  const res = await server.gql(document, undefined, caller.token);
  expect(res.status, `${caller.name}: ${document}`).toBeLessThan(500);
  return res.body.errors?.[0]?.extensions?.code;
}

/** A subscription answers its first message at once (its current state) or its refusal. */
async function firstSubscriptionCode(document: string, token: string | null): Promise<string | undefined> {
  const client = liveClient(server.url, token);
  try {
    const [first] = await client.subscribe(document).received(1);
    if (first?.kind === 'complete') return undefined;
    if (first?.kind === 'error' && !first.errors) throw new Error(`The socket closed with ${first.closeCode}`);
    const code = first?.errors?.[0]?.extensions?.code;
    expect(code, document).not.toBe('INTERNAL_SERVER_ERROR');
    return code;
  } finally {
    await client.close();
  }
}

/** Fields that end the caller's own sign-in: they get callers of their own, so later fields keep theirs. */
const ENDS_SESSION = new Set(['logout', 'signOutEverywhere']);

afterAll(async () => {
  await server.close();
});

describe('declared access', () => {
  it('covers every root field the server introspects', () => {
    expect(declared.map((f) => `${f.operation} ${f.name}`).sort()).toEqual(introspected);
    expect(declared.filter((f) => !f.access)).toEqual([]);
  });

  it.each(declared.map((field) => [`${field.operation} ${field.name}`, field] as const))('%s refuses exactly the callers below its level', async (_label, field) => {
    const access = field.access!;
    const outcomes: string[] = [];
    const expected: string[] = [];
    let guestCode: string | undefined;
    for (const caller of ENDS_SESSION.has(field.name) ? await newCallers(server) : callers) {
      const document = operationFor(schema, field, caller);
      const code = field.operation === 'subscription' ? await firstSubscriptionCode(document, caller.token) : await httpCode(document, caller);
      if (caller.name === 'guest') guestCode = code;
      const refused = code !== undefined && REFUSALS.includes(code);
      outcomes.push(`${caller.name}: ${refused ? code : 'not refused'}`);
      if (mayCall(caller, access)) {
        // A public field may answer UNAUTHENTICATED because of its arguments (wrong credentials),
        // never because of who calls: then the guest gets the same answer.
        const sameAsGuest = access.level === 'public' && code === 'UNAUTHENTICATED' && guestCode === code;
        expected.push(`${caller.name}: ${sameAsGuest ? code : 'not refused'}`);
      } else {
        expected.push(`${caller.name}: ${caller.token ? 'FORBIDDEN' : 'UNAUTHENTICATED'}`);
      }
    }
    expect(outcomes, operationFor(schema, field, callers[0]!)).toEqual(expected);
  });
});
