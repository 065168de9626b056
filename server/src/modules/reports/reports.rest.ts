/** REST twin of sendWeeklyReportNow: the same service function. */
import { z } from 'zod';
import type { RouteDef } from '../../rest/route.js';
import { sendWeeklyReportNow } from './weekly-report.service.js';

export const reportsRestRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/settings/weekly-report',
    summary: "Weekly Reports' Send now: mails the report for the last complete week to the calling administrator; answers the address",
    access: 'admin',
    onlyRoles: ['admin'],
    accessNote: 'Administrators only.',
    answer: { kind: 'shape', name: 'WeeklyReportSent', schema: z.object({ sentTo: z.string() }) },
    handler: async ({ actor, deps }) => ({ sentTo: await sendWeeklyReportNow(deps, actor) }),
  },
];
