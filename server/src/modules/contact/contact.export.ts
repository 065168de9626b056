/** Contact messages, contact info, offices and FAQs as export sources (admin export). */
import { activeOnly, listSource } from '../../core/export-source.js';
import { ContactInfoModel } from './contact-info.model.js';
import { ContactMessageModel } from './contact-message.model.js';
import { contactMessageListQuery } from './contact-message.service.js';
import { FaqModel } from './faq.model.js';
import { GlobalOfficeModel } from './global-office.model.js';

export const contactMessagesSource = listSource({
  type: 'contact-messages',
  completeOrder: 50,
  title: /*i18n*/ { message: 'Contact Messages', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,name:Name,email:Email,phone:Phone,company:Company,subject:Subject,message:Message,status:Status,priority:Priority,reply:Reply,repliedAt:Replied At,repliedBy:Replied By,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['name', 'email', 'subject', 'status', 'priority', 'createdAt'],
  model: ContactMessageModel,
  plan: (actor, f) => contactMessageListQuery(actor, { search: f.search, status: f.status, priority: f.priority }),
});

export const contactInfoSource = listSource({
  type: 'contact-info',
  completeOrder: 60,
  title: /*i18n*/ { message: 'Contact Info', context: 'export title' },
  columns: /*i18n:columns*/ 'id:ID,type:Type,title:Title,value:Value,icon:Icon,isActive:Active,order:Order,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['type', 'title', 'value', 'isActive', 'order'],
  model: ContactInfoModel,
  plan: (_actor, f) => ({ query: activeOnly(f), sort: { order: 1, createdAt: 1, _id: 1 } }),
});

export const officesSource = listSource({
  type: 'global-offices',
  completeOrder: 70,
  title: /*i18n*/ { message: 'Global Offices', context: 'export title' },
  columns:
    /*i18n:columns*/ 'id:ID,name:Name,address:Address,city:City,country:Country,phone:Phone,email:Email,timezone:Timezone,isHeadquarters:Headquarters,isActive:Active,workingHours:Working Hours,coordinates:Coordinates,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['name', 'city', 'country', 'phone', 'email', 'isHeadquarters', 'isActive'],
  model: GlobalOfficeModel,
  plan: (_actor, f) => ({ query: activeOnly(f), sort: { isHeadquarters: -1, createdAt: 1, _id: 1 } }),
});

export const faqsSource = listSource({
  type: 'faqs',
  completeOrder: 80,
  title: /*i18n*/ { message: 'FAQs', context: 'export title' },
  columns: /*i18n:columns*/ 'id:ID,question:Question,answer:Answer,category:Category,order:Order,isActive:Active,tags:Tags,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['question', 'category', 'order', 'isActive'],
  model: FaqModel,
  plan: (_actor, f) => ({ query: activeOnly(f), sort: { order: 1 } }),
});
