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
import type { ExportFilters, ExportType } from './export.options.js';
import { activitySource, analyticsSource } from './export.report-sources.js';
import { streamed, type Doc } from './export.stream.js';

export type Row = Record<string, unknown>;
export type Column = { key: string; label: string };
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
const cols = (spec: string): Column[] =>
  spec.split(',').map((pair) => {
    const [key, label] = pair.split(':') as [string, string | undefined];
    return { key: key.trim(), label: (label ?? key).trim() };
  });

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

const usersSource: ExportSource = {
  type: 'users',
  title: 'Users',
  columns: cols(
    'id:ID,name:Name,email:Email,role:Role,status:Status,phone:Phone,company:Company,department:Department,position:Position,joinDate:Join Date,lastLogin:Last Login,updatedAt:Updated At',
  ),
  pdfColumns: ['name', 'email', 'role', 'status', 'joinDate', 'lastLogin'],
  open: (actor, f) =>
    streamed(asModel(UserModel), userListQuery(actor, { search: f.search, role: f.role, status: f.status }), (u) => ({
      id: id(u),
      name: u['name'],
      email: u['email'],
      role: u['role'],
      status: u['status'],
      phone: u['phone'] ?? null,
      company: u['company'] ?? null,
      department: u['department'] ?? null,
      position: u['position'] ?? null,
      joinDate: u['createdAt'],
      lastLogin: u['lastLogin'] ?? null,
      updatedAt: u['updatedAt'],
    })),
};

const servicesSource: ExportSource = {
  type: 'services',
  title: 'Services',
  columns: cols(
    'id:ID,title:Title,shortDescription:Short Description,description:Description,icon:Icon,features:Features,price:Price,category:Category,status:Status,popularity:Popularity,clients:Clients,rating:Rating,createdAt:Created At,updatedAt:Updated At',
  ),
  pdfColumns: ['title', 'category', 'status', 'price', 'clients', 'rating'],
  open: (actor, f) =>
    streamed(asModel(ServiceModel), serviceListQuery(actor, { search: f.search, category: f.category, status: f.status }), (s) => ({
      id: id(s),
      ...pick(s, ['title', 'shortDescription', 'description', 'icon', 'features', 'price', 'category', 'status', 'popularity', 'clients', 'rating', 'createdAt', 'updatedAt']),
    })),
};

const coursesSource: ExportSource = {
  type: 'courses',
  title: 'Courses',
  columns: cols(
    'id:ID,title:Title,description:Description,category:Category,level:Level,duration:Duration,price:Price,discountPrice:Discount Price,instructor:Instructor,status:Status,isPublished:Published,skills:Skills,certificate:Certificate,rating:Rating,enrollmentCount:Enrollments,createdAt:Created At,updatedAt:Updated At',
  ),
  pdfColumns: ['title', 'category', 'level', 'status', 'price', 'enrollmentCount', 'rating'],
  open: (actor, f) =>
    streamed(
      asModel(CourseModel),
      courseListQuery(actor, { search: f.search, category: f.category, level: f.level, status: f.status }),
      (c) => {
        const instructor = (c['instructor'] ?? {}) as { name?: string };
        return {
          id: id(c),
          ...pick(c, ['title', 'description', 'category', 'level', 'duration', 'price', 'discountPrice']),
          instructor: instructor.name ?? null,
          status: c['status'],
          isPublished: c['status'] === 'published',
          ...pick(c, ['skills', 'certificate', 'rating', 'enrollmentCount', 'createdAt', 'updatedAt']),
        };
      },
    ),
};

const jobsSource: ExportSource = {
  type: 'jobs',
  title: 'Jobs',
  columns: cols(
    'id:ID,title:Title,company:Company,location:Location,type:Type,level:Level,department:Department,salary:Salary,experience:Experience,description:Description,requirements:Requirements,benefits:Benefits,status:Status,applications:Applications,views:Views,postedDate:Posted Date,deadline:Deadline,createdAt:Created At,updatedAt:Updated At',
  ),
  pdfColumns: ['title', 'company', 'location', 'type', 'status', 'applications', 'postedDate'],
  open: (actor, f) =>
    streamed(
      asModel(JobModel),
      jobListQuery(actor, { search: f.search, type: f.jobType, level: f.level, department: f.department, status: f.status }),
      (j) => ({
        id: id(j),
        ...pick(j, ['title', 'company', 'location', 'type', 'level', 'department', 'salary', 'experience', 'description', 'requirements', 'benefits']),
        ...pick(j, ['status', 'applications', 'views', 'postedDate', 'deadline', 'createdAt', 'updatedAt']),
      }),
    ),
};

const contactMessagesSource: ExportSource = {
  type: 'contact-messages',
  title: 'Contact Messages',
  columns: cols(
    'id:ID,name:Name,email:Email,phone:Phone,company:Company,subject:Subject,message:Message,status:Status,priority:Priority,reply:Reply,repliedAt:Replied At,repliedBy:Replied By,createdAt:Created At,updatedAt:Updated At',
  ),
  pdfColumns: ['name', 'email', 'subject', 'status', 'priority', 'createdAt'],
  open: (actor, f) =>
    streamed(asModel(ContactMessageModel), contactMessageListQuery(actor, { search: f.search, status: f.status, priority: f.priority }), (m) => ({
      id: id(m),
      ...pick(m, ['name', 'email', 'phone', 'company', 'subject', 'message', 'status', 'priority', 'reply', 'repliedAt', 'repliedBy', 'createdAt', 'updatedAt']),
    })),
};

