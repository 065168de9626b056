/**
 * What each export type contains: an allow-list of columns (never password hashes, tokens, 2FA
 * secrets or résumé bytes — a résumé appears as its file name), and the query of the admin list it
 * is started from, read with a database cursor so there is no row cap.
 */
import type { Model, QueryFilter } from 'mongoose';
import { Types } from 'mongoose';
import type { Actor } from '../auth/actor.js';
import { UserModel } from '../users/user.model.js';
import { userListQuery } from '../users/user.service.js';
import { CourseModel } from '../courses/course.model.js';
import { courseListQuery } from '../courses/course.service.js';
import { EnrollmentModel } from '../courses/enrollment.model.js';
import { JobModel } from '../jobs/job.model.js';
import { jobListQuery } from '../jobs/job.service.js';
import { ApplicationModel } from '../jobs/application.model.js';
import { ServiceModel } from '../services/service.model.js';
import { serviceListQuery } from '../services/service.service.js';
import { ContactMessageModel } from '../contact/contact-message.model.js';
import { contactMessageListQuery } from '../contact/contact-message.service.js';
import { ContactInfoModel } from '../contact/contact-info.model.js';
import { GlobalOfficeModel } from '../contact/global-office.model.js';
import { FaqModel } from '../contact/faq.model.js';
import { cols, type Column } from './export.columns.js';
import type { ExportFilters, ExportType } from './export.options.js';
import { activitySource, analyticsSource } from './export.report-sources.js';
import { streamed, type Doc, type Plan } from './export.stream.js';

export type Row = Record<string, unknown>;
export type { Column } from './export.columns.js';
export type SourceType = Exclude<ExportType, 'all'>;

export type ExportSource = {
  type: SourceType;
  title: string;
  columns: Column[];
  /** Wide types print their most useful columns in PDF. */
  pdfColumns: string[];
  /** Rows in the list's order, streamed; `count` is for metadata and progress. */
  open: (actor: Actor, filters: ExportFilters) => { rows: AsyncIterable<Row>; count: () => Promise<number> };
};

const id = (doc: Doc) => doc._id.toString();

const asModel = (m: unknown) => m as Model<never>;
const activeOnly = (filters: ExportFilters): QueryFilter<Doc> => (filters.activeOnly ? { isActive: true } : {});

/** A small cache for names looked up per row (job titles, applicants): each is read once per export. */
function lookup<T>(load: (id: string) => Promise<T>) {
  const seen = new Map<string, Promise<T>>();
  return (key: unknown) => {
    const k = String(key);
    let hit = seen.get(k);
    if (!hit) {
      if (seen.size > 10_000) seen.clear(); // bounded: a huge export must not grow this without end
      hit = load(k);
      seen.set(k, hit);
    }
    return hit;
  };
}

/** A column's value computed from the document (a renamed field, a looked-up name). */
type Computed = (doc: Doc) => unknown;

/**
 * A source that reads one admin list: each column is the document's own field of that name (as
 * plain data), `id` its id, except the `computed` ones. `computed` is called once per export, so
 * its lookups cache per export.
 */
function listSource(spec: {
  type: SourceType;
  title: string;
  /** `key:Label,...` in the order of the file's columns. */
  columns: string;
  pdfColumns: string[];
  model: unknown;
  plan: (actor: Actor, f: ExportFilters) => Plan;
  computed?: () => Record<string, Computed>;
}): ExportSource {
  const columns = cols(spec.columns);
  return {
    type: spec.type,
    title: spec.title,
    columns,
    pdfColumns: spec.pdfColumns,
    open: (actor, f) => {
      const computed = spec.computed?.() ?? {};
      const value = (doc: Doc, key: string) => {
        if (key === 'id') return id(doc);
        const compute = computed[key];
        return compute ? compute(doc) : plain(doc[key]);
      };
      return streamed(asModel(spec.model), spec.plan(actor, f), (doc) => rowOf(columns.map(({ key }) => [key, value(doc, key)])));
    },
  };
}

