/**
 * Every route of the app, read from the client's own router (client/src/app/routes.tsx), with the
 * roles that may see it. Nothing here is a copy of the route table: a route added to the router is
 * swept without touching this file, and a route whose guard or `:param` this file does not know
 * fails loudly instead of being skipped.
 */
import type { RouteObject } from 'react-router-dom';
import { isValidElement } from 'react';
import { routes } from '../../../client/src/app/routes';
import { GuestOnly } from '../../../client/src/app/guards/GuestOnly';
import { RequireAuth } from '../../../client/src/app/guards/RequireAuth';
import { RequireStaff } from '../../../client/src/app/guards/RequireStaff';

export const SWEEP_ROLES = ['guest', 'student', 'candidate', 'editor', 'admin'] as const;
export type SweepRole = (typeof SWEEP_ROLES)[number];

const SIGNED_IN: SweepRole[] = ['student', 'candidate', 'editor', 'admin'];

/** The roles each guard lets through (spec section 2); a route without a guard is public. */
const GUARDS = new Map<unknown, SweepRole[]>([
  [GuestOnly, ['guest']],
  [RequireAuth, SIGNED_IN],
  [RequireStaff, ['editor', 'admin']],
]);

export interface SweepRoute {
  /** The router's pattern, e.g. /career/:id. */
  pattern: string;
  roles: SweepRole[];
}

function guardOf(route: RouteObject): SweepRole[] | undefined {
  const element = route.element;
  return isValidElement(element) ? GUARDS.get(element.type) : undefined;
}

function join(base: string, path: string | undefined): string {
  if (!path) return base;
  return `${base.replace(/\/$/, '')}/${path}`;
}

function walk(list: RouteObject[], base: string, roles: SweepRole[], out: SweepRoute[]) {
  for (const route of list) {
    const path = join(base, route.path);
    // The innermost guard decides (guards are not combined in this router).
    const allowed = guardOf(route) ?? roles;
    if (route.children?.length) walk(route.children, path, allowed, out);
    else out.push({ pattern: path || '/', roles: allowed });
  }
}

export function sweepRoutes(): SweepRoute[] {
  const out: SweepRoute[] = [];
  walk(routes, '/', [...SWEEP_ROLES], out);
  return out;
}

/** Ids of real seeded records, by the first segment of the pattern that holds the `:id`. */
export interface SeededIds {
  courseId: string;
  /** A lesson of that course (the player's item). */
  lessonId: string;
  jobId: string;
}

/** The URL to open for a pattern: `:id`s filled from seeded records, `*` as an unknown address. */
export function urlFor(pattern: string, ids: SeededIds): string {
  const segments = pattern.split('/').map((segment, index, all) => {
    if (segment === '*') return 'no-such-page';
    if (!segment.startsWith(':')) return segment;
    const owner = all[index - 1];
    if (owner === 'courses' || owner === 'learn') return ids.courseId;
    if (segment === ':itemId') return ids.lessonId;
    // No certificate is seeded: the verification page's answer for a serial it does not know.
    if (owner === 'certificates') return 'no-such-serial';
    if (owner === 'career' || owner === 'jobs') return ids.jobId;
    throw new Error(`The sweep does not know which seeded record fills ${segment} in ${pattern}: add it to urlFor.`);
  });
  return segments.join('/') || '/';
}
