/** The insights module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { analyticsSource } from './analytics.export.js';
import { insightsResolvers } from './insights.resolvers.js';

export const insightsModule = defineModule({ name: 'insights', resolvers: insightsResolvers, exports: [analyticsSource] });
