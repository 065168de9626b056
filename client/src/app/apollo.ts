import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { from, mergeMap } from 'rxjs';
import { expireSession, readToken, replaceToken } from './auth/session';

/** The server renews idle-timeout sessions by sending the new token in this response header. */
const RENEWED_TOKEN_HEADER = 'X-Auth-Token';

/**
 * Operations whose UNAUTHENTICATED error means "wrong credentials typed", not "session over":
 * those must show their message instead of signing the user out.
 */
// SignOutMutation: a token that is already dead must not turn logout into a trip to /login.
// The two-factor ones: a wrong or expired code is a message on the form, never a sign-out.
const CREDENTIAL_OPERATIONS = new Set([
  'LoginPageMutation',
  'RegisterPageMutation',
  'ProfilePasswordMutation',
  'SignOutMutation',
  'TwoFactorSignInMutation',
  'TwoFactorSetupMutation',
  'TwoFactorConfirmMutation',
  'TwoFactorDisableMutation',
]);

/**
 * Spec section 8: HTTP 401 ends the session (stored token and user removed, browser to /login);
 * a renewed token in the response replaces the stored one.
 */
function followSession(status: number, renewedToken: string | null, sentToken: boolean): void {
  if (status === 401 && sentToken) {
    if (!expireSession()) window.location.assign('/login');
    return;
  }
  if (renewedToken && readToken()) replaceToken(renewedToken);
}

function hasAuthorization(headers: HeadersInit | undefined): boolean {
  return new Headers(headers).has('Authorization');
}

/** The page's language (`<html lang>`); this module is also loaded by the server's render, which has no document. */
function pageLanguageTag(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
}

/** `fetch` for the HttpLink: the 401 check lives here because Apollo may parse a 401 body as GraphQL errors. */
async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  followSession(response.status, response.headers.get(RENEWED_TOKEN_HEADER), hasAuthorization(init?.headers));
  return response;
}

const authLink = new SetContextLink((prevContext) => {
  const token = readToken();
  if (!token) return {};
  // Our links set context headers only as plain objects (the sign-out call sets one).
  const headers = prevContext.headers as Record<string, string> | undefined;
  return { headers: { ...headers, Authorization: `Bearer ${token}` } };
});

const unauthenticatedLink = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error) || CREDENTIAL_OPERATIONS.has(operation.operationName ?? '')) return;
  const sentToken = hasAuthorization(operation.getContext().headers as HeadersInit | undefined);
  if (sentToken && error.errors.some((gqlError) => gqlError.extensions?.code === 'UNAUTHENTICATED')) {
    if (!expireSession()) window.location.assign('/login');
  }
});

/**
 * Only signed-in screens subscribe (the notification bell): the WebSocket client (graphql-ws) loads
 * with the first subscription, not with every guest's first page.
 */
function lazySubscriptionLink(): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  return new ApolloLink((operation, forward) => {
    link ??= import('./subscription-link').then((m) => m.subscriptionLink());
    return from(link).pipe(mergeMap((loaded) => loaded.request(operation, forward)));
  });
}

export function createApolloClient(): ApolloClient {
  // The server answers (messages, field errors, a new account's language) in the page's language.
  const httpLink = new HttpLink({ uri: '/graphql', fetch: sessionFetch, headers: { 'Accept-Language': pageLanguageTag() } });
  return new ApolloClient({
    link: ApolloLink.from([authLink, unauthenticatedLink, ApolloLink.split(({ query }) => isSubscriptionOperation(query), lazySubscriptionLink(), httpLink)]),
    cache: new InMemoryCache(),
  });
}

export const apolloClient = createApolloClient();

/**
 * Multipart upload with a progress percentage (spec section 7), for files GraphQL does not carry
 * (résumés). Sends the bearer token, follows the session like every other call, and answers the
 * REST envelope's `data`.
 */
export function uploadFile<T>(url: string, formData: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept-Language', pageLanguageTag());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    // As fetch does when no answer arrives: errorReason says so in the page's language.
    request.onerror = () => reject(new TypeError('No answer from the server'));
    request.onload = () => {
      followSession(request.status, request.getResponseHeader(RENEWED_TOKEN_HEADER), Boolean(token));
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        // The caller names the envelope's data type: the upload routes are REST, outside codegen.
        resolve(readEnvelope(body) as T);
        return;
      }
      // Without the server's message, errorReason gives the general one in the page's language.
      reject(new Error(readMessage(body) ?? ''));
    };
    request.send(formData);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readEnvelope(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body) return body.data;
  return body;
}

function readMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}
