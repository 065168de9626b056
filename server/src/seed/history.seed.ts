/**
 * A year of sample history for a fresh database, so a newcomer's dashboard and
 * analytics show living figures: accounts created over the months (more lately), enrollments with
 * their payments and completions, applications moving through the hiring pipeline, job views,
 * contact messages, sign-ins, and the activity entries all of these would have written. Every date
 * is relative to `now` (the day the database is created); the pseudo-random choices are seeded, so
 * two fresh databases tell the same story.
 *
 * Everything is marked as sample data: accounts and messages use example.com addresses, sample
 * accounts have no password (nobody can sign in as them), and activity entries carry `sample: true`.
 */
import { Types } from 'mongoose';
import { activityDocument, type ActivityEntry } from '../modules/activity/index.js';
import { ActivityModel } from '../modules/activity/activity.model.js';
import { rebuildRollups } from '../modules/dashboards/index.js';
import type { Actor } from '../core/actor.js';
import { CONTACT_MESSAGE_SEARCH_FIELDS, ContactMessageModel, type MessagePriority, type MessageStatus, type ServiceInterest } from '../modules/contact/contact-message.model.js';
import { CourseModel, payableAmount } from '../modules/courses/course.model.js';
import { EnrollmentModel, type PaymentStatus } from '../modules/courses/enrollment.model.js';
import { formatDollars } from '../core/money.js';
import { ApplicationModel, type ApplicationHistoryEntry, type ApplicationStatus } from '../modules/jobs/application.model.js';
import { saveResume } from '../modules/jobs/index.js';
import { APPLICATION_ACTIVITY } from '../modules/jobs/index.js';
import { AUTH_ACTIVITY } from '../modules/auth/index.js';
import { ENROLLMENT_ACTIVITY } from '../modules/courses/index.js';
import { CONTACT_ACTIVITY } from '../modules/contact/index.js';
import { JobModel } from '../modules/jobs/job.model.js';
import { JobViewDayModel } from '../modules/jobs/job-view-day.model.js';
import { SEARCH_WORDS_PATH, wordsOfDoc } from '../modules/search/index.js';
import { USER_SEARCH_FIELDS, UserModel } from '../modules/users/user.model.js';
import { pdfOf, seededRandom } from './sample-data.js';

const DAY = 24 * 60 * 60 * 1000;
/** Inside the activity log's 365-day retention, so no entry expires on the first day. */
const HISTORY_DAYS = 360;
const STUDENTS = 110;
const APPLICANTS = 45;

const FIRST_NAMES = ['Ana', 'Ben', 'Chloe', 'Daniel', 'Emma', 'Farid', 'Grace', 'Hiro', 'Isabel', 'Jonas', 'Kavya', 'Liam', 'Maya', 'Noah', 'Olivia', 'Pedro', 'Quinn', 'Rosa', 'Samir', 'Tara', 'Umar', 'Vera', 'Wei', 'Ximena', 'Yusuf', 'Zoe'];
const LAST_NAMES = ['Ruiz', 'Okafor', 'Lindqvist', 'Nakamura', 'Haddad', 'Kowalski', 'Moreau', 'Singh', 'Brennan', 'Costa', 'Fischer', 'Alvarez', 'Chen', 'Mensah', 'Novak', 'Petrov', 'Rahman', 'Schultz', 'Tanaka', 'Walsh'];
const MESSAGE_TOPICS: { subject: string; message: string; interest: ServiceInterest }[] = [
  { subject: 'Chatbot for customer support', message: 'We would like to reduce the load on our support desk with an assistant. What would a pilot look like?', interest: 'consulting' },
  { subject: 'Team workshop on prompt engineering', message: 'Could you run a half-day workshop for 15 marketing colleagues?', interest: 'training' },
  { subject: 'Forecasting model review', message: 'We have a demand model in production and would like an external review of it.', interest: 'ml' },
  { subject: 'Partnership with our university', message: 'Our data science program is looking for industry partners for student projects.', interest: 'partnership' },
  { subject: 'Question about course certificates', message: 'Do your courses come with a certificate we can show our employer?', interest: 'general' },
  { subject: 'Document classification project', message: 'We receive thousands of scanned forms a week and want to sort them automatically.', interest: 'ml' },
];

