import { ContactMessageModel } from '../modules/contact/contact-message.model.js';
import { ensureContactDefaults } from '../modules/contact/index.js';

/** Sample messages, so Contact Management shows each status and priority on a fresh database. */
export const SAMPLE_CONTACT_MESSAGES = [
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    company: 'Northwind Logistics',
    serviceInterest: 'ml',
    subject: 'Demand forecasting for our warehouses',
    message:
      'We run 14 warehouses and our demand forecasts are still spreadsheet-based. Could you help us build a machine learning forecast? We would like to start with a pilot in Q3.',
    status: 'new',
    priority: 'high',
  },
  {
    name: 'Marcus Webb',
    email: 'marcus.webb@example.com',
    company: 'Brightline Insurance',
    serviceInterest: 'training',
    subject: 'AI training for our claims team',
    message: 'Do you offer an on-site workshop on AI tools for about 25 claims handlers without a technical background?',
    status: 'read',
    priority: 'medium',
  },
  {
    name: 'Elena Costa',
    email: 'elena.costa@example.com',
    serviceInterest: 'general',
    subject: 'Speaking at our meetup',
    message: 'Would one of your experts be available to give a 30-minute talk on responsible AI at our community meetup next month?',
    status: 'replied',
    priority: 'low',
    reply: 'Thank you for the invitation, Elena. One of our senior consultants would be glad to speak; we will send you a few dates.',
    repliedAt: new Date('2024-05-02T15:30:00Z'),
    repliedBy: 'Admin User',
  },
] as const;

/** The default contact info, offices and FAQs (the same as POST /api/initialize-data), and sample messages. */
export async function seedContact(): Promise<void> {
  await ensureContactDefaults();
  await ContactMessageModel.insertMany(SAMPLE_CONTACT_MESSAGES);
}
