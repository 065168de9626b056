/**
 * The insights module: the daily rollups of the figures (sign-ups, revenue, completions, the
 * course and job funnels), kept in the transaction of every user, enrollment and application write
 * (`applyRollupChange`), and the figures of past ranges it keeps. The Dashboard and Analytics read
 * them and rebuild them from the records (modules/dashboards).
 */
export type { AccountEngagement, EngagedAccounts, FirstEngagement } from './engagement.js';
export { ROLLUP_COUNTERS, type Counters } from './insight-day.model.js';
export { keptFigure } from './insight-state.model.js';
export { applyRollupChange, reachedCount, slot, type Contribution, type RecordChange } from './rollup-change.js';
export { keyTotals, rollupState, siteDays, sumOf, type KeyTotals, type RollupState, type SiteDay } from './rollup-read.js';
export { forgetRollupState, goneSignInsBetween, repairGoneSignIns, replaceRollups } from './rollup-store.js';
