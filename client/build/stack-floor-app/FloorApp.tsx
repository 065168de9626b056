import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

/** One query, as GraphQL Code Generator writes a typed document: no GraphQL parser in the browser. */
const FloorQuery = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FloorQuery' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as TypedDocumentNode<{ me: { id: string } | null }, Record<string, never>>;

function FloorPage() {
  const { data } = useQuery(FloorQuery);
  return (
    <main>
      <Typography variant="h1">{data?.me ? 'Welcome back' : 'Stack floor'}</Typography>
      <Button component={Link} to="/" variant="contained">
        Home
      </Button>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <FloorPage /> }]);

export function FloorApp({ client, theme }: { client: ApolloClient; theme: Theme }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <RouterProvider router={router} />
      </ThemeProvider>
    </ApolloProvider>
  );
}
