/** The exports module: the admin export of any installed export source, streamed, with download links. */
import { defineModule } from '../../core/module.js';
import { exportResolvers } from './export.resolvers.js';
import { exportRestRoutes } from './export.rest.js';

export const exportsModule = defineModule({ name: 'exports', resolvers: exportResolvers, routes: exportRestRoutes });
export { onExportRecorded, type ExportRecord } from './export.events.js';
