/**
 * Runs the server render's GraphQL operations in this process, as a guest, through the same Apollo
 * Server as /graphql (its validation, limits and error masking), never over HTTP to itself.
 */
import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { AppDeps } from '../app-deps.js';
import type { GraphQLContext } from '../graphql/context.js';
import { createLoaders } from '../graphql/loaders.js';
import { isLanguage, SOURCE_LANGUAGE } from '@ai-solutions/common';
import { i18nFor } from '../i18n/server-i18n.js';
import type { ExecuteOperation } from './page-renderer.js';

/** `language`: the page's (its address's); content is read in it, as the browser's own reads will be. */
export function guestExecutor(apollo: ApolloServer<GraphQLContext>, deps: AppDeps): (req: Request, language: string) => ExecuteOperation {
  return (req, language) => {
    // One set of loaders per page render, as /graphql has per request.
    const context: GraphQLContext = { actor: null, loaders: createLoaders(null), ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '', log: req.log, deps, i18n: i18nFor(isLanguage(language) ? language : SOURCE_LANGUAGE) };
    return async ({ query, variables, operationName }) => {
      const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue: context });
      if (response.body.kind === 'single') return response.body.singleResult;
      return { errors: [{ message: 'an incremental answer is not rendered on the server' }] };
    };
  };
}
