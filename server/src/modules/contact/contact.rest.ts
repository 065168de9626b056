/** Mounts the Contact domain's REST routes under /api (spec section 7). */
import { Router } from 'express';
import { initializeDataRestRouter } from './contact-defaults.rest.js';
import { contactInfoRestRouter } from './contact-info.rest.js';
import { contactMessageRestRouter } from './contact-message.rest.js';
import { faqRestRouter } from './faq.rest.js';
import { globalOfficeRestRouter } from './global-office.rest.js';

export function contactRestRouter(): Router {
  const router = Router();
  router.use('/contact-messages', contactMessageRestRouter());
  router.use('/contact-info', contactInfoRestRouter());
  router.use('/global-offices', globalOfficeRestRouter());
  router.use('/faqs', faqRestRouter());
  router.use('/initialize-data', initializeDataRestRouter());
  return router;
}
