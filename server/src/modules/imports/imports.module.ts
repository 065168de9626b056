/** The imports module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { importResolvers } from './import.resolvers.js';
import { importRestRoutes } from './import.rest.js';

export const importsModule = defineModule({ name: 'imports', resolvers: importResolvers, routes: importRestRoutes });
