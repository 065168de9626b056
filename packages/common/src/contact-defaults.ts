/**
 * The built-in contact content: the default contact info, the three default offices and the four
 * FAQs. This file (with business-contact.ts, the e-mail, phone and address it starts with) is where
 * they are written down. The seed and POST /api/initialize-data create them
 * (contact-defaults.service.ts), and the public contact page shows them when loading fails (both
 * import it from `@ai-solutions/common`).
 */
import { BUSINESS_CONTACT } from './business-contact.js';

/** Spec sections 2 and 9. */
export const BUSINESS_HOURS = 'Mon-Fri 9 AM - 6 PM PST';
export const REPLY_PROMISE = 'We reply to every message within 24 hours.';

export type ContactInfoType = 'address' | 'phone' | 'email' | 'hours';

export interface DefaultContactInfo {
  type: ContactInfoType;
  title: string;
  value: string;
  icon: string;
  isActive: boolean;
  order: number;
}

export interface DefaultOffice {
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  timezone: string;
  isHeadquarters: boolean;
  isActive: boolean;
  workingHours: string;
  coordinates: { lat: number; lng: number };
}

export interface DefaultFaq {
  question: string;
  answer: string;
  category: string;
  order: number;
  isActive: boolean;
  tags: string[];
}

/** The icon an item of each type gets when none is given. */
export const CONTACT_INFO_TYPE_ICONS: Record<ContactInfoType, string> = {
  address: '📍',
  phone: '📞',
  email: '✉️',
  hours: '🕒',
};

export const DEFAULT_CONTACT_INFO: readonly DefaultContactInfo[] = [
  { type: 'email', title: 'Email Us', value: BUSINESS_CONTACT.email, icon: '✉️', isActive: true, order: 1 },
  { type: 'phone', title: 'Call Us', value: BUSINESS_CONTACT.phone, icon: '📞', isActive: true, order: 2 },
  { type: 'address', title: 'Visit Us', value: BUSINESS_CONTACT.address, icon: '📍', isActive: true, order: 3 },
  { type: 'hours', title: 'Business Hours', value: BUSINESS_HOURS, icon: '🕒', isActive: true, order: 4 },
];

export const DEFAULT_OFFICES: readonly DefaultOffice[] = [
  {
    name: 'San Francisco Headquarters',
    address: '123 Innovation Drive',
    city: 'San Francisco',
    country: 'United States',
    phone: '+1 (555) 123-4567',
    email: 'sf@aisolutions.com',
    timezone: 'PST (UTC-8)',
    isHeadquarters: true,
    isActive: true,
    workingHours: BUSINESS_HOURS,
    coordinates: { lat: 37.7897, lng: -122.3942 },
  },
  {
    name: 'London Office',
    address: '45 King William Street',
    city: 'London',
    country: 'United Kingdom',
    phone: '+44 20 7946 0123',
    email: 'london@aisolutions.com',
    timezone: 'GMT (UTC+0)',
    isHeadquarters: false,
    isActive: true,
    workingHours: 'Mon-Fri 9 AM - 6 PM GMT',
    coordinates: { lat: 51.5098, lng: -0.0872 },
  },
  {
    name: 'Singapore Office',
    address: '8 Marina View',
    city: 'Singapore',
    country: 'Singapore',
    phone: '+65 6123 4567',
    email: 'singapore@aisolutions.com',
    timezone: 'SGT (UTC+8)',
    isHeadquarters: false,
    isActive: true,
    workingHours: 'Mon-Fri 9 AM - 6 PM SGT',
    coordinates: { lat: 1.2799, lng: 103.8545 },
  },
];

export const DEFAULT_FAQS: readonly DefaultFaq[] = [
  {
    question: 'What AI services do you offer?',
    answer:
      'We offer AI strategy consulting, custom machine learning development, data analytics, intelligent process automation and corporate AI training. Every engagement is tailored to your data, your teams and your goals.',
    category: 'services',
    order: 1,
    isActive: true,
    tags: ['services', 'consulting', 'machine learning'],
  },
  {
    question: 'How long does a typical AI project take?',
    answer:
      'A proof of concept usually takes 4-8 weeks; a production system 3-6 months, depending on the data available and the complexity of the integration. We agree on milestones with you before we start.',
    category: 'projects',
    order: 2,
    isActive: true,
    tags: ['timeline', 'projects'],
  },
  {
    question: 'Do you offer training for teams without a technical background?',
    answer:
      'Yes. Our programs range from executive briefings and hands-on workshops for business teams to in-depth bootcamps for engineers, online or on site, with certificates of completion.',
    category: 'training',
    order: 3,
    isActive: true,
    tags: ['training', 'courses', 'teams'],
  },
  {
    question: 'How quickly will I hear back after sending a message?',
    answer:
      'We reply to every message within 24 hours on business days. For urgent matters, call us during business hours (Mon-Fri 9 AM - 6 PM PST).',
    category: 'general',
    order: 4,
    isActive: true,
    tags: ['support', 'response time'],
  },
];
