/**
 * The HTTP status of a page of the web app: 404 where the app shows that there is nothing (an
 * address it has no page for, where it shows "Page not found"; a course or job page whose course or
 * job a guest cannot see, where it shows "Course not found" or "Job not found"; a certificate page
 * whose serial no certificate has, where it shows "Certificate not found"), 200 elsewhere. So
 * search engines do not index error pages. The same whether the server renders the page or sends the
 * client-only page (no server render, Maintenance Mode, a render that failed or took too long).
 */
import { parse, type DocumentNode } from 'graphql';
import { appPageId, appPagePath } from '@ai-solutions/common';
import type { ExecuteOperation } from './page-renderer.js';

export type PageStatus = 200 | 404;

/**
 * The detail pages, by their path in APP_PAGE_PATHS, and the public field their page reads: a null
 * answer is what makes the page say "not found" (CourseDetailsPage, JobDetailsPage, CertificatePage).
 */
export const DETAIL_PAGES: Readonly<Record<string, { field: string; query: DocumentNode }>> = {
  '/courses/{id}': { field: 'course', query: parse('query PageExists($id: ID!) { course(id: $id) { id } }') },
  '/career/{id}': { field: 'job', query: parse('query PageExists($id: ID!) { job(id: $id) { id } }') },
  '/certificates/{id}': { field: 'certificate', query: parse('query PageExists($id: String!) { certificate(serial: $id) { serial } }') },
};

/**
 * `pathname` as the request has it (`req.path`). `execute` runs the read as a guest in this process
 * (guest-executor.ts); a read that fails says nothing, and the page keeps 200 (the page itself then
 * says it could not load, as it would have before).
 */
export async function pageStatus(pathname: string, execute: ExecuteOperation): Promise<PageStatus> {
  const path = appPagePath(pathname);
  if (!path) return 404;
  const detail = DETAIL_PAGES[path];
  const id = detail && appPageId(pathname, path);
  if (!detail || !id) return 200;
  try {
    const result = await execute({ query: detail.query, variables: { id }, operationName: 'PageExists' });
    return !result.errors?.length && result.data?.[detail.field] === null ? 404 : 200;
  } catch {
    return 200;
  }
}
