/**
 * The message catalogs (README › Languages). One PO file per catalog and language; a catalog holds
 * the messages of the source folders listed with it, so people converting different areas edit
 * different files. The browser loads catalogs in bundles (client/src/i18n/catalog-bundles.ts), the
 * server all of its own; `npm run i18n:compile` (part of `npm run codegen`) compiles them into
 * `__generated__/` modules, `npm run i18n:extract` refreshes the PO files from the code, and
 * `npm run i18n:check` (part of `npm test`) fails on any message missing from a catalog.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@lingui/conf';
import { extractor as macroExtractor } from '@lingui/cli/api';
import { formatter } from '@lingui/format-po';
import type { CatalogConfig } from '@lingui/conf';
import { descriptorExtractor } from './client/build/i18n/descriptor-extractor';

const root = import.meta.dirname;
const subfolders = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__generated__' && entry.name !== 'locales')
    .map((entry) => entry.name)
    .sort();

/** Tests and generated code hold no messages of their own. */
const NEVER = ['**/*.test.*', '**/__generated__/**'];
const client = (name: string, include: string[], exclude: string[] = []): CatalogConfig => ({
  path: `<rootDir>/client/src/locales/{locale}/${name}`,
  include,
  exclude: [...NEVER, ...exclude],
});
const server = (name: string, include: string[], exclude: string[] = []): CatalogConfig => ({
  path: `<rootDir>/server/src/locales/{locale}/${name}`,
  include,
  exclude: [...NEVER, ...exclude],
});

/** The public site's parts every public page shows: header, footer, menus, shared blocks, 404, maintenance. */
const SITE_FOLDERS = ['layout', 'shared', 'not-found', 'maintenance'];
/** One catalog per public page folder (home, about, courses…), loaded only by that page. */
const PUBLIC_PAGES = subfolders('client/src/public').filter((name) => !SITE_FOLDERS.includes(name));
/** The back office: its shell and shared parts in `admin`, then one catalog per screen folder. */
const ADMIN_SHELL = ['shell', 'shared'];
const ADMIN_SCREENS = subfolders('client/src/admin').filter((name) => !ADMIN_SHELL.includes(name));
/** The server: `core` (errors, validation, GraphQL and REST adapters), then one catalog per module. */
const SERVER_MODULES = subfolders('server/src/modules');

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de'],
  // Line numbers would change on every edit of a source file and make parallel work conflict.
  format: formatter({ lineNumbers: false }),
  // The server's marked descriptors (server/src/i18n/message.ts), then the client's macros.
  extractors: [descriptorExtractor, macroExtractor],
  catalogs: [
    {
      // Text both sides use (packages/common): application statuses, password rules.
      path: '<rootDir>/packages/common/src/locales/{locale}/shared',
      include: ['<rootDir>/packages/common/src'],
      exclude: NEVER,
    },
    client('common', ['<rootDir>/client/src/app', '<rootDir>/client/src/components', '<rootDir>/client/src/i18n']),
    client('site', SITE_FOLDERS.map((folder) => `<rootDir>/client/src/public/${folder}`)),
    ...PUBLIC_PAGES.map((page) => client(page, [`<rootDir>/client/src/public/${page}`])),
    client('account', ['<rootDir>/client/src/account']),
    client('admin', ['<rootDir>/client/src/admin/*.{ts,tsx}', ...ADMIN_SHELL.map((folder) => `<rootDir>/client/src/admin/${folder}`)]),
    ...ADMIN_SCREENS.map((screen) => client(`admin-${screen}`, [`<rootDir>/client/src/admin/${screen}`])),
    server('core', ['<rootDir>/server/src'], ['<rootDir>/server/src/modules/**']),
    ...SERVER_MODULES.map((module) => server(module, [`<rootDir>/server/src/modules/${module}`])),
  ],
});
