/**
 * The stack floor (build/stack-floor.ts): the least a public page of this product can load
 * in the browser with the stack we chose, and nothing of ours but the theme. React DOM, Apollo Client
 * with its cache and one query, React Router's browser router with a link, MUI's theme (the app's
 * own, both modes as CSS variables) with its baseline and one Typography and Button. Loaded in the
 * same steps as the app's entry (src/main.tsx), every file preloaded as the server lists them.
 * Weighed by `npm run budgets -w client` and audited by `npm run bench:web`, as the reference the
 * product's pages are compared with; never served by the product.
 */

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
async function step<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await load();
  await nextTask();
  return loaded;
}

async function start(root: HTMLElement): Promise<void> {
  const { createRoot } = await step(() => import('react-dom/client'));
  const { floorClient } = await step(() => import('./floor-apollo'));
  const { floorTheme } = await step(() => import('./floor-theme'));
  const { FloorApp } = await step(() => import('./FloorApp'));
  const { createElement, startTransition } = await import('react');
  // In a transition, as the app hydrates: React renders in slices.
  startTransition(() => createRoot(root).render(createElement(FloorApp, { client: floorClient, theme: floorTheme })));
}

void start(container);
