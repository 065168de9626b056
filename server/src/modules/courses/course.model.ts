import { Schema, model, type Types } from 'mongoose';
import { searchWordsPlugin } from '../search/search-words.plugin.js';

/** Spec section 9: course categories offered. */
export const COURSE_CATEGORIES = ['programming', 'design', 'business', 'marketing', 'data-science', 'ai-ml'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Spec section 4: beginner, intermediate, advanced, plus expert (add form). In teaching order. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Only published courses reach the public site; archived ones keep their enrollments out of sight. */
export const COURSE_STATUSES = ['published', 'draft', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export interface CourseModuleDoc {
  _id: Types.ObjectId;
  title: string;
  lessons: string[];
}

export interface InstructorDoc {
  name: string;
  title?: string | null;
  bio?: string | null;
}

export interface CourseDoc {
  _id: Types.ObjectId;
  title: string;
  description: string;
  category: CourseCategory;
  level: CourseLevel;
  /** Free text, e.g. "8 weeks". */
  duration?: string | null;
  /** Dollars, up to 2 decimals; 0 is a free course. */
  price: number;
  discountPrice?: number | null;
  instructor: InstructorDoc;
  status: CourseStatus;
  modules: CourseModuleDoc[];
  skills: string[];
  certificate: boolean;
  /** Average of the learners' ratings (1-5), 0 until the first rating; kept with ratingCount. */
  rating: number;
  ratingCount: number;
  /** Counted from the enrollments each time one is added (never incremented blindly). */
  enrollmentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const moduleSchema = new Schema<CourseModuleDoc>({
  title: { type: String, required: true, trim: true },
  lessons: { type: [String], default: [] },
});

const courseSchema = new Schema<CourseDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true, trim: true },
    category: { type: String, enum: COURSE_CATEGORIES, required: true, default: 'programming' },
    level: { type: String, enum: COURSE_LEVELS, required: true, default: 'beginner' },
    duration: { type: String, trim: true },
    price: { type: Number, required: true, default: 0, min: 0 },
    discountPrice: { type: Number, min: 0 },
    instructor: {
      name: { type: String, trim: true, default: '' },
      title: { type: String, trim: true },
      bio: { type: String, trim: true },
    },
    status: { type: String, enum: COURSE_STATUSES, required: true, default: 'published' },
    modules: { type: [moduleSchema], default: [] },
    skills: { type: [String], default: [] },
    certificate: { type: Boolean, default: true },
    rating: { type: Number, default: 0, min: 0, max: 5 },
    ratingCount: { type: Number, default: 0, min: 0 },
    enrollmentCount: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true, collection: 'courses' },
);

// The public catalog filters published courses by level and category; the admin list by status too.
courseSchema.index({ status: 1, level: 1, createdAt: -1 });
courseSchema.index({ status: 1, category: 1 });
courseSchema.index({ createdAt: -1 });

/** The admin search (modules/search): A course is found by title and instructor. */
export const COURSE_SEARCH_FIELDS = ['title', 'instructor.name'] as const;
searchWordsPlugin(courseSchema, COURSE_SEARCH_FIELDS);

export const CourseModel = model<CourseDoc>('Course', courseSchema);

export const isPublished = (course: Pick<CourseDoc, 'status'>): boolean => course.status === 'published';

/** What a learner pays: the discount price when one is set, else the price. */
export function payableAmount(course: Pick<CourseDoc, 'price' | 'discountPrice'>): number {
  return course.discountPrice !== null && course.discountPrice !== undefined ? course.discountPrice : course.price;
}
