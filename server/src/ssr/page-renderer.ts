/**
 * The client's server render (client/src/entry-server.tsx, built into CLIENT_DIST/.ssr/), loaded
 * once at start-up when the build has it. Without it, every page is the client-only index.html.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Logger } from '../logger.js';

export type ServerOperation = { query: DocumentNode; variables: Record<string, unknown>; operationName: string | undefined };
export type ExecuteOperation = (operation: ServerOperation) => Promise<FormattedExecutionResult>;
export type RenderedPage = { html: string; head: string; state: string };

/** What entry-server.tsx exports (its types live in the client; this is the contract). */
type RendererModule = {
  /** Renders `url` in `language` (its address's), under that language's prefix when it has one. */
  renderPage: (url: string, execute: ExecuteOperation, signal: AbortSignal, language: string) => Promise<RenderedPage>;
  HEAD_SCRIPTS: readonly string[];
  /** The id of the JSON element where the page lists the app's code, for the boot script to load. */
  APP_CODE_ID: string;
};

export type PageRenderer = {
  renderPage: RendererModule['renderPage'];
  /** `<script>` elements for the end of <head>. */
  headScripts: string;
  /** The CSP source list that allows exactly those inline scripts. */
  scriptHashes: string[];
  appCodeId: string;
};

export const RENDERER_PATH = join('.ssr', 'entry-server.js');

export async function loadPageRenderer(clientDist: string, log: Logger): Promise<PageRenderer | null> {
  const path = join(clientDist, RENDERER_PATH);
  if (!existsSync(path)) return null;
  try {
    const module = (await import(pathToFileURL(path).href)) as Partial<RendererModule>;
    if (typeof module.renderPage !== 'function' || !Array.isArray(module.HEAD_SCRIPTS) || typeof module.APP_CODE_ID !== 'string') {
      throw new Error(`${path} does not export renderPage, HEAD_SCRIPTS and APP_CODE_ID`);
    }
    const scripts: readonly string[] = module.HEAD_SCRIPTS.filter((script): script is string => typeof script === 'string');
    return {
      renderPage: module.renderPage,
      headScripts: scripts.map((script) => `<script>${script}</script>`).join(''),
      scriptHashes: scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`),
      appCodeId: module.APP_CODE_ID,
    };
  } catch (err) {
    log.error({ err }, 'the server render could not be loaded; public pages are rendered in the browser only');
    return null;
  }
}
