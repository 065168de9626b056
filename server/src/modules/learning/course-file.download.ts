/**
 * Serves a lesson's uploaded file to whoever holds a valid link for it (file-links.ts): the whole
 * file, or the byte range a video player asks for (206 Partial Content), so a video starts at
 * once and seeks without downloading what it skips.
 */
import type { Request, Response } from 'express';
import { ForbiddenError, NotFoundError } from '../../core/errors.js';
import { findCourseFile, openCourseFile } from '../courses/index.js';
import type { AppDeps } from '../../app-deps.js';
import { Types } from 'mongoose';
import { checkFileLink } from './file-links.js';
import { LEARNING_MESSAGES as msg } from './learning.messages.js';

function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function sendCourseFile(deps: AppDeps, req: Request, res: Response, courseId: string, fileId: string): Promise<void> {
  const token = typeof req.query['access'] === 'string' ? req.query['access'] : undefined;
  if (!checkFileLink(deps.config.jwtSecret, fileId, token)) throw new ForbiddenError(msg.fileLinkExpired);
  const file = await findCourseFile(new Types.ObjectId(courseId), fileId);
  if (!file) throw new NotFoundError(msg.fileNotFound);

  const ranges = req.range(file.size, { combine: true });
  // One range is what players ask for; several at once (multipart/byteranges) are answered whole.
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  if (ranges === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${file.size}`).end();
    return;
  }
  const stream = await openCourseFile(file, range);
  // Checked before any header is sent, so a missing file is still an error answer.
  if (!stream) throw new NotFoundError(msg.fileNotFound);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Disposition', contentDisposition(file.contentType.startsWith('video/') || file.contentType === 'application/pdf' ? 'inline' : 'attachment', file.name));
  // The link itself is the permission: a shared cache must not keep the bytes.
  res.setHeader('Cache-Control', 'private, max-age=3600');
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.setHeader('Content-Length', String(file.size));
  }
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