/** The row of `[key, value]` pairs in column order; a promise only when a value is one (a lookup). */
function rowOf(entries: [string, unknown][]): Row | Promise<Row> {
  if (!entries.some(([, v]) => v instanceof Promise)) return Object.fromEntries(entries);
  return Promise.all(entries.map(async ([k, v]) => [k, await v] as const)).then(Object.fromEntries);
}

const usersSource = listSource({
  type: 'users',
  title: 'Users',
  columns:
    'id:ID,name:Name,email:Email,role:Role,status:Status,phone:Phone,company:Company,department:Department,position:Position,joinDate:Join Date,lastLogin:Last Login,updatedAt:Updated At',
  pdfColumns: ['name', 'email', 'role', 'status', 'joinDate', 'lastLogin'],
  model: UserModel,
  plan: (actor, f) => userListQuery(actor, { search: f.search, role: f.role, status: f.status }),
  computed: () => ({ joinDate: (u) => u['createdAt'] }),
});

const servicesSource = listSource({
  type: 'services',
  title: 'Services',
  columns:
    'id:ID,title:Title,shortDescription:Short Description,description:Description,icon:Icon,features:Features,price:Price,category:Category,status:Status,popularity:Popularity,clients:Clients,rating:Rating,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['title', 'category', 'status', 'price', 'clients', 'rating'],
  model: ServiceModel,
  plan: (actor, f) => serviceListQuery(actor, { search: f.search, category: f.category, status: f.status }),
});

const coursesSource = listSource({
  type: 'courses',
  title: 'Courses',
  columns:
    'id:ID,title:Title,description:Description,category:Category,level:Level,duration:Duration,price:Price,discountPrice:Discount Price,instructor:Instructor,status:Status,isPublished:Published,skills:Skills,certificate:Certificate,rating:Rating,enrollmentCount:Enrollments,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['title', 'category', 'level', 'status', 'price', 'enrollmentCount', 'rating'],
  model: CourseModel,
  plan: (actor, f) => courseListQuery(actor, { search: f.search, category: f.category, level: f.level, status: f.status }),
  computed: () => ({
    instructor: (c) => ((c['instructor'] ?? {}) as { name?: string }).name ?? null,
    isPublished: (c) => c['status'] === 'published',
  }),
});

const jobsSource = listSource({
  type: 'jobs',
  title: 'Jobs',
  columns:
    'id:ID,title:Title,company:Company,location:Location,type:Type,level:Level,department:Department,salary:Salary,experience:Experience,description:Description,requirements:Requirements,benefits:Benefits,status:Status,applications:Applications,views:Views,postedDate:Posted Date,deadline:Deadline,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['title', 'company', 'location', 'type', 'status', 'applications', 'postedDate'],
  model: JobModel,
  plan: (actor, f) => jobListQuery(actor, { search: f.search, type: f.jobType, level: f.level, department: f.department, status: f.status }),
});

const contactMessagesSource = listSource({
  type: 'contact-messages',
  title: 'Contact Messages',
  columns:
    'id:ID,name:Name,email:Email,phone:Phone,company:Company,subject:Subject,message:Message,status:Status,priority:Priority,reply:Reply,repliedAt:Replied At,repliedBy:Replied By,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['name', 'email', 'subject', 'status', 'priority', 'createdAt'],
  model: ContactMessageModel,
  plan: (actor, f) => contactMessageListQuery(actor, { search: f.search, status: f.status, priority: f.priority }),
});

const contactInfoSource = listSource({
  type: 'contact-info',
  title: 'Contact Info',
  columns: 'id:ID,type:Type,title:Title,value:Value,icon:Icon,isActive:Active,order:Order,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['type', 'title', 'value', 'isActive', 'order'],
  model: ContactInfoModel,
  plan: (_actor, f) => ({ query: activeOnly(f), sort: { order: 1, createdAt: 1, _id: 1 } }),
});

