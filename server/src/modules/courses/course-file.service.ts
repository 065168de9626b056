/**
 * Files uploaded to a course (staff): an MP4 a video lesson plays, PDFs and slides a lesson offers
 * to download. The kind is read from the bytes, not the name or the browser's claim; the bytes go
 * to the file store's `course-files` bucket, and a record says whose they are.
 */
import type { Readable } from 'node:stream';
import { Types } from 'mongoose';
import { NotFoundError, ValidationError } from '../../core/errors.js';
import { findOneById, isObjectId } from '../../core/ids.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { fileStore, type ByteRange } from '../files/index.js';
import { CourseModel } from './course.model.js';
import { CourseFileModel, type CourseFileRecord } from './course-file.model.js';
import { COURSE_NOT_FOUND, outlineMessages as m } from './course-outline.messages.js';

export const COURSE_FILES_BUCKET = 'course-files';
export const COURSE_FILE_FIELD = 'file';
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

type Kind = { contentType: string; extensions: readonly string[]; maxBytes: number };

const ZIP = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
const OLE = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));

/** What may be uploaded, told apart by the file's first bytes and, for zip-based slides, its name. */
function kindOf(bytes: Buffer, name: string): Kind | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return { contentType: 'video/mp4', extensions: ['mp4', 'm4v'], maxBytes: MAX_VIDEO_BYTES };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', extensions: ['pdf'], maxBytes: MAX_DOCUMENT_BYTES };
  if (ZIP(bytes) && ext === 'pptx') return { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'], maxBytes: MAX_DOCUMENT_BYTES };
  if (ZIP(bytes) && ext === 'odp') return { contentType: 'application/vnd.oasis.opendocument.presentation', extensions: ['odp'], maxBytes: MAX_DOCUMENT_BYTES };
  if (ZIP(bytes) && ext === 'key') return { contentType: 'application/vnd.apple.keynote', extensions: ['key'], maxBytes: MAX_DOCUMENT_BYTES };
  if (OLE(bytes) && ext === 'ppt') return { contentType: 'application/vnd.ms-powerpoint', extensions: ['ppt'], maxBytes: MAX_DOCUMENT_BYTES };
  return null;
}

/** A safe file name to show and to offer as the download's name. */
function cleanName(name: string, kind: Kind): string {
  const base = name.replace(/[\\/]/g, '_').replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 150);
  const ext = base.toLowerCase().split('.').pop() ?? '';
  return kind.extensions.includes(ext) ? base : `${base || 'file'}.${kind.extensions[0] ?? 'bin'}`;
}

export type UploadedFile = { buffer: Buffer; originalname: string; size: number };

export async function uploadCourseFile(actor: Actor | null, courseId: string, file: UploadedFile | undefined): Promise<CourseFileRecord> {
  const staff = requireStaff(actor);
  const course = await findOneById(CourseModel, courseId);
  if (!course) throw new NotFoundError(COURSE_NOT_FOUND);
  if (!file || file.size === 0) throw new ValidationError({ [COURSE_FILE_FIELD]: m.fileRequired });
  const kind = kindOf(file.buffer, file.originalname);
  if (!kind) throw new ValidationError({ [COURSE_FILE_FIELD]: m.fileType });
  if (file.size > kind.maxBytes) throw new ValidationError({ [COURSE_FILE_FIELD]: m.fileTooLarge(kind.maxBytes / 1024 / 1024) });
  const name = cleanName(file.originalname, kind);
  const id = await fileStore(COURSE_FILES_BUCKET).save(file.buffer, { filename: name, contentType: kind.contentType });
  const [record] = await CourseFileModel.create([{ _id: id, course: course._id, name, contentType: kind.contentType, size: file.size, uploadedBy: new Types.ObjectId(staff.id) }]);
  if (!record) throw new Error('The course file was not recorded');
  return record.toObject();
}

/** A course's uploaded file, or null when the course has no file of that id. */
export async function findCourseFile(courseId: Types.ObjectId, fileId: string): Promise<CourseFileRecord | null> {
  if (!isObjectId(fileId)) return null;
  return CourseFileModel.findOne({ _id: new Types.ObjectId(fileId), course: courseId }).lean();
}

/** The file's bytes (a range of them when asked), or null when the bytes are gone. */
export function openCourseFile(file: CourseFileRecord, range?: ByteRange): Promise<Readable | null> {
  return fileStore(COURSE_FILES_BUCKET).open(file._id, range);
}

/** Removes a deleted course's files (best effort, after the course is gone). */
export async function removeCourseFiles(courseId: Types.ObjectId): Promise<void> {
  const files = await CourseFileModel.find({ course: courseId }, { _id: 1 }).lean();
  const store = fileStore(COURSE_FILES_BUCKET);
  await Promise.all(files.map((f) => store.remove(f._id)));
  await CourseFileModel.deleteMany({ course: courseId });
}
