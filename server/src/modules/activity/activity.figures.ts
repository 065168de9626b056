/** What the dashboards and alerts count in the activity log (read-only): sign-ins, lockouts. */
import { recordFigures } from '../../core/record-figures.js';
import { ActivityModel } from './activity.model.js';

export const activityFigures = recordFigures(ActivityModel);
