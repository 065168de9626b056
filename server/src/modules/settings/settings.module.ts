/** The settings module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { settingsResolvers } from './settings.resolvers.js';
import { settingsRestRoutes } from './settings.rest.js';

export const settingsModule = defineModule({ name: 'settings', resolvers: settingsResolvers, routes: settingsRestRoutes });
