/**
 * REST for older callers: /api/faqs (spec section 7). Guests read active FAQs only. The prototype
 * moves a FAQ with PUT /api/faqs/:id and only { order }: the FAQ goes to that position.
 */
import type { Router } from 'express';
import { crudRouter } from './contact.rest-crud.js';
import { createFaq, deleteFaq, getFaq, listFaqs, updateFaq } from './faq.service.js';

export function faqRestRouter(): Router {
  return crudRouter({ list: listFaqs, get: getFaq, create: createFaq, update: updateFaq, remove: deleteFaq, notFound: 'FAQ not found' });
}
