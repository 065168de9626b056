/**
 * Reading the activity log: administrators and editors see the whole log (filtered and paginated)
 * and the history of one record. Writing it is activity.record.ts.
 */
import { Types, type QueryFilter } from 'mongoose';
import { z } from 'zod';
import { ValidationError } from '../../core/errors.js';
import { objectIdString } from '../../core/ids.js';
import { escapeRegex, toPage, totalUnlessSkipped, type PageArgs, type PageResult } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES, ACTIVITY_STATUSES, ActivityModel, type ActivityDoc, type ActivityEntityType } from './activity.model.js';

const entityType = z.enum(ACTIVITY_ENTITY_TYPES, { error: `Entity type must be one of ${ACTIVITY_ENTITY_TYPES.join(', ')}` });

const ActivityFilterInput = z
  .object({
    entityType: entityType.nullish(),
    action: z.enum(ACTIVITY_ACTIONS, { error: `Action must be one of ${ACTIVITY_ACTIONS.join(', ')}` }).nullish(),
    status: z.enum(ACTIVITY_STATUSES, { error: `Status must be one of ${ACTIVITY_STATUSES.join(', ')}` }).nullish(),
    actorId: objectIdString.nullish(),
    /** Part of the actor's name, as the list's search box sends it. */
    actor: z.string().trim().max(100, { error: 'Actor must be at most 100 characters' }).nullish(),
    from: z.date({ error: 'From must be a date' }).nullish(),
    to: z.date({ error: 'To must be a date' }).nullish(),
  })
  .nullish();

const HistoryInput = z.object({ entityType, entityId: z.string().trim().min(1, { error: 'Entity id is required' }).max(64, { error: 'Entity id is too long' }) });

const NEWEST_FIRST = { at: -1, _id: -1 } as const;

export async function listActivity(actor: Actor | null, rawFilter: unknown, pageArgs: PageArgs): Promise<PageResult<ActivityDoc>> {
  return pageOf(activityListQuery(actor, rawFilter).query, pageArgs);
}

/** The log's query and order for a filter, as the list and its export share them. */
export function activityListQuery(actor: Actor | null, rawFilter: unknown): { query: QueryFilter<ActivityDoc>; sort: typeof NEWEST_FIRST } {
  requireStaff(actor);
  const filter = parseInput(ActivityFilterInput, rawFilter) ?? {};
  if (filter.from && filter.to && filter.from > filter.to) throw new ValidationError({ to: /*i18n*/ { message: 'To must be on or after From' } });
  const query: QueryFilter<ActivityDoc> = {};
  if (filter.entityType) query.entityType = filter.entityType;
  if (filter.action) query.action = filter.action;
  if (filter.status) query.status = filter.status;
  if (filter.actorId) query.actorId = new Types.ObjectId(filter.actorId);
  if (filter.actor) query.actorName = { $regex: escapeRegex(filter.actor), $options: 'i' };
  if (filter.from || filter.to) query.at = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) };
  return { query, sort: NEWEST_FIRST };
}

/** The changes of one record, newest first (the History tab of a course, job, service or user). */
export async function recordHistory(actor: Actor | null, rawType: unknown, rawId: unknown, pageArgs: PageArgs): Promise<PageResult<ActivityDoc>> {
  requireStaff(actor);
  const { entityType: type, entityId } = parseInput(HistoryInput, { entityType: rawType, entityId: rawId });
  return pageOf({ entityType: type, entityId }, pageArgs);
}

/**
 * Spec section 2: Recent Activity shows events of type user, course, job and application. An
 * enrollment and its payment are events of their course (they live in its Enrollments dialog), so
 * they count as course events: the dashboard's revenue moves with them.
 */
export const RECENT_ACTIVITY_TYPES: readonly ActivityEntityType[] = ['user', 'course', 'enrollment', 'job', 'application'];

/** The latest entries about users, courses (enrollments included), jobs and applications (the dashboard's Recent Activity). */
export async function recentActivity(actor: Actor | null, limit: number): Promise<ActivityDoc[]> {
  requireStaff(actor);
  const size = Math.min(Math.max(1, Math.floor(limit) || 1), 20);
  // Sign-ins are kept for the Active Users figure, not as events worth a line on the dashboard.
  return ActivityModel.find({ entityType: { $in: [...RECENT_ACTIVITY_TYPES] }, action: { $ne: 'sign-in' } })
    .sort(NEWEST_FIRST)
    .limit(size)
    .lean();
}

async function pageOf(query: QueryFilter<ActivityDoc>, pageArgs: PageArgs): Promise<PageResult<ActivityDoc>> {
  const page = toPage(pageArgs);
  const [items, total] = await Promise.all([
    ActivityModel.find(query).sort(NEWEST_FIRST).skip(page.skip).limit(page.pageSize).lean(),
    // Unfiltered, the total is the collection's count from its metadata, not a count of 500,000 entries.
    totalUnlessSkipped(pageArgs, () => (Object.keys(query).length ? ActivityModel.countDocuments(query) : ActivityModel.estimatedDocumentCount())),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}
