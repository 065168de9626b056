/** The jobs module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { applicationPresenter } from './application.presenter.js';
import { firstApplicationDateOf } from './application.figures.js';
import { applicationResolvers } from './application.resolvers.js';
import { applicationRestRoutes } from './application.rest.js';
import { applicationsSource, jobsSource } from './job.export.js';
import { jobsImport } from './job.import.js';
import { jobLoaders } from './job.loaders.js';
import { jobPresenter } from './job.presenter.js';
import { jobResolvers } from './job.resolvers.js';
import { jobRestRoutes } from './job.rest.js';
import { jobsSearch } from './job.search.js';
// Registers how a job's version is restored (History, undoing a bulk action) and its scheduled publishing.
import './job.restore.js';
import './job.schedule.js';

export const jobsModule = defineModule({
  name: 'jobs',
  resolvers: [jobResolvers, applicationResolvers],
  routes: [...jobRestRoutes, ...applicationRestRoutes],
  presenters: [jobPresenter, applicationPresenter],
  loaders: jobLoaders,
  exports: [jobsSource, applicationsSource],
  search: [jobsSearch],
  imports: [jobsImport],
  // An application engages its account (Conversion, kept by the insight rollups).
  engagements: [firstApplicationDateOf],
});
