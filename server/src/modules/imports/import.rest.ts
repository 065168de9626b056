/**
 * REST for imports: the upload (multipart, one `file` field, 10 MB), then preview and commit over
 * the file's id — the same service functions as GraphQL's importPreview and importCommit.
 */
import { Router, type RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { ValidationError } from '../../core/errors.js';
import { actorOf, sendData } from '../../rest/respond.js';
import { requireStaff } from '../auth/actor.js';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from './import.read.js';
import { commitImport, previewImport, uploadImportFile } from './import.service.js';

export const IMPORT_FIELD = 'file';

const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 },
}).single(IMPORT_FIELD);

const readUpload: RequestHandler = (req, res, next) => {
  // Who may upload is checked before the body is read.
  requireStaff(actorOf(res));
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new ValidationError({ file: IMPORT_MESSAGES.tooLarge }));
    if (err instanceof MulterError && err.code === 'LIMIT_UNEXPECTED_FILE') return next(new ValidationError({ file: `Attach the file as the "${IMPORT_FIELD}" field` }));
    next(new ValidationError({ file: 'The upload could not be read. Please try again.' }));
  });
};

export function importRestRouter(): Router {
  const router = Router();
  router.post('/', readUpload, async (req, res) => sendData(res, await uploadImportFile(actorOf(res), req.file), 201));
  router.post('/:fileId/preview', async (req, res) => sendData(res, await previewImport(actorOf(res), req.params.fileId, req.body)));
  router.post('/:fileId/commit', async (req, res) => sendData(res, await commitImport(actorOf(res), req.params.fileId, req.body)));
  return router;
}
