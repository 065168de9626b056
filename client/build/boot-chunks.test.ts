import { describe, expect, it } from 'vitest';
import { placeModules, type AppLayout } from './boot-chunks';

const app = '/repo/client/src/app';
const nm = '/repo/node_modules';
const pub = '/repo/client/src/public';

/** A bundle split the bundler's way: files by the sets of screens that share their modules. */
const split = {
  'assets/main.js': { facadeModuleId: '/repo/client/index.html', moduleIds: ['/repo/client/src/main.tsx', `${app}/ssr-state.ts`], imports: [] },
  'assets/client.js': { facadeModuleId: null, moduleIds: [`${nm}/scheduler/index.js`, `${nm}/react-dom/client.js`], imports: ['assets/react.js'] },
  'assets/react.js': { facadeModuleId: null, moduleIds: [`${nm}/react/index.js`], imports: [] },
  'assets/apollo.js': { facadeModuleId: `${app}/apollo.ts`, moduleIds: [`${app}/apollo.ts`], imports: ['assets/apollo-core.js', 'assets/ssr-state-user.js'] },
  'assets/apollo-core.js': { facadeModuleId: null, moduleIds: [`${nm}/@apollo/client/core.js`], imports: ['assets/react.js'] },
  'assets/ssr-state-user.js': { facadeModuleId: null, moduleIds: [`${app}/session.ts`], imports: ['assets/main.js'] },
  'assets/mui.js': { facadeModuleId: `${app}/boot/mui.ts`, moduleIds: [`${app}/boot/mui.ts`], imports: ['assets/ThemeProvider.js', 'assets/Typography.js'] },
  'assets/ThemeProvider.js': { facadeModuleId: null, moduleIds: [`${nm}/@mui/system/ThemeProvider.js`], imports: ['assets/react.js'] },
  // Shared by the MUI step and some screens: one of the small files this plugin folds into the step's.
  'assets/Typography.js': { facadeModuleId: null, moduleIds: [`${nm}/@mui/material/Typography.js`], imports: ['assets/ThemeProvider.js'] },
  'assets/ThemeModeProvider.js': { facadeModuleId: `${app}/theme/ThemeModeProvider.tsx`, moduleIds: [`${app}/theme/ThemeModeProvider.tsx`], imports: ['assets/createTheme.js'] },
  'assets/createTheme.js': { facadeModuleId: null, moduleIds: [`${nm}/@mui/material/createTheme.js`], imports: [] },
  'assets/router.js': { facadeModuleId: `${app}/boot/router.ts`, moduleIds: [`${app}/boot/router.ts`], imports: ['assets/react-router.js'] },
  'assets/react-router.js': { facadeModuleId: null, moduleIds: [`${nm}/react-router/index.mjs`], imports: ['assets/react.js'] },
  'assets/App.js': { facadeModuleId: `${app}/App.tsx`, moduleIds: [`${app}/App.tsx`], imports: ['assets/routes.js', 'assets/Typography.js'] },
  'assets/routes.js': { facadeModuleId: `${app}/routes.tsx`, moduleIds: [`${app}/routes.tsx`, `${app}/lazy-screen.tsx`], imports: [] },
  'assets/PublicLayout.js': { facadeModuleId: '/repo/client/src/public/layout/PublicLayout.tsx', moduleIds: ['/repo/client/src/public/layout/PublicLayout.tsx'], imports: ['assets/Footer.js'] },
  'assets/Footer.js': { facadeModuleId: null, moduleIds: ['/repo/client/src/public/layout/Footer.tsx'], imports: ['assets/Typography.js'] },
  // Only the back office uses these: no step takes them.
  'assets/AdminLayout.js': { facadeModuleId: '/repo/client/src/admin/AdminLayout.tsx', moduleIds: ['/repo/client/src/admin/AdminLayout.tsx'], imports: ['assets/DataTable.js', 'assets/TextField.js'] },
  'assets/DataTable.js': { facadeModuleId: null, moduleIds: ['/repo/client/src/admin/DataTable.tsx'], imports: ['assets/Typography.js'] },
  // Two public pages with forms: the text field is shared with the back office too.
  'assets/ContactPage.js': { facadeModuleId: `${pub}/contact/ContactPage.tsx`, moduleIds: [`${pub}/contact/ContactPage.tsx`], imports: ['assets/ContactForm.js', 'assets/TextField.js'] },
  'assets/ContactForm.js': { facadeModuleId: null, moduleIds: [`${pub}/contact/ContactForm.tsx`], imports: ['assets/TextField.js'] },
  'assets/JobDetailsPage.js': { facadeModuleId: `${pub}/career/JobDetailsPage.tsx`, moduleIds: [`${pub}/career/JobDetailsPage.tsx`], imports: ['assets/TextField.js', 'assets/Modal.js'] },
  'assets/TextField.js': { facadeModuleId: null, moduleIds: [`${nm}/@mui/material/TextField.js`], imports: ['assets/InputBase.js', 'assets/Typography.js'] },
  'assets/InputBase.js': { facadeModuleId: null, moduleIds: [`${nm}/@mui/material/InputBase.js`], imports: [] },
  'assets/Modal.js': { facadeModuleId: null, moduleIds: [`${nm}/@mui/material/Modal.js`], imports: [] },
};

