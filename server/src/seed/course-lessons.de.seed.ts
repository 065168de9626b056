import type { SampleLessonsVersion } from './course-lessons.seed.js';

export const SAMPLE_LESSONS_DE: Readonly<Record<string, SampleLessonsVersion>> = {};
