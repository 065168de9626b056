/** The activity module: the log of who changed what, and the versions of content records (restore, undo). */
export { applyInChunks, withBulkProgress } from './bulk-progress.service.js';
export { recordBulk, restoreRevision, undoBulk, listRevisions } from './revision.service.js';
export { registerRestorer, type Restorer, type Snapshot } from './revision.registry.js';
export { registerFieldRestorer } from './field-restorer.js';
export { PUBLISHING_JOB, registerScheduledPublishing, syncPublishingSchedule, withSchedule } from './scheduled-publishing.js';
export { activityFigures } from './activity.figures.js';
export type { ActivityEntityType } from './activity.model.js';
export { activityDocument, actorLabel, recordActivity, type ActivityEntry } from './activity.record.js';
export { recentActivity } from './activity.service.js';
export { definedFields, deleteRecorded, updateRecorded } from './recorded-write.js';
