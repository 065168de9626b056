/**
 * What a process does to its database before it serves: backfills, the sample content and the
 * first administrator, under the start-up lock so that replicas starting together do it once.
 */
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { withStartupLock } from './db/startup-lock.js';
import { backfillPaidAt } from './modules/courses/paid-at.backfill.js';
import { backfillLessonOutlines } from './modules/courses/index.js';
import { backfillLessonProgress } from './modules/learning/index.js';
import { backfillSearchWords } from './modules/search/search-words.backfill.js';
import { ensureFirstAdmin, type DemoAdmin } from './modules/users/first-admin.js';
import { ensureRollups } from './modules/insights/rollup-rebuild.js';
import { syncRollupSchedule } from './modules/insights/rollups.schedule.js';
import { seedSampleContent } from './seed/index.js';
import { partsOf } from './core/module.js';
import { MODULES } from './modules/index.js';
import { syncBackupSchedule } from './modules/backups/backups.schedule.js';
import { syncWeeklyReportSchedule } from './modules/reports/weekly-report.schedule.js';

export function prepareDatabase(config: Config, log: Logger): Promise<DemoAdmin | null> {
  return withStartupLock(async () => {
    await backfillSearchWords(log, partsOf('search', MODULES));
    const dated = await backfillPaidAt(log);
    await backfillLessonOutlines(log);
    if (config.seedSampleData) await seedSampleContent(log);
    // After the sample history, whose enrollments tick modules as learners did before lessons.
    await backfillLessonProgress(log);
    // The insight rollups: built (in the background) when missing or for another zone (an
    // existing database), and again when payments were just dated; then nightly.
    await ensureRollups(log, dated > 0);
    await syncRollupSchedule();
    // Backup Frequency's schedule, in case it was never set or the code's times changed.
    await syncBackupSchedule();
    // The weekly report's, Monday 08:00 in the site's time zone.
    await syncWeeklyReportSchedule();
    return ensureFirstAdmin(config, log);
  });
}
