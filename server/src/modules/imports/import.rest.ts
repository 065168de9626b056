/**
 * REST for imports: the upload (multipart, one `file` field, 10 MB), then preview and commit over
 * the file's id — the same service functions as GraphQL's importPreview and importCommit.
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import multer, { MulterError } from 'multer';
import { ValidationError } from '../../core/errors.js';
import { actorOf } from '../../rest/respond.js';
import type { RouteDef } from '../../rest/route.js';
import { requireStaff } from '../../core/actor.js';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from './import.read.js';
import { ImportArgs, commitImport, previewImport, previewIn, uploadImportFile } from './import.service.js';

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
    if (err instanceof MulterError && err.code === 'LIMIT_UNEXPECTED_FILE') return next(new ValidationError({ file: /*i18n*/ { message: 'Attach the file as the “{field}” field', values: { field: IMPORT_FIELD } } }));
    next(new ValidationError({ file: /*i18n*/ { message: 'The upload could not be read. Please try again.' } }));
  });
};

const Uploaded = z.object({
  fileId: z.string().describe('Pass it to preview and commit'),
  kind: z.string().describe('csv, json or xlsx, read from the bytes'),
  filename: z.string(),
});

export const importRestRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/imports',
    summary: 'Upload a CSV, JSON or XLSX file to import (10 MB); answers its id for preview and commit',
    access: 'admin',
    multipart: { fileField: IMPORT_FIELD, fields: z.object({}) },
    before: [readUpload],
    status: 201,
    answer: { kind: 'shape', name: 'ImportUpload', schema: Uploaded },
    handler: ({ actor, req }) => uploadImportFile(actor, req.file),
  },
  {
    method: 'post',
    path: '/imports/{id}/preview',
    summary: 'Check an uploaded file against a type: column mapping, the first rows as stored, every row error',
    access: 'admin',
    body: ImportArgs,
    bodyExample: { type: 'users' },
    answer: { kind: 'one', type: 'ImportPreview' },
    errors: [404],
    handler: async ({ actor, id, body, i18n }) => previewIn(i18n, await previewImport(actor, id, body)),
  },
  {
    method: 'post',
    path: '/imports/{id}/commit',
    summary: 'Import an uploaded file in one transaction: all rows or none',
    access: 'admin',
    body: ImportArgs,
    bodyExample: { type: 'users', onExisting: 'skip' },
    answer: { kind: 'one', type: 'ImportResult' },
    errors: [404],
    handler: ({ actor, id, body, deps }) => commitImport(deps, actor, id, body),
  },
];
