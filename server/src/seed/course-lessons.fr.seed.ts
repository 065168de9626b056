import type { SampleLessonsVersion } from './course-lessons.seed.js';

export const SAMPLE_LESSONS_FR: Readonly<Record<string, SampleLessonsVersion>> = {};
