import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apolloClient } from './apollo';
import { routes } from './routes';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
      </ThemeModeProvider>
    </ApolloProvider>
  );
}
