/**
 * What a process does to its database before it serves: backfills, the sample content, the first
 * administrator and the orphaned résumé sweep, under the start-up lock so that replicas starting
 * together do them one at a time (and the sample content once). Each step is one log line with its
 * time (startup-step.ts).
 */
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { withStartupLock } from './db/startup-lock.js';
import { backfillLessonOutlines, backfillPaidAt } from './modules/courses/index.js';
import { backfillLessonProgress } from './modules/learning/index.js';
import { backfillSearchWords } from './modules/search/index.js';
import { ensureFirstAdmin, type DemoAdmin } from './modules/users/index.js';
import { ensureRollups, syncRollupSchedule } from './modules/dashboards/index.js';
import { registerFileWriter } from './modules/files/index.js';
import { sweepOrphanResumesLogged } from './modules/jobs/index.js';
import { seedSampleContent } from './seed/index.js';
import { startupStep } from './startup-step.js';
import { partsOf } from './core/module.js';
import { MODULES } from './modules/index.js';
import { syncBackupSchedule } from './modules/backups/index.js';
import { syncWeeklyReportSchedule } from './modules/reports/index.js';
import { syncPublishingSchedule } from './modules/activity/index.js';

export async function prepareDatabase(config: Config, log: Logger): Promise<DemoAdmin | null> {
  // Before anything is uploaded, and before the lock: a process starting beside this one then knows
  // whose files may still be waiting for their application.
  await registerFileWriter();
  return startupStep(log, 'start-up chores done', () =>
    withStartupLock(async () => {
      await startupStep(log, 'search words backfilled', () => backfillSearchWords(log, partsOf('search', MODULES)));
      const dated = await startupStep(log, 'payment dates backfilled', () => backfillPaidAt(log));
      await startupStep(log, 'lesson outlines backfilled', () => backfillLessonOutlines(log));
      if (config.seedSampleData) await startupStep(log, 'sample content checked', () => seedSampleContent(log));
      // After the sample history, whose enrollments tick modules as learners did before lessons.
      await startupStep(log, 'lesson progress backfilled', () => backfillLessonProgress(log));
      // The insight rollups: built (in the background) when missing or for another zone (an
      // existing database), and again when payments were just dated; then nightly.
      await startupStep(log, 'insight rollups checked', () => ensureRollups(log, dated > 0));
      await startupStep(log, 'schedules synced', async () => {
        await syncRollupSchedule();
        // Backup Frequency's schedule, in case it was never set or the code's times changed.
        await syncBackupSchedule();
        // The weekly report's, Monday 08:00 in the site's time zone.
        await syncWeeklyReportSchedule();
        // Scheduled publishing: every minute, what is due is published or paused.
        await syncPublishingSchedule();
      });
      // Files a crash left without their application, from a process on this host that is gone, go at once.
      await startupStep(log, 'orphaned résumés swept', () => sweepOrphanResumesLogged(log));
      return startupStep(log, 'first administrator checked', () => ensureFirstAdmin(config, log));
    }),
  );
}
