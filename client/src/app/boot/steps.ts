/**
 * The steps of taking over a server-rendered page, in the order src/main.tsx's `hydrate` runs
 * them: each loads a part of the app and runs its module code, then gives the browser a turn, so
 * that no step is one long task on a slow phone (Lighthouse's Total Blocking Time).
 *
 * The build reads this same list (build/boot-chunks.ts): the modules a step runs, less what an
 * earlier step ran, form one file named after the step, and the server announces every step's
 * file in the page (server/src/page-preload.ts), so they download together and only their running
 * is spread out. The build also checks that each `module` is what the step's `load` imports.
 *
 * Nothing here runs at import: the build reads the list in Node, where `document` does not exist.
 */
export type BootStep = {
  /** The step's name; also the name of its file in the build (`assets/<name>-<hash>.js`). */
  name: string;
  /** The module the step loads, written as its `import()` writes it (relative to this file); null for a step that loads no code. */
  module: string | null;
  /** Loads the step's module (or does its work) and runs its code. */
  load: () => Promise<unknown>;
};

export const BOOT_STEPS = [
  { name: 'boot-react', module: 'react-dom/client', load: () => import('react-dom/client') },
  { name: 'boot-apollo', module: '../apollo', load: () => import('../apollo') },
  { name: 'boot-mui', module: './mui', load: () => import('./mui') },
  // Creates the theme.
  { name: 'boot-theme', module: '../theme/ThemeModeProvider', load: () => import('../theme/ThemeModeProvider') },
  // The first number formatter loads the browser's data for the page's language (about 80 ms on a slow phone).
  { name: 'number-format', module: null, load: () => Promise.resolve(new Intl.NumberFormat(document.documentElement.lang || 'en').format(0)) },
  { name: 'boot-router', module: './router', load: () => import('./router') },
  // React itself is boot-react's already; the app's step takes the few names it hydrates with.
  { name: 'boot-app', module: '../App', load: () => Promise.all([import('../App'), import('react')]) },
  { name: 'boot-routes', module: '../routes', load: () => import('../routes') },
] as const satisfies readonly BootStep[];

type Steps = (typeof BOOT_STEPS)[number];

/** What each step loaded, by the step's name. */
export type BootLoaded = { [Step in Steps as Step['name']]: Awaited<ReturnType<Step['load']>> };

/** Work to do right after a step, before the next: it sees what this step and the earlier ones loaded. */
export type AfterBootStep = { [Name in keyof BootLoaded]?: (loaded: BootLoaded) => Promise<void> | void };

/** Lets the browser run what waits (a tap, a frame) before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the steps in order, each loaded and run in a task of its own; `after[name]` right after its
 * step. Resolves with everything they loaded.
 */
export async function runBootSteps(after: AfterBootStep): Promise<BootLoaded> {
  const loaded: Partial<Record<keyof BootLoaded, unknown>> = {};
  for (const step of BOOT_STEPS) {
    loaded[step.name] = await step.load();
    await nextTask();
    await after[step.name]?.(loaded as BootLoaded);
  }
  return loaded as BootLoaded;
}