const contactInfoSource: ExportSource = {
  type: 'contact-info',
  title: 'Contact Info',
  columns: cols('id:ID,type:Type,title:Title,value:Value,icon:Icon,isActive:Active,order:Order,createdAt:Created At,updatedAt:Updated At'),
  pdfColumns: ['type', 'title', 'value', 'isActive', 'order'],
  open: (_actor, f) =>
    streamed(asModel(ContactInfoModel), { query: activeOnly(f), sort: { order: 1, createdAt: 1, _id: 1 } }, (c) => ({
      id: id(c),
      ...pick(c, ['type', 'title', 'value', 'icon', 'isActive', 'order', 'createdAt', 'updatedAt']),
    })),
};

const officesSource: ExportSource = {
  type: 'global-offices',
  title: 'Global Offices',
  columns: cols(
    'id:ID,name:Name,address:Address,city:City,country:Country,phone:Phone,email:Email,timezone:Timezone,isHeadquarters:Headquarters,isActive:Active,workingHours:Working Hours,coordinates:Coordinates,createdAt:Created At,updatedAt:Updated At',
  ),
  pdfColumns: ['name', 'city', 'country', 'phone', 'email', 'isHeadquarters', 'isActive'],
  open: (_actor, f) =>
    streamed(asModel(GlobalOfficeModel), { query: activeOnly(f), sort: { isHeadquarters: -1, createdAt: 1, _id: 1 } }, (o) => ({
      id: id(o),
      ...pick(o, ['name', 'address', 'city', 'country', 'phone', 'email', 'timezone', 'isHeadquarters', 'isActive', 'workingHours', 'coordinates', 'createdAt', 'updatedAt']),
    })),
};

const faqsSource: ExportSource = {
  type: 'faqs',
  title: 'FAQs',
  columns: cols('id:ID,question:Question,answer:Answer,category:Category,order:Order,isActive:Active,tags:Tags,createdAt:Created At,updatedAt:Updated At'),
  pdfColumns: ['question', 'category', 'order', 'isActive'],
  open: (_actor, f) =>
    streamed(asModel(FaqModel), { query: activeOnly(f), sort: { order: 1 } }, (q) => ({
      id: id(q),
      ...pick(q, ['question', 'answer', 'category', 'order', 'isActive', 'tags', 'createdAt', 'updatedAt']),
    })),
};

const enrollmentsSource: ExportSource = {
  type: 'enrollments',
  title: 'Enrollments',
  columns: cols(
    'id:ID,userId:User ID,userName:User Name,userEmail:User Email,courseId:Course ID,courseTitle:Course,enrollmentDate:Enrollment Date,paymentStatus:Payment Status,paymentAmount:Payment Amount,rating:Rating,createdAt:Created At,updatedAt:Updated At',
  ),
  pdfColumns: ['userName', 'userEmail', 'courseTitle', 'enrollmentDate', 'paymentStatus', 'paymentAmount'],
  open: (_actor, f) => {
    const courseTitle = lookup(async (courseId) => (await CourseModel.findById(courseId, { title: 1 }).lean())?.title ?? null);
    const query: QueryFilter<Doc> = f.status ? { paymentStatus: f.status } : {};
    return streamed(asModel(EnrollmentModel), { query, sort: { enrollmentDate: -1, _id: -1 } }, async (e) => ({
      id: id(e),
      userId: String(e['user']),
      userName: e['userName'],
      userEmail: e['userEmail'],
      courseId: String(e['course']),
      courseTitle: await courseTitle(e['course']),
      ...pick(e, ['enrollmentDate', 'paymentStatus', 'paymentAmount', 'rating', 'createdAt', 'updatedAt']),
    }));
  },
};

const applicationsSource: ExportSource = {
  type: 'applications',
  title: 'Applications',
  columns: cols(
    'id:ID,jobId:Job ID,jobTitle:Job,applicantId:Applicant ID,applicantName:Applicant,applicantEmail:Applicant Email,phone:Phone,coverLetter:Cover Letter,resume:Résumé,status:Status,createdAt:Created At,updatedAt:Updated At',
  ),
  pdfColumns: ['jobTitle', 'applicantName', 'applicantEmail', 'resume', 'status', 'createdAt'],
  open: (_actor, f) => {
    const jobTitle = lookup(async (jobId) => (await JobModel.findById(jobId, { title: 1 }).lean())?.title ?? null);
    const applicant = lookup(async (userId) => await UserModel.findById(userId, { name: 1, email: 1 }).lean());
    const query: QueryFilter<Doc> = f.status ? { status: f.status } : {};
    return streamed(asModel(ApplicationModel), { query, sort: { createdAt: -1, _id: -1 } }, async (a) => {
      const person = await applicant(a['applicant']);
      // The résumé's bytes stay in GridFS; only its file name is exported.
      const resume = (a['resume'] ?? {}) as { filename?: string };
      return {
        id: id(a),
        jobId: String(a['job']),
        jobTitle: await jobTitle(a['job']),
        applicantId: String(a['applicant']),
        applicantName: person?.name ?? null,
        applicantEmail: person?.email ?? null,
        phone: a['phone'],
        coverLetter: a['coverLetter'] ?? null,
        resume: resume.filename ?? null,
        ...pick(a, ['status', 'createdAt', 'updatedAt']),
      };
    });
  },
};

function pick(doc: Doc, keys: string[]): Row {
  const out: Row = {};
  for (const key of keys) out[key] = plain(doc[key]);
  return out;
}

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
