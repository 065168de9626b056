import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(typeof value === 'number' || typeof value === 'string' ? value : NaN);
  if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 date-time string');
  return date;
}

/** ISO 8601 date-times, e.g. 2026-11-22T09:30:00.000Z. */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    return toDate(ast.value);
  },
});
