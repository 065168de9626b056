/** The imports module: upload, preview and commit of any installed import target. */
import { defineModule } from '../../core/module.js';
import { importResolvers } from './import.resolvers.js';
import { importRestRoutes } from './import.rest.js';

export const importsModule = defineModule({ name: 'imports', resolvers: importResolvers, routes: importRestRoutes });
