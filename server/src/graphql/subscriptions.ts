/**
 * GraphQL subscriptions over WebSocket (the graphql-ws protocol) at /graphql, on the same HTTP
 * server as everything else. The caller is who the bearer token in `connectionParams.authorization`
 * says (same check as an HTTP request), each subscription field guards itself in its service like a
 * query does, and every message re-checks the session, so a signed-out, suspended or deleted user's
 * socket stops receiving at its next message.
 *
 * Only subscriptions are served here: queries and mutations go over HTTP, where the rate limits,
 * maintenance gate and query-cost limits apply.
 */
import type { Server } from 'node:http';
import { GraphQLError, OperationTypeNode, getOperationAST, parse, validate, type DocumentNode, type ExecutionResult, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../core/errors.js';
import type { Actor } from '../core/actor.js';
import { QUERY_LIMITS } from './apollo.js';
import type { GraphQLContext } from './context.js';
import { chooseLanguage } from '../i18n/request-language.js';
import { i18nFor } from '../i18n/server-i18n.js';
import { createFormatError } from './errors.js';
import { createLoaders } from './loaders.js';

export const SUBSCRIPTIONS_PATH = '/graphql';
/** A subscribe message is a small document; nothing larger is read. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** Open operations per socket: a tab needs one or two; more is a client gone wrong. */
const MAX_OPERATIONS_PER_SOCKET = 10;
/**
 * The socket of a session that has ended is closed with 4403 Forbidden, which graphql-ws clients
 * retry: a browser whose token was renewed over HTTP in the meantime reconnects with it; one whose
 * session is really over is refused at connect and signs out through its next HTTP call.
 */
export const SESSION_ENDED_CLOSE_CODE = 4403;

type Connection = { authorization: string | undefined; actor: Actor | null };

/** connectionParams.authorization is "Bearer <token>", as the Authorization header of HTTP calls. */
function authorizationOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.['authorization'];
  return typeof value === 'string' ? value : undefined;
}

function onlySubscriptions(schema: GraphQLSchema, query: string, operationName: string | null | undefined): { document: DocumentNode } | { errors: GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (err) {
    return { errors: [err instanceof GraphQLError ? err : new GraphQLError('The document could not be parsed.')] };
  }
  const errors = validate(schema, document);
  if (errors.length) return { errors: [...errors] };
  const operation = getOperationAST(document, operationName);
  if (!operation) return { errors: [new GraphQLError('Name the operation to run (operationName).')] };
  if (operation.operation !== OperationTypeNode.SUBSCRIPTION) {
    return { errors: [new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.')] };
  }
  return { document };
}

/** `resolveSession`: the caller of a connection's `authorization` (the auth module's). */
export function serveSubscriptions(
  server: Server,
  opts: { schema: GraphQLSchema; deps: AppDeps; resolveSession: (jwtSecret: string, authorization: string | undefined) => Promise<{ actor: Actor | null }> },
): { close: () => Promise<void> } {
  const { resolveSession } = opts;
  const { schema, deps } = opts;
  const { log } = deps;
  const { jwtSecret } = deps.config;
  const formatError = createFormatError(log);
  const connections = new WeakMap<WebSocket, Connection>();
  const wss = new WebSocketServer({ server, path: SUBSCRIPTIONS_PATH, maxPayload: MAX_MESSAGE_BYTES });

  const format = (result: ExecutionResult): FormattedExecutionResult =>
    result.errors ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) } : result;
  const sending = new Set<Promise<FormattedExecutionResult>>();

  /** The message for one event, after checking that the socket's session still holds. */
  const nextMessage = async (socket: WebSocket, result: ExecutionResult): Promise<FormattedExecutionResult> => {
    const connection = connections.get(socket);
    if (connection?.authorization) {
      try {
        await resolveSession(jwtSecret, connection.authorization);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // Closed before this message goes out, so it never does (graphql-ws then ends the feed).
        socket.close(SESSION_ENDED_CLOSE_CODE, 'Forbidden');
        return { data: null };
      }
    }
    return format(result);
  };

  const disposable = useServer<Record<string, unknown>>(
    {
      schema,
      // Who is calling, once per socket; a bad or expired token closes it with 4403 Forbidden.
      onConnect: async (ctx) => {
        const authorization = authorizationOf(ctx.connectionParams);
        try {
          const { actor } = await resolveSession(jwtSecret, authorization);
          connections.set(ctx.extra.socket, { authorization, actor });
          return true;
        } catch (err) {
          if (err instanceof AppError) return false;
          throw err;
        }
      },
      onSubscribe: (ctx, _id, payload) => {
        if (Object.keys(ctx.subscriptions).length >= MAX_OPERATIONS_PER_SOCKET) {
          return [new GraphQLError(`At most ${MAX_OPERATIONS_PER_SOCKET} subscriptions per connection.`)];
        }
        const checked = onlySubscriptions(schema, payload.query, payload.operationName);
        if ('errors' in checked) return checked.errors;
        const actor = connections.get(ctx.extra.socket)?.actor ?? null;
        const contextValue: GraphQLContext = {
          actor,
          // Loaders live as long as the subscription; the feed reads its documents directly, fresh per event.
          loaders: createLoaders(actor),
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          userAgent: ctx.extra.request.headers['user-agent'] ?? '',
          log,
          deps,
          // A socket has no session language of its own yet: what its opening request asked for.
          i18n: i18nFor(chooseLanguage({ acceptLanguage: ctx.extra.request.headers['accept-language'] })),
        };
        return { schema, document: checked.document, operationName: payload.operationName ?? null, variableValues: payload.variables ?? null, contextValue };
      },
      onNext: (ctx, _id, _payload, _args, result) => {
        // Tracked, so that a graceful stop sends the messages being prepared before it closes the sockets.
        const message = nextMessage(ctx.extra.socket, result);
        sending.add(message);
        void message.finally(() => sending.delete(message)).catch(() => undefined);
        return message;
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
    },
    wss,
  );

  let closing: Promise<void> | null = null;
  return {
    // Messages being prepared go out first; then every socket is closed with 1001 (going away), which
    // graphql-ws clients answer by reconnecting: through the balancer, to another process.
    close: () =>
      (closing ??= (async () => {
        await Promise.allSettled([...sending]);
        // graphql-ws writes a message to the socket once onNext has answered it: one turn later.
        await new Promise((resolve) => setImmediate(resolve));
        await disposable.dispose();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })()),
  };
}