const officesSource = listSource({
  type: 'global-offices',
  title: 'Global Offices',
  columns:
    'id:ID,name:Name,address:Address,city:City,country:Country,phone:Phone,email:Email,timezone:Timezone,isHeadquarters:Headquarters,isActive:Active,workingHours:Working Hours,coordinates:Coordinates,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['name', 'city', 'country', 'phone', 'email', 'isHeadquarters', 'isActive'],
  model: GlobalOfficeModel,
  plan: (_actor, f) => ({ query: activeOnly(f), sort: { isHeadquarters: -1, createdAt: 1, _id: 1 } }),
});

const faqsSource = listSource({
  type: 'faqs',
  title: 'FAQs',
  columns: 'id:ID,question:Question,answer:Answer,category:Category,order:Order,isActive:Active,tags:Tags,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['question', 'category', 'order', 'isActive'],
  model: FaqModel,
  plan: (_actor, f) => ({ query: activeOnly(f), sort: { order: 1 } }),
});

const enrollmentsSource = listSource({
  type: 'enrollments',
  title: 'Enrollments',
  columns:
    'id:ID,userId:User ID,userName:User Name,userEmail:User Email,courseId:Course ID,courseTitle:Course,enrollmentDate:Enrollment Date,paymentStatus:Payment Status,paymentAmount:Payment Amount,rating:Rating,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['userName', 'userEmail', 'courseTitle', 'enrollmentDate', 'paymentStatus', 'paymentAmount'],
  model: EnrollmentModel,
  plan: (_actor, f) => ({ query: f.status ? { paymentStatus: f.status } : {}, sort: { enrollmentDate: -1, _id: -1 } }),
  computed: () => {
    const courseTitle = lookup(async (courseId) => (await CourseModel.findById(courseId, { title: 1 }).lean())?.title ?? null);
    return {
      userId: (e) => String(e['user']),
      courseId: (e) => String(e['course']),
      courseTitle: (e) => courseTitle(e['course']),
    };
  },
});

const applicationsSource = listSource({
  type: 'applications',
  title: 'Applications',
  columns:
    'id:ID,jobId:Job ID,jobTitle:Job,applicantId:Applicant ID,applicantName:Applicant,applicantEmail:Applicant Email,phone:Phone,coverLetter:Cover Letter,resume:Résumé,status:Status,createdAt:Created At,updatedAt:Updated At',
  pdfColumns: ['jobTitle', 'applicantName', 'applicantEmail', 'resume', 'status', 'createdAt'],
  model: ApplicationModel,
  plan: (_actor, f) => ({ query: f.status ? { status: f.status } : {}, sort: { createdAt: -1, _id: -1 } }),
  computed: () => {
    const jobTitle = lookup(async (jobId) => (await JobModel.findById(jobId, { title: 1 }).lean())?.title ?? null);
    const applicant = lookup(async (userId) => await UserModel.findById(userId, { name: 1, email: 1 }).lean());
    return {
      jobId: (a) => String(a['job']),
      jobTitle: (a) => jobTitle(a['job']),
      applicantId: (a) => String(a['applicant']),
      applicantName: async (a) => (await applicant(a['applicant']))?.name ?? null,
      applicantEmail: async (a) => (await applicant(a['applicant']))?.email ?? null,
      // The résumé's bytes stay in the file store; only its file name is exported.
      resume: (a) => ((a['resume'] ?? {}) as { filename?: string }).filename ?? null,
    };
  },
});

/** Nested values as plain data: ids as text, no sub-document `_id`s, dates kept for formatting. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value;
  if (value instanceof Types.ObjectId) return value.toHexString();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') {
    const out: Row = {};
    for (const [k, v] of Object.entries(value)) if (k !== '_id' && k !== '__v') out[k] = plain(v);
    return out;
  }
  return value;
}

export const EXPORT_SOURCES: Record<SourceType, ExportSource> = {
  services: servicesSource,
  users: usersSource,
  courses: coursesSource,
  jobs: jobsSource,
  'contact-messages': contactMessagesSource,
  'contact-info': contactInfoSource,
  'global-offices': officesSource,
  faqs: faqsSource,
  enrollments: enrollmentsSource,
  applications: applicationsSource,
  activity: activitySource,
  analytics: analyticsSource,
};
