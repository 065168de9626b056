/**
 * The answers' JSON Schemas, read from schema.graphql: a REST object is its GraphQL type, field for
 * field, because both render through the same presenter. A reference to another entity (an
 * application's job) is not required: REST renders references one level deep only.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { SCHEMA_PATH } from '../graphql/schema.js';
import type { AnyPresenter } from '../core/presenter.js';

type Json = Record<string, unknown>;

let sdl: GraphQLSchema | null = null;
export function graphqlSdl(): GraphQLSchema {
  sdl ??= buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
  return sdl;
}

const SCALARS: Record<string, Json> = {
  ID: { type: 'string' },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

export const errorSchema: Json = {
  type: 'object',
  required: ['message', 'errors'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'field (or id, or query parameter) → what to fix; empty when no field is to blame' },
  },
  additionalProperties: false,
  example: { message: 'Title is required', errors: { title: 'Title is required' } },
};

function refFieldsOf(presenter: AnyPresenter | undefined): Set<string> {
  const names = Object.entries(presenter?.fields ?? {}).filter(([, f]) => typeof f === 'object' && f.kind === 'ref');
  return new Set(names.map(([name]) => name));
}

export function graphqlTypeSchemas(rootTypes: readonly string[], presenters: readonly AnyPresenter[]): Record<string, Json> {
  const schema = graphqlSdl();
  const byType = new Map(presenters.map((p) => [p.typeName, p]));
  const out: Record<string, Json> = {};
  const queue = [...new Set(rootTypes)];

  const fieldSchema = (type: GraphQLOutputType): Json => {
    const nonNull = isNonNullType(type);
    const inner = getNullableType(type);
    let json: Json;
    if (isListType(inner)) json = { type: 'array', items: fieldSchema(inner.ofType) };
    else if (isScalarType(inner)) json = { ...SCALARS[inner.name] };
    else if (isEnumType(inner)) json = { type: 'string', enum: inner.getValues().map((v) => v.value as string) };
    else if (isObjectType(inner)) {
      queue.push(inner.name);
      json = { $ref: `#/components/schemas/${inner.name}` };
    } else throw new Error(`No JSON Schema for GraphQL type ${String(inner)}`);
    if (nonNull) return json;
    return { anyOf: [json, { type: 'null' }] };
  };

  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (out[name]) continue;
    const type = schema.getType(name);
    if (!isObjectType(type)) throw new Error(`schema.graphql has no object type ${name}`);
    const refs = refFieldsOf(byType.get(name));
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    out[name] = { type: 'object' }; // placeholder: types may reference each other
    for (const field of Object.values(type.getFields())) {
      properties[field.name] = { ...fieldSchema(field.type), ...(field.description ? { description: field.description } : {}) };
      if (!refs.has(field.name)) required.push(field.name);
    }
    out[name] = { type: 'object', ...(type.description ? { description: type.description } : {}), properties, required, additionalProperties: false };
  }
  return out;
}
