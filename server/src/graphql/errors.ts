/**
 * Maps errors to what a GraphQL client sees: domain errors keep their message and get their
 * `extensions.code` (and field messages); anything unexpected is logged and answered with a
 * generic message. No stack trace ever leaves the server.
 */
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, TooManyRequestsError } from '../core/errors.js';
import type { Logger } from '../logger.js';

export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code: original.code,
          ...(original.fields ? { fields: original.fields } : {}),
          ...(original instanceof TooManyRequestsError && original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
        },
      };
    }
    // Errors GraphQL itself raised (syntax, validation, variables): safe and useful to show.
    const code = formatted.extensions?.['code'];
    if (original instanceof GraphQLError || (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')) {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    log.error({ err: original }, 'unexpected error in a GraphQL operation');
    return {
      message: 'Something went wrong on our side. Please try again.',
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
