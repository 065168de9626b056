/**
 * "Publish at" / "Unpublish at" as a form or an API sends them: a date and time in the site's time
 * zone (2026-12-01T09:00) or an instant with its offset; blank for none. The owning service reads a
 * local time in the site's zone (modules/activity/scheduled-publishing.ts); presenters show the
 * schedule to staff (scheduleShown).
 */
import { z } from 'zod';
import { isStaff } from './actor.js';
import { localOfInstant } from './local-time.js';
import type { PresentContext } from './presenter.js';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const scheduledTime = (label: string) =>
  z
    .union([z.date(), z.string()], { error: `${label} must be a date and time` })
    .nullish()
    .transform((value, ctx): Date | string | null | undefined => {
      // Left out keeps what is stored (a partial update); blank or null clears it.
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      if (value instanceof Date) return value;
      const text = value.trim();
      if (LOCAL_DATE_TIME.test(text)) return text;
      const date = new Date(text);
      if (!ZONED_DATE_TIME.test(text) || Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date and time, e.g. 2026-12-01T09:00` });
        return z.NEVER;
      }
      return date;
    });

/** The two fields of a record that can be published and unpublished on a schedule. */
export const scheduleFields = {
  publishAt: scheduledTime('Publish at'),
  unpublishAt: scheduledTime('Unpublish at'),
};

/** The site's time zone (System Settings), as the owning module reads it (settings' siteZone). */
export type SiteZone = () => Promise<string>;

/** A stored schedule as the form shows it: the wall-clock time in the site's zone. */
async function scheduledLocal(value: Date | null | undefined, zone: SiteZone): Promise<string | null> {
  return value ? localOfInstant(value, await zone()) : null;
}

type Schedule = { publishAt?: Date | null; unpublishAt?: Date | null };
const shownToStaff = <V>(value: (r: Schedule) => V) => (r: Schedule, { actor }: PresentContext) => (isStaff(actor) ? value(r) : null);

/** The schedule's fields of a presenter: the back office's plan, not the public's business. */
export const scheduleShown = (zone: SiteZone) => ({
  publishAt: shownToStaff((r) => r.publishAt ?? null),
  unpublishAt: shownToStaff((r) => r.unpublishAt ?? null),
  publishAtLocal: shownToStaff((r) => scheduledLocal(r.publishAt, zone)),
  unpublishAtLocal: shownToStaff((r) => scheduledLocal(r.unpublishAt, zone)),
});
