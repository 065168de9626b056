import './setup-workers';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createFetcher } from './fetcher';

const DEFAULT_QUERY = `# AI Solutions GraphQL explorer
#
# To act as a signed-in user, run the login mutation
# and put its token in the Headers tab:
#   { "Authorization": "Bearer <token>" }
#
# mutation SignIn {
#   login(input: { email: "you@example.com", password: "..." }) {
#     token
#     user { id name role }
#     twoFactor { step ticket }
#   }
# }
#
# Admins and editors get no token yet but a twoFactor ticket: finish with
#   verifyTwoFactor(input: { ticket: "...", code: "123456" }) { token }

query ActiveServices {
  services {
    items {
      id
      title
      shortDescription
    }
    total
  }
}
`;

/**
 * When the product's session token is in this browser, the header editor starts with it. Without
 * one it starts empty: a placeholder token would be refused (HTTP 401) even for guest queries.
 */
function defaultHeaders(): string {
  const token = localStorage.getItem('token');
  return token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : '{}';
}

const container = document.getElementById('explorer');
if (!container) throw new Error('explorer.html has no #explorer element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={createFetcher('/graphql')}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={defaultHeaders()}
      defaultEditorToolsVisibility="headers"
      isHeadersEditorEnabled
    />
  </StrictMode>,
);
