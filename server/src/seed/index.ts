import type { Logger } from '../logger.js';
import { seedOnce } from './seed-once.js';
import { seedServices } from './services.seed.js';
import { seedCourses } from './courses.seed.js';
import { seedContact } from './contact.seed.js';
import { seedJobs } from './jobs.seed.js';

/** Sample content for a fresh database; each step runs once per database. */
export async function seedSampleContent(log: Logger): Promise<void> {
  if (await seedOnce('services', seedServices)) log.info('sample services added');
  if (await seedOnce('courses', seedCourses)) log.info('sample courses added');
  if (await seedOnce('contact', seedContact)) log.info('default contact content and sample messages added');
  if (await seedOnce('jobs', seedJobs)) log.info('sample jobs added');
}
