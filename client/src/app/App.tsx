import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apolloClient } from './apollo';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders client={apolloClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
