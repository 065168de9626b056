import type { Logger } from '../logger.js';
import { seedOnce } from './seed-once.js';
import { seedServices } from './services.seed.js';
import { seedCourses } from './courses.seed.js';
import { seedContact } from './contact.seed.js';
import { seedJobs } from './jobs.seed.js';
import { seedHistory } from './history.seed.js';
import { isFreshDatabase } from './fresh-database.js';

/** Sample content for a fresh database; each step runs once per database. */
export async function seedSampleContent(log: Logger): Promise<void> {
  // Sample history (accounts, payments, applications…) would mix with real records: fresh databases only.
  const fresh = await isFreshDatabase();
  if (await seedOnce('services', seedServices)) log.info('sample services added');
  if (await seedOnce('courses', seedCourses)) log.info('sample courses added');
  if (await seedOnce('contact', seedContact)) log.info('default contact content and sample messages added');
  if (await seedOnce('jobs', seedJobs)) log.info('sample jobs added');
  if (fresh && (await seedOnce('history', () => seedHistory()))) log.info('a year of sample history added (accounts, enrollments, applications, activity)');
}
