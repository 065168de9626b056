/** The Contact domain's REST routes under /api (spec section 7). */
import type { RouteDef } from '../../rest/route.js';
import { initializeContactData } from './contact-defaults.service.js';
import { contactInfoRoutes } from './contact-info.rest.js';
import { contactMessageRoutes } from './contact-message.rest.js';
import { faqRoutes } from './faq.rest.js';
import { globalOfficeRoutes } from './global-office.rest.js';

export const contactRoutes: RouteDef[] = [
  ...contactMessageRoutes,
  ...contactInfoRoutes,
  ...globalOfficeRoutes,
  ...faqRoutes,
  {
    method: 'post',
    path: '/initialize-data',
    summary: 'Create the default contact info, offices and FAQs when they were never created; answers how many of each',
    access: 'admin',
    answer: { kind: 'one', type: 'ContactDataInitialization' },
    handler: (ctx) => initializeContactData(ctx.actor),
  },
];
