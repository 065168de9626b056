/** The settings module: System Settings and what follows from them. */
import { defineModule } from '../../core/module.js';
import { settingsResolvers } from './settings.resolvers.js';
import { settingsRestRoutes } from './settings.rest.js';

export const settingsModule = defineModule({ name: 'settings', resolvers: settingsResolvers, routes: settingsRestRoutes });
export { debugModeFollower } from './debug-mode.js';
export { renderIndexPage } from './index-page.js';
export { maintenanceGate } from './maintenance.js';
export { DEFAULT_SETTINGS } from './settings.model.js';
export { clearSettingsCache, getSettings, onSettingsChanged, type Settings } from './settings.service.js';
export { getSiteInfo } from './site-info.service.js';
export { siteDateTime } from './site-time.js';
