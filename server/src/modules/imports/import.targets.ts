/**
 * What each import type accepts: its fields (with the kind a cell is read as), the same zod input
 * schema its service's create uses, and the field that says "this record already exists".
 */
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { CreateUserInput } from '../users/user.service.js';
import { UserModel } from '../users/user.model.js';
import { CreateCourseInput } from '../courses/course.validation.js';
import { CourseModel } from '../courses/course.model.js';
import { CreateJobInput } from '../jobs/job.validation.js';
import { JobModel } from '../jobs/job.model.js';
import { CreateServiceInput } from '../services/service.validation.js';
import { ServiceModel } from '../services/service.model.js';
import { CreateFaqInput } from '../contact/faq.validation.js';
import { FaqModel } from '../contact/faq.model.js';
import { CreateGlobalOfficeInput } from '../contact/global-office.validation.js';
import { GlobalOfficeModel } from '../contact/global-office.model.js';

export const IMPORT_TYPES = ['users', 'courses', 'jobs', 'services', 'faqs', 'global-offices'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export type FieldKind = 'text' | 'number' | 'boolean' | 'list' | 'object' | 'objectOrText';

export type ImportTarget = {
  type: ImportType;
  fields: Record<string, FieldKind>;
  /** Other header names people use for a field (compared without case, spaces or punctuation). */
  aliases: Record<string, string>;
  schema: z.ZodType;
  model: Model<never>;
  /** Users match by e-mail; the others by their title (a FAQ's question, an office's name). */
  key: string;
};

const asModel = (m: unknown) => m as Model<never>;

export const IMPORT_TARGETS: Record<ImportType, ImportTarget> = {
  users: {
    type: 'users',
    fields: { name: 'text', email: 'text', role: 'text', status: 'text', phone: 'text', company: 'text', department: 'text', position: 'text' },
    aliases: { fullname: 'name', emailaddress: 'email', mail: 'email', phonenumber: 'phone', telephone: 'phone', jobtitle: 'position' },
    schema: CreateUserInput,
    model: asModel(UserModel),
    key: 'email',
  },
  courses: {
    type: 'courses',
    fields: {
      title: 'text',
      description: 'text',
      category: 'text',
      level: 'text',
      duration: 'text',
      price: 'number',
      discountPrice: 'number',
      instructor: 'objectOrText',
      status: 'text',
      skills: 'list',
      certificate: 'boolean',
    },
    aliases: { name: 'title', instructorname: 'instructor' },
    schema: CreateCourseInput,
    model: asModel(CourseModel),
    key: 'title',
  },
  jobs: {
    type: 'jobs',
    fields: {
      title: 'text',
      company: 'text',
      location: 'text',
      type: 'text',
      level: 'text',
      department: 'text',
      salary: 'objectOrText',
      experience: 'text',
      description: 'text',
      requirements: 'list',
      benefits: 'list',
      status: 'text',
      deadline: 'text',
    },
    aliases: { jobtitle: 'title', position: 'title', jobtype: 'type' },
    schema: CreateJobInput,
    model: asModel(JobModel),
    key: 'title',
  },
  services: {
    type: 'services',
    fields: { title: 'text', description: 'text', shortDescription: 'text', icon: 'text', features: 'list', category: 'text', price: 'object', status: 'text' },
    aliases: { name: 'title', summary: 'shortDescription' },
    schema: CreateServiceInput,
    model: asModel(ServiceModel),
    key: 'title',
  },
  faqs: {
    type: 'faqs',
    fields: { question: 'text', answer: 'text', category: 'text', isActive: 'boolean', tags: 'list' },
    aliases: { title: 'question', active: 'isActive' },
    schema: CreateFaqInput,
    model: asModel(FaqModel),
    key: 'question',
  },
  'global-offices': {
    type: 'global-offices',
    fields: {
      name: 'text',
      address: 'text',
      city: 'text',
      country: 'text',
      phone: 'text',
      email: 'text',
      timezone: 'text',
      isHeadquarters: 'boolean',
      isActive: 'boolean',
      workingHours: 'text',
      coordinates: 'object',
    },
    aliases: { title: 'name', office: 'name', headquarters: 'isHeadquarters', active: 'isActive', hours: 'workingHours' },
    schema: CreateGlobalOfficeInput,
    model: asModel(GlobalOfficeModel),
    key: 'name',
  },
};
