import { Schema, model, type Types } from 'mongoose';
import { translationsSchema, type Translations } from '../../core/translations.js';

/** A lesson's text in one language. */
export type LessonText = { content: string };

/**
 * A lesson's Markdown text, one document per lesson (its `_id` is the lesson's id). Kept apart from
 * the course document so that catalog lists never carry lesson text, and so that a course's text
 * can grow past what one document may hold.
 */
export interface LessonContentDoc {
  _id: Types.ObjectId;
  course: Types.ObjectId;
  content: string;
  /** The Spanish, French and German versions of the text (`content` is the English). */
  translations?: Translations<LessonText> | null;
  updatedAt: Date;
}

const lessonContentSchema = new Schema<LessonContentDoc>(
  {
    course: { type: Schema.Types.ObjectId, ref: 'Course', required: true },
    content: { type: String, default: '' },
    translations: translationsSchema({ content: { type: String } }),
  },
  { timestamps: { createdAt: false, updatedAt: true }, collection: 'lesson_contents' },
);

// The whole course's text for its player, and removing it with the course.
lessonContentSchema.index({ course: 1 });

export const LessonContentModel = model<LessonContentDoc>('LessonContent', lessonContentSchema);
