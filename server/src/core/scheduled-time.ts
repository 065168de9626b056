/**
 * "Publish at" / "Unpublish at" as a form or an API sends them: a date and time in the site's time
 * zone (2026-12-01T09:00) or an instant with its offset; blank for none. The owning service reads a
 * local time in the site's zone (modules/activity/scheduled-publishing.ts).
 */
import { z } from 'zod';

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
