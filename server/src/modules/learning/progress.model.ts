import { Schema, model, type Types } from 'mongoose';

/**
 * A learner's progress through a course, one document per enrollment (its `_id` is the
 * enrollment's): the lessons marked complete, the quizzes passed, where to resume, and when the
 * course was completed. Quiz scores live on the attempts (quiz-attempt.model.ts).
 */
export interface ProgressDoc {
  _id: Types.ObjectId;
  user: Types.ObjectId;
  course: Types.ObjectId;
  completedLessons: Types.ObjectId[];
  passedQuizzes: Types.ObjectId[];
  /** The lesson the learner opened last: where "Continue" resumes. */
  lastLesson?: Types.ObjectId | null;
  lastActivityAt: Date;
  /** When every lesson was complete and every quiz passed; kept once reached. */
  completedAt?: Date | null;
}

const progressSchema = new Schema<ProgressDoc>(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    course: { type: Schema.Types.ObjectId, ref: 'Course', required: true },
    completedLessons: { type: [Schema.Types.ObjectId], default: [] },
    passedQuizzes: { type: [Schema.Types.ObjectId], default: [] },
    lastLesson: { type: Schema.Types.ObjectId },
    lastActivityAt: { type: Date, required: true, default: () => new Date() },
    completedAt: { type: Date },
  },
  { collection: 'learning_progress', versionKey: false },
);

// A course's learners (lesson drop-off on the Analytics page).
progressSchema.index({ course: 1 });

export const ProgressModel = model<ProgressDoc>('LearningProgress', progressSchema);