/** The smallest well-formed PDF: each sample application has a résumé of its own to open. */
function sampleResume(name: string): Buffer {
  const text = `(Sample resume of ${name.replace(/[()\\]/g, '')})`;
  const stream = `BT /F1 14 Tf 72 720 Td ${text} Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfOf(objects);
}

type SampleUser = { _id: Types.ObjectId; name: string; email: string; role: 'student' | 'applicant'; createdAt: Date };

export async function seedHistory(now = new Date()): Promise<void> {
  const random = seededRandom(12);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (from: number, to: number) => from + random() * (to - from);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const capped = (date: Date) => (date.getTime() > now.getTime() - 60_000 ? new Date(now.getTime() - 60_000) : date);
  const activity: ReturnType<typeof activityDocument>[] = [];
  const log = (entry: ActivityEntry & { at: Date }) => activity.push(activityDocument(entry));
  const hiringTeam: Actor = { id: new Types.ObjectId().toString(), name: 'Hiring team', role: 'editor', email: 'hiring@example.com' };

  // Accounts: more of them lately (a growing business), none in the last hour.
  const users: SampleUser[] = [];
  for (let i = 0; i < STUDENTS + APPLICANTS; i++) {
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const role = i < STUDENTS ? 'student' : 'applicant';
    const createdAt = daysAgo(HISTORY_DAYS * (1 - Math.sqrt(random())) + 0.05);
    users.push({ _id: new Types.ObjectId(), name, email: `${name.toLowerCase().replace(' ', '.')}.${i + 1}@example.com`, role, createdAt });
  }
  const lastLogin = new Map<string, Date>();
  for (const user of users) {
    const who = { id: user._id.toString(), name: user.name, role: user.role, email: user.email };
    log({ actor: who, action: 'create', entityType: 'user', entityId: user._id, summary: AUTH_ACTIVITY.registered(user.name, user.role), at: user.createdAt });
    // Sign-ins (the Active Users figure): a few, spread after the account was created.
    const age = (now.getTime() - user.createdAt.getTime()) / DAY;
    const signIns = 1 + Math.floor(random() * Math.min(12, 1 + age / 20));
    for (let s = 0; s < signIns; s++) {
      const at = capped(new Date(user.createdAt.getTime() + random() * age * DAY));
      log({ actor: who, action: 'sign-in', entityType: 'user', entityId: user._id, summary: AUTH_ACTIVITY.signedIn(user.name), at });
      if (at > (lastLogin.get(user.email) ?? user.createdAt)) lastLogin.set(user.email, at);
    }
  }
  await UserModel.collection.insertMany(
    // Raw inserts keep the historical dates (mongoose would stamp today); the admin search's words are added here.
    users.map((u) => ({ ...u, status: 'active', tokenVersion: 0, lastLogin: lastLogin.get(u.email) ?? u.createdAt, updatedAt: u.createdAt, [SEARCH_WORDS_PATH]: wordsOfDoc(u, USER_SEARCH_FIELDS) })),
  );

  // Enrollments: students take one to three published courses, pay (a few pay late or fail), learn.
  // In the catalog's order (the first sample course newest): the first ones, the free introduction
  // among them, draw the most learners, as a catalog sorted by popularity expects.
  const courses = await CourseModel.find({ status: 'published' }, { title: 1, price: 1, discountPrice: 1, modules: 1 }).sort({ createdAt: -1, _id: -1 }).lean();
  const popularCourse = () => courses[Math.floor(random() ** 2 * courses.length)] ?? pick(courses);
  const enrollments: Record<string, unknown>[] = [];
  for (const student of users.filter((u) => u.role === 'student' && courses.length)) {
    const taken = new Set<string>();
    const count = 1 + Math.floor(random() * 3);
    for (let c = 0; c < count; c++) {
      const course = popularCourse();
      if (taken.has(course._id.toString())) continue;
      taken.add(course._id.toString());
      const age = (now.getTime() - student.createdAt.getTime()) / DAY;
      const enrollmentDate = capped(new Date(student.createdAt.getTime() + between(0, Math.min(45, age)) * DAY));
      const amount = payableAmount(course);
      const waited = (now.getTime() - enrollmentDate.getTime()) / DAY;
      const paymentStatus: PaymentStatus = amount === 0 ? 'completed' : waited < 4 && random() < 0.6 ? 'pending' : random() < 0.05 ? 'failed' : 'completed';
      const paidAt = paymentStatus === 'completed' ? capped(new Date(enrollmentDate.getTime() + (amount === 0 ? 0 : between(0, Math.min(2, waited)) * DAY))) : null;
      let completedModules: Types.ObjectId[] = [];
      let completedAt: Date | null = null;
      if (paidAt) {
        const learned = (now.getTime() - paidAt.getTime()) / DAY;
        const all = course.modules.map((m) => m._id);
        if (learned > 20 && random() < 0.45) {
          completedModules = all;
          completedAt = capped(new Date(paidAt.getTime() + between(14, Math.min(90, learned)) * DAY));
        } else {
          completedModules = all.slice(0, Math.floor(random() * all.length));
        }
      }
      const _id = new Types.ObjectId();
      enrollments.push({ _id, user: student._id, course: course._id, userName: student.name, userEmail: student.email, enrollmentDate, paymentStatus, paymentAmount: amount, completedModules, paidAt, completedAt, createdAt: enrollmentDate, updatedAt: completedAt ?? paidAt ?? enrollmentDate });
      const who = { id: student._id.toString(), name: student.name, role: student.role, email: student.email };
      log({ actor: who, action: 'create', entityType: 'enrollment', entityId: _id, summary: ENROLLMENT_ACTIVITY.enrolled(student.name, course.title), status: amount > 0 ? 'pending' : 'success', link: '/admin/courses', at: enrollmentDate });
      if (paymentStatus !== 'pending') {
        const settled = paidAt ?? capped(new Date(enrollmentDate.getTime() + DAY));
        const summary = amount > 0 ? ENROLLMENT_ACTIVITY.paid(formatDollars(amount), student.name, course.title, paymentStatus) : ENROLLMENT_ACTIVITY.freePaid(student.name, course.title);
        log({ actor: 'system', action: 'status-change', entityType: 'enrollment', entityId: _id, summary, status: paymentStatus === 'failed' ? 'error' : 'success', before: { paymentStatus: 'pending' }, after: { paymentStatus }, at: settled });
      }
    }
  }
  if (enrollments.length) await EnrollmentModel.collection.insertMany(enrollments);
  for (const course of courses) {
    await CourseModel.updateOne({ _id: course._id }, { $set: { enrollmentCount: await EnrollmentModel.countDocuments({ course: course._id }) } });
  }

  // Jobs: daily views since each was posted, and applications moving through the pipeline.
  const jobs = await JobModel.find({ status: { $ne: 'draft' }, postedDate: { $ne: null } }, { title: 1, postedDate: 1 }).lean();
  const viewDays: Record<string, unknown>[] = [];
  const views = new Map<string, number>();
  for (const job of jobs) {
    const posted = job.postedDate ?? now;
    for (let day = new Date(Date.UTC(posted.getUTCFullYear(), posted.getUTCMonth(), posted.getUTCDate())); day <= now; day = new Date(day.getTime() + DAY)) {
      const count = 4 + Math.floor(random() * 22);
      viewDays.push({ job: job._id, date: day, count });
      views.set(job._id.toString(), (views.get(job._id.toString()) ?? 0) + count);
    }
  }
  if (viewDays.length) await JobViewDayModel.collection.insertMany(viewDays);

  const pipeline: ApplicationStatus[] = ['submitted', 'reviewing', 'interviewing', 'offered', 'hired'];
  const applications: Record<string, unknown>[] = [];
  for (const candidate of users.filter((u) => u.role === 'applicant' && jobs.length)) {
    const job = pick(jobs);
    const opened = Math.max(candidate.createdAt.getTime(), (job.postedDate ?? now).getTime());
    const createdAt = capped(new Date(opened + random() * (now.getTime() - opened) * 0.7));
    const who = { id: candidate._id.toString(), name: candidate.name, role: candidate.role, email: candidate.email };
    const history: ApplicationHistoryEntry[] = [{ status: 'submitted', at: createdAt, by: candidate._id, byName: candidate.name }];
    const _id = new Types.ObjectId();
    const link = `/admin/jobs/${job._id.toString()}/applications`;
    log({ actor: who, action: 'create', entityType: 'application', entityId: _id, summary: APPLICATION_ACTIVITY.applied(candidate.name, job.title), status: 'pending', link, at: createdAt });
    let status: ApplicationStatus = 'submitted';
    let at = createdAt;
    for (let step = 1; step < pipeline.length; step++) {
      at = new Date(at.getTime() + between(1, 6) * DAY);
      if (at.getTime() > now.getTime() - 60_000 || random() < 0.2) break;
      const roll = random();
      const next: ApplicationStatus = roll < 0.04 ? 'withdrawn' : roll < (step === 4 ? 0.1 : 0.3) ? 'rejected' : (pipeline[step] as ApplicationStatus);
      const actor = next === 'withdrawn' ? who : hiringTeam;
      history.push({ status: next, at, by: new Types.ObjectId(actor.id), byName: actor.name });
      const summary = next === 'withdrawn' ? APPLICATION_ACTIVITY.withdrew(candidate.name, job.title) : APPLICATION_ACTIVITY.moved(hiringTeam.name, candidate.name, job.title, next);
      log({ actor, action: 'status-change', entityType: 'application', entityId: _id, summary, status: next === 'rejected' ? 'error' : 'success', before: { status }, after: { status: next }, link, at });
      status = next;
      if (next === 'rejected' || next === 'withdrawn') break;
    }
    const filename = `${candidate.name.replace(' ', '-')}-resume.pdf`;
    const bytes = sampleResume(candidate.name);
    const fileId = await saveResume(bytes, { filename, contentType: 'application/pdf' });
    applications.push({ _id, job: job._id, applicant: candidate._id, phone: '+1 555 0100', coverLetter: null, resume: { fileId, filename, contentType: 'application/pdf', size: bytes.length }, status, history, createdAt, updatedAt: at });
  }
  if (applications.length) await ApplicationModel.collection.insertMany(applications);
  for (const job of jobs) {
    const applied = await ApplicationModel.countDocuments({ job: job._id });
    await JobModel.updateOne({ _id: job._id }, { $set: { applications: applied, views: views.get(job._id.toString()) ?? 0 } });
  }

  // Contact messages over the year: older ones answered or archived, recent ones still open.
  const messages: Record<string, unknown>[] = [];
  for (let i = 0; i < 30; i++) {
    const topic = pick(MESSAGE_TOPICS);
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const age = HISTORY_DAYS * random();
    const createdAt = daysAgo(age + 0.1);
    const status: MessageStatus = age < 7 ? pick(['new', 'read'] as const) : age < 30 ? pick(['read', 'replied'] as const) : pick(['replied', 'archived'] as const);
    const priority: MessagePriority = pick(['high', 'medium', 'medium', 'low'] as const);
    const _id = new Types.ObjectId();
    messages.push({
      _id,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}.msg${i + 1}@example.com`,
      serviceInterest: topic.interest,
      subject: topic.subject,
      message: topic.message,
      status,
      priority,
      ...(status === 'replied' || status === 'archived' ? { reply: 'Thank you for your message. We have sent you a few options by e-mail.', repliedAt: new Date(createdAt.getTime() + DAY), repliedBy: 'Hiring team' } : {}),
      createdAt,
      updatedAt: createdAt,
    });
    log({ actor: 'visitor', action: 'create', entityType: 'contact-message', entityId: _id, summary: CONTACT_ACTIVITY.sent(name, topic.subject), status: 'pending', at: createdAt });
  }
  await ContactMessageModel.collection.insertMany(messages.map((m) => ({ ...m, [SEARCH_WORDS_PATH]: wordsOfDoc(m, CONTACT_MESSAGE_SEARCH_FIELDS) })));

  await ActivityModel.collection.insertMany(activity.map((entry) => ({ ...entry, sample: true })));
  // Bulk inserts bypass the write paths: the insight rollups and the users' sign-in and
  // engagement dates are built from the records, as after any bulk write.
  await rebuildRollups();
}
