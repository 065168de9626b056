import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { apolloClient } from './app/apollo';
import { holdEarlyClicks } from './app/early-clicks';
import { preloadScreens } from './app/routes';
import { readSsrState } from './app/ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page the server rendered with its data (issue 20): the browser takes over that markup
// (hydrates) with the same data, once the page's code is here, so nothing on screen is replaced.
const serverState = readSsrState(document);
if (serverState) {
  apolloClient.cache.restore(serverState);
  // Clicks made since the page painted are held by its boot script (boot-script.ts); from here on, too.
  const holdingClicks = window.releaseEarlyClicks ?? holdEarlyClicks(document);
  // In a task of its own, once React is done committing: a replayed click on a part React has not
  // hydrated yet makes React hydrate it there and then, which it cannot do from inside an effect.
  const releaseClicks = () => setTimeout(holdingClicks, 0);
  void preloadScreens(window.location.pathname)
    .catch(() => undefined) // a screen that failed to load suspends and is asked for again while hydrating
    // In a transition, React hydrates in slices and lets the browser breathe between them (a click
    // still hydrates its part at once), instead of one long task a slow phone feels as a freeze.
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App onMounted={releaseClicks} />
          </StrictMode>,
        );
      }),
    );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Service and contact icons are emoji (spec section 5): a bundled colour emoji font draws them the
// same on every machine, also on one without an emoji font of its own (issue 19). Only @font-face
// rules with unicode ranges: a browser fetches just the subsets a page uses. Loaded once the app
// runs, not with the page: its subsets weigh 300 kB each, and a page with emoji near the top waited
// for them before its first paint (Lighthouse mobile LCP 4.2 s on /contact, issue 20). The icons sit
// in boxes of a fixed size, so nothing moves when the font arrives. Text laid out before the rules
// arrived is not drawn again with the font by itself: the page's emoji ask for their subsets.
void import('@fontsource/noto-color-emoji').then(() => {
  const emoji = document.body.textContent.match(/\p{Extended_Pictographic}/gu);
  if (emoji) void document.fonts.load('1em "Noto Color Emoji"', emoji.join(''));
});
