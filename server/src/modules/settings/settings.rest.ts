/**
 * REST twins of the settings operations: the same service functions as GraphQL's systemSettings,
 * updateSystemSettings, resetSystemSettings and site, answering the same shapes.
 */
import type { RouteDef } from '../../rest/route.js';
import { SettingsInput } from './settings.options.js';
import { getSystemSettings, resetSystemSettings, updateSystemSettings } from './settings.service.js';
import { getSiteInfo } from './site-info.service.js';

const settings = { kind: 'one', type: 'SystemSettings' } as const;

export const settingsRestRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/settings',
    summary: 'Every system setting',
    access: 'admin',
    answer: settings,
    handler: ({ actor }) => getSystemSettings(actor),
  },
  {
    method: 'patch',
    path: '/settings',
    summary: 'Change some settings: the groups and fields given are validated and saved, the rest keep their values',
    access: 'admin',
    onlyRoles: ['admin'],
    accessNote: 'Administrators only; editors may read the settings but not change them.',
    body: SettingsInput,
    bodyExample: { general: { siteName: 'AI Solutions' }, security: { sessionTimeout: 30 } },
    answer: settings,
    handler: ({ actor, body }) => updateSystemSettings(actor, body),
  },
  {
    method: 'post',
    path: '/settings/reset',
    summary: "Restore every setting to the spec's defaults",
    access: 'admin',
    onlyRoles: ['admin'],
    accessNote: 'Administrators only.',
    answer: settings,
    handler: ({ actor }) => resetSystemSettings(actor),
  },
  {
    method: 'get',
    path: '/site',
    summary: 'What the site shows of its settings: name, description, language, time zone, maintenance',
    access: 'guest',
    answer: { kind: 'one', type: 'SiteInfo' },
    handler: (ctx) => getSiteInfo(ctx),
  },
];
