/**
 * What the admin search looks through: per record type, its model (whose `searchWords` the
 * search-words plugin keeps), which records the caller may see (the type's own list query, from
 * its service: the search never shows what that list would refuse), the fields it reads and how a
 * hit reads.
 */
import type { Model } from 'mongoose';
import type { Actor } from '../auth/actor.js';
import { contactMessageListQuery } from '../contact/contact-message.service.js';
import { faqListQuery } from '../contact/faq.service.js';
import { courseListQuery } from '../courses/course.service.js';
import { jobListQuery } from '../jobs/job.service.js';
import { serviceListQuery } from '../services/service.service.js';
import { userListQuery } from '../users/user.service.js';
import { ContactMessageModel, type ContactMessageDoc } from '../contact/contact-message.model.js';
import { FaqModel, type FaqDoc } from '../contact/faq.model.js';
import { CourseModel, type CourseDoc } from '../courses/course.model.js';
import { JobModel, type JobDoc } from '../jobs/job.model.js';
import { ServiceModel, type ServiceDoc } from '../services/service.model.js';
import { UserModel, type UserDoc } from '../users/user.model.js';

export const SEARCH_TYPES = ['USER', 'COURSE', 'JOB', 'SERVICE', 'CONTACT_MESSAGE', 'FAQ'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** How a hit reads in the results: its main text and a second line. */
export type HitText = { title: string; subtitle: string | null };

export interface SearchSource {
  type: SearchType;
  /** The records of this type the caller may see, as a filter; throws (Forbidden) when none. */
  visibleTo: (actor: Actor) => object;
  model: Model<never>;
  /** Fields read for a hit (a projection), besides _id. */
  fields: string[];
  present: (doc: never) => HitText;
}

const joined = (...parts: (string | null | undefined)[]): string | null => parts.filter(Boolean).join(' · ') || null;

function source<D>(def: Omit<SearchSource, 'model' | 'present'> & { model: Model<D>; present: (doc: D) => HitText }): SearchSource {
  return def as unknown as SearchSource;
}

export const SEARCH_SOURCES: readonly SearchSource[] = [
  source<UserDoc>({
    type: 'USER',
    visibleTo: (a) => userListQuery(a, {}).query,
    model: UserModel,
    fields: ['name', 'email'],
    present: (u) => ({ title: u.name, subtitle: u.email }),
  }),
  source<CourseDoc>({
    type: 'COURSE',
    visibleTo: (a) => courseListQuery(a, {}).query,
    model: CourseModel,
    fields: ['title', 'instructor.name'],
    present: (c) => ({ title: c.title, subtitle: c.instructor.name || null }),
  }),
  source<JobDoc>({
    type: 'JOB',
    visibleTo: (a) => jobListQuery(a, {}).query,
    model: JobModel,
    fields: ['title', 'company', 'location'],
    present: (j) => ({ title: j.title, subtitle: joined(j.company, j.location) }),
  }),
  source<ServiceDoc>({
    type: 'SERVICE',
    visibleTo: (a) => serviceListQuery(a, {}).query,
    model: ServiceModel,
    fields: ['title', 'category'],
    present: (s) => ({ title: s.title, subtitle: s.category }),
  }),
  source<ContactMessageDoc>({
    type: 'CONTACT_MESSAGE',
    visibleTo: (a) => contactMessageListQuery(a, {}).query,
    model: ContactMessageModel,
    fields: ['subject', 'name', 'email'],
    present: (m) => ({ title: m.subject, subtitle: joined(m.name, m.email) }),
  }),
  source<FaqDoc>({
    type: 'FAQ',
    visibleTo: (a) => faqListQuery(a),
    model: FaqModel,
    fields: ['question', 'category'],
    present: (f) => ({ title: f.question, subtitle: f.category }),
  }),
];
