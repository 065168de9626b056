/** The one output shape of an activity entry (GraphQL ActivityEntry). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { translate } from '../../i18n/message.js';
import { clipSummary } from './activity.record.js';
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
  certificate: '/admin/courses',
};

/** A stored value as the reader sees it: text as is, anything else as JSON; absent is null. */
function display(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const stored = storedFields<ActivityDoc>();
export const activityPresenter = definePresenter<ActivityDoc, G.ActivityEntry>('ActivityEntry', {
  id: idOf,
  ...stored.same('at'),
  actorId: (a) => a.actorId?.toString() ?? null,
  ...stored.same('actorName', 'actorRole', 'action', 'entityType'),
  ...stored.orNull('entityId'),
  // In the reader's language when the entry kept its message; older entries in their stored English.
  summary: (a, ctx) => (a.summaryMessage ? clipSummary(translate(ctx.i18n, a.summaryMessage)) : a.summary),
  ...stored.same('status'),
  changes: (a) => a.changes.map((c) => ({ field: c.field, before: display(c.before), after: display(c.after) })),
  link: (a) => a.link ?? PAGE_OF[a.entityType],
  sample: (a) => a.sample === true,
});
