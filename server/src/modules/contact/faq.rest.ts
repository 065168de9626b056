/**
 * REST for older callers: /api/faqs (spec section 7). Guests read active FAQs only. The prototype
 * moves a FAQ with PUT /api/faqs/{id} and only { order }, so PUT stays partial here, like PATCH.
 */
import { activeForGuests, crudRoutes } from '../../rest/crud.js';
import type { RouteDef } from '../../rest/route.js';
import { BulkFaqsInput, bulkFaqs } from './faq.bulk.js';
import { faqPresenter } from './faq.presenter.js';
import { createFaq, deleteFaq, getFaq, listFaqs, updateFaq } from './faq.service.js';
import { CreateFaqInput, UpdateFaqInput } from './faq.validation.js';
import { bulkRoute } from '../../rest/bulk-route.js';

const faqCrudRoutes: RouteDef[] = crudRoutes({
  path: '/faqs',
  presenter: faqPresenter,
  notFound: /*i18n*/ { message: 'FAQ not found' },
  noun: 'FAQ',
  ...activeForGuests({ plural: 'FAQs', one: 'FAQ', order: 'In order.', sort: ['question', 'category', 'order', 'isActive', 'createdAt', 'updatedAt'], all: listFaqs, get: getFaq }),
  create: {
    fn: createFaq,
    schema: CreateFaqInput,
    example: { question: 'Do you offer certificates?', answer: 'Yes, for every completed course.', category: 'Courses', tags: ['courses', 'certificates'] },
  },
  replace: {
    fn: updateFaq,
    schema: UpdateFaqInput,
    summary: 'Change a FAQ. Partial, as the prototype sends it (only { order } moves it to that position)',
  },
  patch: { fn: updateFaq, schema: UpdateFaqInput, summary: 'Change some fields of a FAQ; a new order moves it to that position' },
  remove: { fn: deleteFaq },
});

export const faqRoutes: RouteDef[] = [
  ...faqCrudRoutes,
  bulkRoute({
    path: '/faqs/bulk',
    summary: 'Show (activate) or hide (deactivate) the FAQs given by id, or every FAQ (filter: {} or { activeOnly: true }), in one transaction; each FAQ is checked on its own and refused ones say why',
    body: BulkFaqsInput,
    bodyExample: { action: 'deactivate', ids: ['665f1c2ab2f4e0a1b2c3d4e5'] },
    run: bulkFaqs,
  }),
];
