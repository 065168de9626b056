/** The one output shape of an activity entry (GraphQL ActivityEntry). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { ActivityDoc, ActivityEntityType } from './activity.model.js';

/** The back-office page of each kind of record, for entries that stored no link of their own. */
const PAGE_OF: Record<ActivityEntityType, string | null> = {
  user: '/admin/users',
  course: '/admin/courses',
  enrollment: '/admin/courses',
  job: '/admin/jobs',
  application: '/admin/jobs',
  service: '/admin/services',
  'contact-message': '/admin/contact',
  'contact-info': '/admin/contact?tab=info',
  office: '/admin/contact?tab=offices',
  faq: '/admin/contact?tab=faq',
  settings: '/admin/settings',
  export: null,
  backup: '/admin/settings',
};

/** A stored value as the reader sees it: text as is, anything else as JSON; absent is null. */
function display(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const activityPresenter = definePresenter<ActivityDoc, G.ActivityEntry>('ActivityEntry', {
  id: (a) => a._id.toString(),
  at: (a) => a.at,
  actorId: (a) => a.actorId?.toString() ?? null,
  actorName: (a) => a.actorName,
  actorRole: (a) => a.actorRole,
  action: (a) => a.action,
  entityType: (a) => a.entityType,
  entityId: (a) => a.entityId ?? null,
  summary: (a) => a.summary,
  status: (a) => a.status,
  changes: (a) => a.changes.map((c) => ({ field: c.field, before: display(c.before), after: display(c.after) })),
  link: (a) => a.link ?? PAGE_OF[a.entityType],
  sample: (a) => a.sample === true,
});
