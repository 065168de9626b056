/** The insights module: the dashboard, the analytics and the rollups behind them. */
import { defineModule } from '../../core/module.js';
import { analyticsSource } from './analytics.export.js';
import { insightsResolvers } from './insights.resolvers.js';

export const insightsModule = defineModule({ name: 'insights', resolvers: insightsResolvers, exports: [analyticsSource] });
