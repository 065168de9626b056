/** The settings module: System Settings and what follows from them. */
export { debugModeFollower } from './debug-mode.js';
export { renderIndexPage } from './index-page.js';
export { maintenanceGate } from './maintenance.js';
export { DEFAULT_SETTINGS } from './settings.model.js';
export { clearSettingsCache, getSettings, onSettingsChanged, type Settings } from './settings.service.js';
export { getSiteInfo } from './site-info.service.js';
export { siteTextIn } from './settings.text.js';
export { siteDateTime } from './site-time.js';
export { siteZone } from './site-zone.js';
