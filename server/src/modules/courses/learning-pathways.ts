/**
 * The three learning pathways of the public Courses page. What a pathway is for is editorial
 * (fixed here); which courses it holds, in which order and at which levels, is read from the
 * published catalog, so a new course joins its pathway as soon as it is published.
 */
import { COURSE_LEVELS, CourseModel, type CourseCategory, type CourseDoc, type CourseLevel } from './course.model.js';

export const LEARNING_PATHWAYS = [
  {
    id: 'ai-engineer',
    title: 'AI Engineer',
    description: 'Go from your first Python program to training, deploying and scaling machine learning models.',
    categories: ['programming', 'ai-ml'],
  },
  {
    id: 'data-scientist',
    title: 'Data Scientist',
    description: 'Analyse data, model uncertainty and forecast what comes next, then tell the story behind the numbers.',
    categories: ['data-science'],
  },
  {
    id: 'ai-business-leader',
    title: 'AI for Business Leaders',
    description: 'Plan AI initiatives, design AI products people trust and bring them to market.',
    categories: ['business', 'marketing', 'design'],
  },
] as const satisfies readonly { id: string; title: string; description: string; categories: readonly CourseCategory[] }[];

/** How many courses a pathway lists at most (the rest are counted). */
const MAX_STEPS = 8;

export type PathwayWithCourses = {
  id: string;
  title: string;
  description: string;
  courseCount: number;
  levels: CourseLevel[];
  courses: CourseDoc[];
};

const rank = (level: CourseLevel) => COURSE_LEVELS.indexOf(level);

export async function getLearningPathways(): Promise<PathwayWithCourses[]> {
  const categories = [...new Set(LEARNING_PATHWAYS.flatMap((p) => p.categories))];
  // One bounded read for all three pathways.
  const courses = await CourseModel.find({ status: 'published', category: { $in: categories } })
    // Within a level, the catalog's order (newest first); the stable sort below keeps it.
    .sort({ createdAt: -1, _id: -1 })
    .limit(500)
    .lean();
  return LEARNING_PATHWAYS.map((pathway) => {
    const inPathway = courses
      .filter((c) => (pathway.categories as readonly string[]).includes(c.category))
      .sort((a, b) => rank(a.level) - rank(b.level));
    return {
      id: pathway.id,
      title: pathway.title,
      description: pathway.description,
      courseCount: inPathway.length,
      levels: COURSE_LEVELS.filter((level) => inPathway.some((c) => c.level === level)),
      courses: inPathway.slice(0, MAX_STEPS),
    };
  });
}
