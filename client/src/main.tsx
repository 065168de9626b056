import { nextTask, runBootSteps } from './app/boot/steps';
import { holdEarlyClicks } from './app/early-clicks';
import { readSsrState } from './app/ssr-state';

// This entry imports almost nothing itself: the app's code is loaded below, so that a server-rendered
// page can take it in steps.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page the server rendered with its data: the browser takes over that markup
// (hydrates) with the same data, once the page's code is here, so nothing on screen is replaced.
const serverState = readSsrState(document);
if (serverState) {
  // Clicks made since the page painted are held by its boot script (boot-script.ts); from here on, too.
  const holdingClicks = window.releaseEarlyClicks ?? holdEarlyClicks(document);
  hydrate(container, serverState, holdingClicks).catch((error: unknown) => {
    // The app's code did not load: the page stays the server's, and the held clicks go through
    // (its links then load their pages) instead of being held for good.
    holdingClicks();
    throw error;
  });
} else void render(container);

/** A page the browser renders alone (the back office, the account pages, a fallback): all at once. */
async function render(root: HTMLElement): Promise<void> {
  const [{ createRoot }, { App, loadSiteMessages, prepareTheme }, { StrictMode, createElement }] = await Promise.all([import('react-dom/client'), import('./app/App'), import('react')]);
  await Promise.all([loadSiteMessages(), prepareTheme()]);
  createRoot(root).render(createElement(StrictMode, null, createElement(App)));
  loadEmojiFont();
}

/**
 * Takes over a server-rendered page in steps, each a task of its own (app/boot/steps.ts): React,
 * Apollo Client, MUI, the theme, the router, the app, the page's screens, then hydration itself
 * (in a transition, in slices). On a slow phone, running all of that code at once was one task of
 * about 400 ms during which a tap waited (Lighthouse's Total Blocking Time). The server lists every
 * step's files in the page, so they download together, at once; only their running is spread out.
 */
async function hydrate(root: HTMLElement, state: Record<string, unknown>, holdingClicks: () => void): Promise<void> {
  const loaded = await runBootSteps({
    'boot-apollo': async (steps) => {
      steps['boot-apollo'].apolloClient.cache.restore(state);
      await nextTask();
    },
    // The page's messages and MUI's words in its language, before hydration: the markup was written with them.
    'boot-app': async (steps) => {
      await Promise.all([steps['boot-app'][0].loadSiteMessages(), steps['boot-app'][0].prepareTheme()]);
    },
    // A screen that failed to load suspends and is asked for again while hydrating.
    'boot-routes': (steps) => steps['boot-routes'].preloadScreens(window.location.pathname, nextTask, steps['boot-app'][0].routerBasename).catch(() => undefined),
  });
  const { hydrateRoot } = loaded['boot-react'];
  const [{ App }, { StrictMode, createElement, startTransition }] = loaded['boot-app'];
  // In a task of its own, once React is done committing: a replayed click on a part React has not
  // hydrated yet makes React hydrate it there and then, which it cannot do from inside an effect.
  const releaseClicks = () => setTimeout(holdingClicks, 0);
  // In a transition, React hydrates in slices and lets the browser breathe between them (a click
  // still hydrates its part at once), instead of one long task a slow phone feels as a freeze.
  startTransition(() => {
    hydrateRoot(root, createElement(StrictMode, null, createElement(App, { onMounted: releaseClicks })));
  });
  loadEmojiFont();
}

/** The bundled colour emoji font, once the app runs (app/theme/load-emoji-font.ts). */
function loadEmojiFont(): void {
  void import('./app/theme/load-emoji-font').then(({ addEmojiFont }) => {
    addEmojiFont(document);
  });
}
