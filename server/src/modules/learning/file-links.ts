/**
 * Links to a lesson's uploaded files (its MP4, its PDFs and slides). A `<video>` element and a
 * download link cannot send the Authorization header, so a link carries its own proof instead: an
 * HMAC, under a key derived from the server secret, of the file, the caller it was made for and
 * when it expires. Made only for who may open the lesson, valid for a few hours, usable from any
 * app process (no state), and good for as many range requests as a video player makes.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long a link keeps working: a long video session, then the player asks for the lesson again. */
export const FILE_LINK_TTL_MS = 6 * 60 * 60 * 1000;

const keys = new Map<string, Buffer>();
function keyOf(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'course-file-links', 'course-file-link', 32));
    keys.set(serverSecret, key);
  }
  return key;
}

const mac = (serverSecret: string, fileId: string, viewer: string, expires: number) =>
  createHmac('sha256', keyOf(serverSecret)).update(`${fileId}.${viewer}.${expires}`).digest('base64url');

/** `viewer`: the user id the link is for, or "guest" for a free preview lesson. */
export function fileLink(serverSecret: string, courseId: string, fileId: string, viewer: string, now = Date.now()): string {
  // Rounded up to the hour, so the same lesson opened twice within the hour gives the same link
  // (the browser's cache keeps the video it already has).
  const expires = Math.ceil((now + FILE_LINK_TTL_MS) / 3_600_000) * 3_600_000;
  const token = `${viewer}.${expires}.${mac(serverSecret, fileId, viewer, expires)}`;
  return `/api/courses/${courseId}/files/${fileId}?access=${encodeURIComponent(token)}`;
}

/** Whether `token` is a valid, unexpired link to `fileId`. */
export function checkFileLink(serverSecret: string, fileId: string, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const [viewer, expiresText, signature] = token.split('.');
  const expires = Number(expiresText);
  if (!viewer || !signature || !Number.isSafeInteger(expires) || expires < now) return false;
  const expected = Buffer.from(mac(serverSecret, fileId, viewer, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
