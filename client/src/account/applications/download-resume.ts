import { readToken } from '../../app/auth/session';

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
    throw new Error(message ?? 'The résumé could not be downloaded. Please try again.');
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
export async function resumeDownloadProblem(resume: { downloadUrl: string; filename: string }): Promise<string | null> {
  try {
    await downloadResume(resume.downloadUrl, resume.filename);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'The résumé could not be downloaded. Please try again.';
  }
}