/** The groups as the build resolves them from src/app/boot/steps.ts and the public layout, in their order. */
const layout: AppLayout = {
  srcDir: '/repo/client/src',
  groups: [
    { name: 'boot-react', moduleId: `${nm}/react-dom/client.js` },
    { name: 'boot-apollo', moduleId: `${app}/apollo.ts` },
    { name: 'boot-mui', moduleId: `${app}/boot/mui.ts` },
    { name: 'boot-theme', moduleId: `${app}/theme/ThemeModeProvider.tsx` },
    { name: 'boot-router', moduleId: `${app}/boot/router.ts` },
    { name: 'boot-app', moduleId: `${app}/App.tsx` },
    { name: 'boot-routes', moduleId: `${app}/routes.tsx` },
    { name: 'public-layout', moduleId: `${pub}/layout/PublicLayout.tsx` },
  ],
};

describe('boot chunks: the modules each boot step runs, from the bundler’s own split', () => {
  const placement = placeModules(split, layout);
  const steps = new Map([...placement].flatMap(([id, place]) => (place.kind === 'boot' ? [[id, place.group] as const] : [])));

  it('gives each module to the first step that runs it, across the small files it was split into', () => {
    expect(steps.get(`${nm}/react-dom/client.js`)).toBe('boot-react');
    expect(steps.get(`${nm}/react/index.js`)).toBe('boot-react');
    expect(steps.get(`${nm}/@apollo/client/core.js`)).toBe('boot-apollo');
    expect(steps.get(`${app}/session.ts`)).toBe('boot-apollo');
    expect(steps.get(`${nm}/@mui/system/ThemeProvider.js`)).toBe('boot-mui');
    // The MUI step runs Typography, so the app, the layout and the back office import it from there.
    expect(steps.get(`${nm}/@mui/material/Typography.js`)).toBe('boot-mui');
    expect(steps.get(`${nm}/@mui/material/createTheme.js`)).toBe('boot-theme');
    expect(steps.get(`${nm}/react-router/index.mjs`)).toBe('boot-router');
    expect(steps.get('/repo/client/src/public/layout/Footer.tsx')).toBe('public-layout');
  });

  it('leaves the entry’s modules, each step’s own module and what no step runs where they were', () => {
    expect(steps.has('/repo/client/src/main.tsx')).toBe(false);
    expect(steps.has(`${app}/ssr-state.ts`)).toBe(false);
    for (const own of [`${app}/apollo.ts`, `${app}/boot/mui.ts`, `${app}/App.tsx`, `${app}/routes.tsx`, '/repo/client/src/public/layout/PublicLayout.tsx']) expect(steps.has(own)).toBe(false);
    // The routes file is a step's own module, but what else is in its file is the App step's (App imports it).
    expect(steps.get(`${app}/lazy-screen.tsx`)).toBe('boot-app');
    expect(placement.has('/repo/client/src/admin/DataTable.tsx')).toBe(false);
    expect(placement.has('/repo/client/src/admin/AdminLayout.tsx')).toBe(false);
  });

  it('puts the rest of the public pages’ modules in one file per set of public pages that use them', () => {
    const group = (id: string) => placement.get(id);
    // Both form pages use the text field and its input (the back office does too, which does not count).
    expect(group(`${nm}/@mui/material/TextField.js`)?.kind).toBe('public');
    expect(group(`${nm}/@mui/material/InputBase.js`)?.group).toBe(group(`${nm}/@mui/material/TextField.js`)?.group);
    // Only the contact page uses its form; only the job page the modal: a file each, not the shared one.
    expect(group(`${pub}/contact/ContactForm.tsx`)?.kind).toBe('public');
    expect(group(`${pub}/contact/ContactForm.tsx`)?.group).not.toBe(group(`${nm}/@mui/material/TextField.js`)?.group);
    expect(group(`${nm}/@mui/material/Modal.js`)?.group).not.toBe(group(`${pub}/contact/ContactForm.tsx`)?.group);
    expect(group(`${nm}/@mui/material/Modal.js`)?.group).not.toBe(group(`${nm}/@mui/material/TextField.js`)?.group);
    // The pages themselves stay the files their routes load; what a step took stays the step's.
    expect(placement.has(`${pub}/contact/ContactPage.tsx`)).toBe(false);
    expect(group(`${nm}/@mui/material/Typography.js`)).toEqual({ group: 'boot-mui', kind: 'boot' });
  });

  it('names a boot step whose module is missing from the bundle, so the build fails instead of splitting silently', () => {
    const { 'assets/router.js': _router, ...withoutRouter } = split;
    expect(() => placeModules(withoutRouter, layout)).toThrow(/boot step boot-router/);
  });
});
