/** The contact module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { contactInfoPresenter } from './contact-info.presenter.js';
import { contactMessagePresenter } from './contact-message.presenter.js';
import { contactInfoSource, contactMessagesSource, faqsSource, officesSource } from './contact.export.js';
import { faqsImport, officesImport } from './contact.import.js';
import { contactResolvers } from './contact.resolvers.js';
import { contactRoutes } from './contact.rest.js';
import { contactMessagesSearch, faqsSearch } from './contact.search.js';
import { faqPresenter } from './faq.presenter.js';
import { globalOfficePresenter } from './global-office.presenter.js';
// Registers how an FAQ's and an office's versions are restored (History).
import './contact.restore.js';

export const contactModule = defineModule({
  name: 'contact',
  resolvers: contactResolvers,
  routes: contactRoutes,
  presenters: [contactMessagePresenter, contactInfoPresenter, globalOfficePresenter, faqPresenter],
  exports: [contactMessagesSource, contactInfoSource, officesSource, faqsSource],
  search: [contactMessagesSearch, faqsSearch],
  imports: [faqsImport, officesImport],
});
