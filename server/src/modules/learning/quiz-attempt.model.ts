import { Schema, model, type Types } from 'mongoose';

/**
 * One submitted attempt at a quiz, graded on the server. `number` counts the learner's attempts
 * at that quiz from 1; the unique index on (enrollment, quiz, number) is what keeps two
 * simultaneous submits from both taking the last attempt.
 */
export interface QuizAttemptDoc {
  _id: Types.ObjectId;
  enrollment: Types.ObjectId;
  user: Types.ObjectId;
  course: Types.ObjectId;
  quiz: Types.ObjectId;
  number: number;
  /** The options chosen, per question. */
  answers: { question: Types.ObjectId; options: Types.ObjectId[] }[];
  /** Percent of the questions answered right, 0-100. */
  score: number;
  passed: boolean;
  createdAt: Date;
}

const attemptSchema = new Schema<QuizAttemptDoc>(
  {
    enrollment: { type: Schema.Types.ObjectId, required: true },
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    course: { type: Schema.Types.ObjectId, ref: 'Course', required: true },
    quiz: { type: Schema.Types.ObjectId, required: true },
    number: { type: Number, required: true, min: 1 },
    answers: {
      type: [new Schema({ question: { type: Schema.Types.ObjectId, required: true }, options: { type: [Schema.Types.ObjectId], default: [] } }, { _id: false })],
      default: [],
    },
    score: { type: Number, required: true, min: 0, max: 100 },
    passed: { type: Boolean, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'quiz_attempts', versionKey: false },
);

// The learner's attempts at a quiz, in order; unique, so an attempt number is taken once.
attemptSchema.index({ enrollment: 1, quiz: 1, number: 1 }, { unique: true });
// Pass rates of a course's quizzes (Analytics).
attemptSchema.index({ course: 1, quiz: 1 });

export const QuizAttemptModel = model<QuizAttemptDoc>('QuizAttempt', attemptSchema);
