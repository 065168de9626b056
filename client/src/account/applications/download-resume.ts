import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readToken } from '../../app/auth/session';

const DOWNLOAD_FAILED = msg`The résumé could not be downloaded. Please try again.`;

/**
 * Résumés are only for the applicant and admins, so the download is an authenticated fetch (bearer
 * token) saved as a file, never a plain link another person could open.
 */
export async function downloadResume(url: string, filename: string): Promise<void> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
    // Without the server's sentence the error has no message: resumeDownloadProblem says it in the page's language.
    throw new Error(message ?? '');
  }
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 0);
}

/**
 * Downloads an application's résumé; answers why it could not (the sentence the reader is shown),
 * or null once it is saved.
 */
export async function resumeDownloadProblem(resume: { downloadUrl: string; filename: string }, i18n: I18n): Promise<string | null> {
  try {
    await downloadResume(resume.downloadUrl, resume.filename);
    return null;
  } catch (error) {
    return error instanceof Error && error.message ? error.message : i18n._(DOWNLOAD_FAILED);
  }
}
