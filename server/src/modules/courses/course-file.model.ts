import { Schema, model, type Types } from 'mongoose';

/**
 * A file uploaded to a course (a lesson's MP4 video, a PDF or slides). The bytes live in the file
 * store's `course-files` bucket under the same id; this record says whose they are and what they
 * are, so that a lesson refers to a file by id and the file is served only to who may see it.
 */
export interface CourseFileRecord {
  _id: Types.ObjectId;
  course: Types.ObjectId;
  name: string;
  contentType: string;
  size: number;
  uploadedBy: Types.ObjectId;
  createdAt: Date;
}

const courseFileSchema = new Schema<CourseFileRecord>(
  {
    course: { type: Schema.Types.ObjectId, ref: 'Course', required: true },
    name: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true, min: 0 },
    uploadedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'course_files' },
);

courseFileSchema.index({ course: 1, createdAt: -1 });

export const CourseFileModel = model<CourseFileRecord>('CourseFile', courseFileSchema);
