/**
 * Reads a course file upload (multipart, one `file` field) into memory within the largest limit
 * (a video's); the service then checks the kind and that kind's own limit. Who may upload is
 * checked before the body is read.
 */
import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { ValidationError } from '../../core/errors.js';
import { actorOf } from '../../rest/respond.js';
import { requireStaff } from '../../core/actor.js';
import { outlineMessages as m } from './course-outline.messages.js';
import { COURSE_FILE_FIELD, MAX_VIDEO_BYTES } from './course-file.service.js';

const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 2, parts: 3 },
}).single(COURSE_FILE_FIELD);

export const readCourseFileUpload: RequestHandler = (req, res, next) => {
  requireStaff(actorOf(res));
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new ValidationError({ [COURSE_FILE_FIELD]: m.fileTooLarge(MAX_VIDEO_BYTES / 1024 / 1024) }));
    next(new ValidationError({ [COURSE_FILE_FIELD]: m.fileRequired }));
  });
};
