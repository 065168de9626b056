import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pageI18n } from '../i18n/page-i18n';
import { pageBasename } from '../i18n/page-language';

// With the app's code, not a file of its own: the page's messages and MUI's words in its language
// load in the same step.
export { loadSiteMessages } from '../i18n/page-i18n';
export { prepareTheme } from './theme/ThemeModeProvider';
import { apolloClient } from './apollo';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { readRenderTime, SSR_STATE_ID } from './ssr-state';

/**
 * On a page the server rendered, the router is told so (hydration data; the routes have no
 * loaders): it then leaves the scroll where it is when it starts. Otherwise its scroll restoration
 * sent a visitor who had scrolled before the app took over the page back to the top, and a tap
 * made meanwhile landed on whatever was there then.
 */
/** Under a language prefix (`/es/...`) every route and link of the app stays in that language. */
export const routerBasename = pageBasename(document) || '/';

const router = createBrowserRouter(routes, {
  basename: routerBasename,
  ...(document.getElementById(SSR_STATE_ID) ? { hydrationData: {} } : {}),
});
/** Text like "Posted 3 days ago" is taken over as the server wrote it, then follows this browser's clock. */
const renderedAt = readRenderTime(document);

/** `onMounted`: called once the app is on the page (on a server-rendered page: once it has hydrated). */
export function App({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders client={apolloClient} i18n={pageI18n} renderedAt={renderedAt}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
