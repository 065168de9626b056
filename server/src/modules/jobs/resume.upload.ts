/**
 * Reads the Apply form's multipart body (fields + one `resume` file) into memory, within the limits,
 * so nothing reaches GridFS before the service has checked it. Upload errors name the field.
 */
import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { ValidationError } from '../../core/errors.js';
import { MAX_RESUME_BYTES, resumeTooLargeError } from './application.service.js';

export const RESUME_FIELD = 'resume';
const FIELD_SIZE = 20_000;

const upload = multer({
  storage: multer.memoryStorage(),
  // Browsers send file names as UTF-8 bytes; busboy would read them as latin1 ("RÃ©sumÃ©.pdf").
  defParamCharset: 'utf8',
  // One byte over the limit is enough to know the file is too large.
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, fieldSize: FIELD_SIZE, parts: 12 },
}).single(RESUME_FIELD);

function uploadError(err: unknown): Error {
  if (err instanceof MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return resumeTooLargeError();
      case 'LIMIT_UNEXPECTED_FILE':
        return new ValidationError({ [RESUME_FIELD]: `Attach the résumé as the "${RESUME_FIELD}" field (got "${err.field ?? ''}")` });
      case 'LIMIT_FILE_COUNT':
        return new ValidationError({ [RESUME_FIELD]: 'Attach one résumé file' });
      case 'LIMIT_FIELD_VALUE':
        return new ValidationError({ [err.field ?? '_']: `${err.field ?? 'A field'} must be at most ${FIELD_SIZE} characters` });
      default:
        return new ValidationError({ _: /*i18n*/ { message: 'The application form has too many or too large fields' } });
    }
  }
  return new ValidationError({ _: /*i18n*/ { message: 'The upload could not be read. Please try again.' } });
}

export const readResumeUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err: unknown) => next(err ? uploadError(err) : undefined));
};
