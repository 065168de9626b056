/** The settings module: System Settings and what follows from them. */
import { defineModule } from '../../core/module.js';
import { settingsResolvers } from './settings.resolvers.js';
import { settingsRestRoutes } from './settings.rest.js';

export const settingsModule = defineModule({ name: 'settings', resolvers: settingsResolvers, routes: settingsRestRoutes });
