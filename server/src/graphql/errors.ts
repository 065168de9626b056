/**
 * Maps errors to what a GraphQL client sees: domain errors keep their message, in the caller's
 * language, and get their `extensions.code` (and field messages); anything unexpected is logged
 * and answered with a generic message. No stack trace ever leaves the server.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { I18n } from '@lingui/core';
import { SOURCE_LANGUAGE } from '@ai-solutions/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, ERROR_MESSAGES, TooManyRequestsError } from '../core/errors.js';
import { translate, translateAll } from '../i18n/message.js';
import { i18nFor } from '../i18n/server-i18n.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';

/**
 * Apollo's `formatError` is not told whose request an error belongs to; this plugin is, and runs
 * just before it for the same errors: it notes each error's request language for formatError.
 */
const requestI18n = new WeakMap<object, I18n>();

export function translateErrorsPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didEncounterErrors: ({ errors, contextValue }) => {
          for (const error of errors) requestI18n.set(error, contextValue.i18n);
          return Promise.resolve();
        },
      }),
  };
}

const ENGLISH = i18nFor(SOURCE_LANGUAGE);

export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // An error raised before the request had a context (none is known) is answered in English.
    const i18n = (typeof error === 'object' && error !== null && requestI18n.get(error)) || ENGLISH;
    if (original instanceof AppError) {
      return {
        message: translate(i18n, original.text),
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code: original.code,
          ...(original.fields ? { fields: translateAll(i18n, original.fields) } : {}),
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
      message: translate(i18n, ERROR_MESSAGES.internal),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

