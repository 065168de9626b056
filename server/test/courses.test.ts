import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { NotificationModel } from '../src/modules/notifications/notification.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: { id: string; token: string };
let editor: string;
let student: { id: string; email: string; token: string };
let applicant: string;

const COURSE_FIELDS = `id title description category level duration price discountPrice status isPublished skills certificate
  rating ratingCount enrollmentCount students instructor { name title bio } modules { id title lessons { id title } } createdAt updatedAt`;
const ENROLLMENT_FIELDS = `id userId courseId user { id name email } course { id title } enrollmentDate paymentStatus paymentAmount
  completedModules progress rating ratedAt`;
const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { ${COURSE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CourseUpdateInput!) { updateCourse(id: $id, input: $input) { ${COURSE_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteCourse(id: $id) }`;
const LIST = `query($filter: CourseFilter, $page: PageInput) { courses(filter: $filter, page: $page) { total page pageSize items { id title status level category } } }`;
const ONE = `query($id: ID!) { course(id: $id) { id title status myEnrollment { id paymentStatus progress } } }`;
const STATS = `{ courseStats { total published draft archived totalEnrollments pendingPayments averageRating ratingCount } }`;
const CATALOG = `{ courseCatalogStats { totalCourses levels { level count } students averageRating ratingCount instructors certificateCourses } }`;
const ENROLL = `mutation($courseId: ID!) { enrollInCourse(courseId: $courseId) { ${ENROLLMENT_FIELDS} } }`;
const ENROLLMENTS = `query($courseId: ID!) { courseEnrollments(courseId: $courseId) { total items { ${ENROLLMENT_FIELDS} } } }`;
const MINE = `{ myEnrollments { total items { ${ENROLLMENT_FIELDS} course { id title modules { id } } } } }`;
const PAY = `mutation($id: ID!, $status: PaymentStatus!) { updateEnrollmentPayment(id: $id, paymentStatus: $status) { ${ENROLLMENT_FIELDS} } }`;
const COMPLETE = `mutation($courseId: ID!, $moduleId: ID!, $completed: Boolean!) { setModuleCompleted(courseId: $courseId, moduleId: $moduleId, completed: $completed) { completedModules progress } }`;
const RATE = `mutation($courseId: ID!, $rating: Int!) { rateCourse(courseId: $courseId, rating: $rating) { rating ratedAt } }`;

let titleCounter = 0;
const valid = (over: Record<string, unknown> = {}) => ({
  title: `Deep Learning ${++titleCounter}`,
  description: 'Neural networks from first principles to production.',
  ...over,
});

type Course = { id: string; modules: { id: string; title: string }[]; [key: string]: unknown };

async function create(over: Record<string, unknown> = {}): Promise<Course> {
  const res = await t.gql(CREATE, { input: valid(over) }, admin.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createCourse;
}

const code = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) => res.body.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
  editor = (await t.userWithToken('editor')).token;
  student = await t.userWithToken('student', { name: 'Grace Hopper' });
  applicant = (await t.userWithToken('applicant')).token;
});
afterAll(() => t.close());

describe('creating a course', () => {
  it('applies the add-form defaults: programming, beginner, published, certificate, no ratings or students', async () => {
    const c = await create();
    expect(c).toMatchObject({
      category: 'programming',
      level: 'beginner',
      status: 'published',
      isPublished: true,
      price: 0,
      discountPrice: null,
      certificate: true,
      rating: 0,
      ratingCount: 0,
      enrollmentCount: 0,
      students: 0,
      skills: [],
      modules: [],
      instructor: { name: '', title: null, bio: null },
    });
    expect(new Date(c['createdAt'] as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps modules with lessons and skills, dropping empty rows and duplicate skills', async () => {
    const c = await create({
      price: 499,
      discountPrice: 399,
      duration: '8 weeks',
      level: 'expert',
      category: 'ai-ml',
      instructor: { name: 'Dr. Sarah Chen', title: 'Lead ML Engineer', bio: '15 years of applied ML.' },
      modules: [
        { title: 'Foundations', lessons: [{ title: 'Tensors' }, { title: 'Autograd' }] },
        { title: ' ', lessons: [] },
        { title: 'Training', lessons: [] },
      ],
      skills: ['PyTorch', 'pytorch', ' ', 'CNNs'],
      certificate: false,
      // A module without lessons is kept on a draft (publishing it is refused).
      status: 'draft',
    });
    expect(c).toMatchObject({ price: 499, discountPrice: 399, duration: '8 weeks', level: 'expert', category: 'ai-ml', certificate: false });
    expect(c.modules.map((m) => m.title)).toEqual(['Foundations', 'Training']);
    expect(c['modules']).toMatchObject([{ lessons: [{ title: 'Tensors' }, { title: 'Autograd' }] }, { lessons: [] }]);
    expect(c['skills']).toEqual(['PyTorch', 'CNNs']);
    expect(c.modules[0]!.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('names every missing required field and each broken rule', async () => {
    const missing = await t.gql(CREATE, { input: { title: ' ', description: '' } }, admin.token);
    expect(code(missing)).toBe('BAD_USER_INPUT');
    expect(missing.body.errors?.[0]?.extensions?.fields).toEqual({ title: 'Title is required', description: 'Description is required' });

    const rules = await t.gql(CREATE, { input: valid({ category: 'cooking', price: -5, modules: [{ title: '', lessons: [{ title: 'Orphan lesson' }] }] }) }, admin.token);
    expect(rules.body.errors?.[0]?.extensions?.fields).toEqual({
      category: 'Category must be one of programming, design, business, marketing, data-science, ai-ml',
      price: 'Price must be at least 0',
      'modules.0.title': 'Module title is required',
    });

    const discount = await t.gql(CREATE, { input: valid({ price: 100, discountPrice: 100 }) }, admin.token);
    expect(discount.body.errors?.[0]?.extensions?.fields).toEqual({ discountPrice: 'Discount price must be less than the price' });

    const cents = await t.gql(CREATE, { input: valid({ price: 10.999 }) }, admin.token);
    expect(cents.body.errors?.[0]?.extensions?.fields).toEqual({ price: 'Price must have at most 2 decimals' });
  });

  it("takes the REST form's shapes: status active is published, an instructor name, numeric text", async () => {
    const res = await t.rest('POST', '/courses', valid({ status: 'active', instructor: 'Marcus Johnson', price: '49.99' }), admin.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'published', isPublished: true, instructor: { name: 'Marcus Johnson' }, price: 49.99, priceLabel: '$49.99', students: 0 });
    expect(res.body.data.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.data._id).toBeUndefined();

    const legacy = await t.rest('POST', '/courses', valid({ isPublished: false }), admin.token);
    expect(legacy.body.data).toMatchObject({ status: 'draft', isPublished: false, priceLabel: 'Free' });

    const bad = await t.rest('POST', '/courses', { title: 'x' }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ description: 'Description is required' });
  });

  it('lets editors create and refuses guests, students and applicants', async () => {
    expect((await t.gql(CREATE, { input: valid() }, editor)).body.data?.createCourse.id).toBeTruthy();
    expect(code(await t.gql(CREATE, { input: valid() }))).toBe('UNAUTHENTICATED');
    expect(code(await t.gql(CREATE, { input: valid() }, student.token))).toBe('FORBIDDEN');
    expect(code(await t.gql(CREATE, { input: valid() }, applicant))).toBe('FORBIDDEN');
    expect((await t.rest('POST', '/courses', valid())).status).toBe(401);
    expect((await t.rest('POST', '/courses', valid(), student.token)).status).toBe(403);
  });
});

describe('who sees which course', () => {
  it('shows guests, students and applicants published courses only; admins see all', async () => {
    const published = await create({ title: 'Visible Course' });
    const draft = await create({ title: 'Hidden Draft', status: 'draft' });
    const archived = await create({ title: 'Old Archived', status: 'archived' });
    for (const token of [null, student.token, applicant]) {
      const res = await t.gql(LIST, { filter: { status: 'draft' }, page: { pageSize: 100 } }, token);
      const ids = res.body.data.courses.items.map((c: { id: string }) => c.id);
      expect(ids).toContain(published.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(archived.id);
      expect((await t.gql(ONE, { id: draft.id }, token)).body.data.course).toBeNull();
      expect((await t.gql(ONE, { id: archived.id }, token)).body.data.course).toBeNull();
    }
    const rest = await t.rest('GET', '/courses?pageSize=100');
    expect(rest.body.data.every((c: { status: string; isPublished: boolean }) => c.status === 'published' && c.isPublished)).toBe(true);
    expect((await t.rest('GET', `/courses/${draft.id}`)).status).toBe(404);
    expect((await t.rest('GET', `/courses/${draft.id}`, undefined, admin.token)).body.data.title).toBe('Hidden Draft');

    const all = await t.gql(LIST, { filter: { status: 'archived' } }, admin.token);
    expect(all.body.data.courses.items.map((c: { id: string }) => c.id)).toContain(archived.id);
    expect(all.body.data.courses.items.every((c: { status: string }) => c.status === 'archived')).toBe(true);
  });

  it('searches title, instructor and skills case-insensitively and filters by category and level', async () => {
    await create({ title: 'Marketing with Models', category: 'marketing', level: 'advanced', skills: ['Attribution modelling'], instructor: { name: 'Aisha Patel' } });
    const bySkill = await t.gql(LIST, { filter: { search: 'ATTRIBUTION' } }, admin.token);
    expect(bySkill.body.data.courses.items.map((c: { title: string }) => c.title)).toEqual(['Marketing with Models']);
    const byInstructor = await t.gql(LIST, { filter: { search: 'aisha' } });
    expect(byInstructor.body.data.courses.total).toBe(1);
    const filtered = await t.gql(LIST, { filter: { category: 'marketing', level: 'advanced' } });
    expect(filtered.body.data.courses.items).toEqual([expect.objectContaining({ title: 'Marketing with Models', level: 'advanced', category: 'marketing' })]);
    expect((await t.gql(LIST, { filter: { search: '.*(' } }, admin.token)).body.data.courses.total).toBe(0);
    const restLevel = await t.rest('GET', '/courses?level=advanced&category=marketing');
    expect(restLevel.body.data.map((c: { title: string }) => c.title)).toEqual(['Marketing with Models']);
    expect(restLevel.body.meta.total).toBe(1);
  });

  it('paginates on the server', async () => {
    const first = await t.gql(LIST, { page: { page: 1, pageSize: 2 } }, admin.token);
    const second = await t.gql(LIST, { page: { page: 2, pageSize: 2 } }, admin.token);
    expect(first.body.data.courses.items).toHaveLength(2);
    expect(first.body.data.courses.total).toBeGreaterThan(3);
    expect(second.body.data.courses.items[0].id).not.toBe(first.body.data.courses.items[0].id);
  });

  it('answers null / 404 for unknown ids, and REST 400 naming the id for malformed ones', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      expect((await t.gql(ONE, { id }, admin.token)).body.data.course).toBeNull();
    }
    expect((await t.rest('GET', '/courses/0123456789abcdef01234567')).status).toBe(404);
    const malformed = await t.rest('GET', '/courses/nope');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['id']);
  });
});

describe('updating a course', () => {
  it('changes only the fields sent, so archiving keeps everything else', async () => {
    const c = await create({ price: 300, discountPrice: 250, duration: '6 weeks', skills: ['SQL'] });
    const res = await t.gql(UPDATE, { id: c.id, input: { status: 'archived' } }, admin.token);
    expect(res.body.data.updateCourse).toMatchObject({ status: 'archived', isPublished: false, price: 300, discountPrice: 250, duration: '6 weeks', skills: ['SQL'] });
    const cleared = await t.gql(UPDATE, { id: c.id, input: { duration: '', discountPrice: null, status: 'published' } }, admin.token);
    expect(cleared.body.data.updateCourse).toMatchObject({ duration: null, discountPrice: null, status: 'published', price: 300 });
  });

  it('checks the discount against the stored price and keeps module ids sent back', async () => {
    const c = await create({ price: 200, status: 'draft', modules: [{ title: 'One', lessons: [{ title: 'a' }] }, { title: 'Two' }] });
    const tooHigh = await t.gql(UPDATE, { id: c.id, input: { discountPrice: 250 } }, admin.token);
    expect(tooHigh.body.errors?.[0]?.extensions?.fields).toEqual({ discountPrice: 'Discount price must be less than the price' });
    const lowered = await t.gql(UPDATE, { id: c.id, input: { price: 100, discountPrice: 250 } }, admin.token);
    expect(code(lowered)).toBe('BAD_USER_INPUT');

    const [one, two] = c.modules;
    const res = await t.gql(UPDATE, { id: c.id, input: { modules: [{ id: two!.id, title: 'Two, renamed' }, { title: 'Three' }, { id: one!.id, title: 'One' }] } }, admin.token);
    const modules: { id: string; title: string }[] = res.body.data.updateCourse.modules;
    expect(modules.map((m) => m.title)).toEqual(['Two, renamed', 'Three', 'One']);
    expect(modules[0]!.id).toBe(two!.id);
    expect(modules[2]!.id).toBe(one!.id);
    expect([one!.id, two!.id]).not.toContain(modules[1]!.id);
  });

  it('refuses students and answers NOT_FOUND for unknown ids', async () => {
    const c = await create();
    expect(code(await t.gql(UPDATE, { id: c.id, input: { title: 'Mine now' } }, student.token))).toBe('FORBIDDEN');
    expect((await t.rest('PUT', `/courses/${c.id}`, { title: 'Mine now' }, applicant)).status).toBe(403);
    expect(code(await t.gql(UPDATE, { id: '0123456789abcdef01234567', input: { title: 'x' } }, admin.token))).toBe('NOT_FOUND');
    expect(code(await t.gql(UPDATE, { id: c.id, input: { title: ' ' } }, admin.token))).toBe('BAD_USER_INPUT');
    const rest = await t.rest('PATCH', `/courses/${c.id}`, { title: 'Renamed by REST' }, admin.token);
    expect(rest.body.data).toMatchObject({ title: 'Renamed by REST', description: 'Neural networks from first principles to production.' });
  });
});

describe('enrolling', () => {
  it('lets a student enroll once: a paid course waits for payment at the discount price, and staff are told', async () => {
    const c = await create({ title: 'Paid Course', price: 499, discountPrice: 399 });
    const before = await NotificationModel.countDocuments({ user: admin.id });
    const res = await t.gql(ENROLL, { courseId: c.id }, student.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.enrollInCourse).toMatchObject({
      userId: student.id,
      courseId: c.id,
      user: { id: student.id, name: 'Grace Hopper', email: student.email },
      course: { id: c.id, title: 'Paid Course' },
      paymentStatus: 'pending',
      paymentAmount: 399,
      completedModules: [],
      progress: 0,
      rating: null,
    });
    expect(await NotificationModel.countDocuments({ user: admin.id })).toBe(before + 1);

    const again = await t.gql(ENROLL, { courseId: c.id }, student.token);
    expect(code(again)).toBe('CONFLICT');
    expect(again.body.errors?.[0]?.message).toBe('You are already enrolled in this course.');
    const course = await t.gql(`query($id: ID!) { course(id: $id) { enrollmentCount students myEnrollment { paymentStatus } } }`, { id: c.id }, student.token);
    expect(course.body.data.course).toEqual({ enrollmentCount: 1, students: 1, myEnrollment: { paymentStatus: 'pending' } });
  });

  it('completes a free course at once and charges the full price when there is no discount', async () => {
    const free = await create({ title: 'Free Course' });
    const res = await t.gql(ENROLL, { courseId: free.id }, student.token);
    expect(res.body.data.enrollInCourse).toMatchObject({ paymentStatus: 'completed', paymentAmount: 0 });
    const paid = await create({ price: 120 });
    const rest = await t.rest('POST', `/courses/${paid.id}/enroll`, undefined, student.token);
    expect(rest.status).toBe(201);
    expect(rest.body.data).toMatchObject({ paymentStatus: 'pending', paymentAmount: 120, courseId: paid.id, progress: 0, user: { name: 'Grace Hopper' } });
    expect((await t.rest('POST', `/courses/${paid.id}/enroll`, undefined, student.token)).status).toBe(409);
  });

  it("keeps an enrolled learner's access to a course after it is archived", async () => {
    const c = await create({ title: 'Soon Archived' });
    await t.gql(ENROLL, { courseId: c.id }, student.token);
    await t.gql(UPDATE, { id: c.id, input: { status: 'archived' } }, admin.token);
    const mine = await t.gql(ONE, { id: c.id }, student.token);
    expect(mine.body.data.course).toMatchObject({ title: 'Soon Archived', status: 'archived', myEnrollment: { paymentStatus: 'completed', progress: 0 } });
    expect((await t.gql(ONE, { id: c.id })).body.data.course).toBeNull();
    expect((await t.gql(ONE, { id: c.id }, applicant)).body.data.course).toBeNull();
  });
});

describe('enrollment lists and payments', () => {
  it("shows admins a course's enrollments with name, e-mail, date, status and amount", async () => {
    const c = await create({ price: 80 });
    const other = await t.userWithToken('student', { name: 'Alan Turing' });
    await t.gql(ENROLL, { courseId: c.id }, student.token);
    await t.gql(ENROLL, { courseId: c.id }, other.token);
    const res = await t.gql(ENROLLMENTS, { courseId: c.id }, admin.token);
    expect(res.body.data.courseEnrollments.total).toBe(2);
    expect(res.body.data.courseEnrollments.items.map((e: { user: { name: string } }) => e.user.name)).toEqual(['Alan Turing', 'Grace Hopper']);
    expect(res.body.data.courseEnrollments.items[1]).toMatchObject({ user: { email: student.email }, paymentStatus: 'pending', paymentAmount: 80 });
    expect(new Date(res.body.data.courseEnrollments.items[0].enrollmentDate).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const rest = await t.rest('GET', `/courses/${c.id}/enrollments`, undefined, admin.token);
    expect(rest.body.data).toHaveLength(2);
    expect(rest.body.data[0]).toMatchObject({ user: { name: 'Alan Turing', email: other.email }, paymentStatus: 'pending', paymentAmount: 80 });
    expect(rest.body.data[0].userName).toBeUndefined();

    expect(code(await t.gql(ENROLLMENTS, { courseId: c.id }, student.token))).toBe('FORBIDDEN');
    expect((await t.rest('GET', `/courses/${c.id}/enrollments`, undefined, student.token)).status).toBe(403);
    expect((await t.rest('GET', `/courses/${c.id}/enrollments`)).status).toBe(401);
    expect(code(await t.gql(ENROLLMENTS, { courseId: '0123456789abcdef01234567' }, admin.token))).toBe('NOT_FOUND');
  });

  it('lets an admin mark a payment completed, which e-mails the learner; students cannot', async () => {
    const c = await create({ title: 'Payment Course', price: 250 });
    const enrollment = (await t.gql(ENROLL, { courseId: c.id }, student.token)).body.data.enrollInCourse;
    expect(code(await t.gql(PAY, { id: enrollment.id, status: 'completed' }, student.token))).toBe('FORBIDDEN');
    const res = await t.gql(PAY, { id: enrollment.id, status: 'completed' }, admin.token);
    expect(res.body.data.updateEnrollmentPayment).toMatchObject({ id: enrollment.id, paymentStatus: 'completed', paymentAmount: 250 });
    const mail = await MailModel.findOne({ to: student.email, subject: 'Payment confirmed: Payment Course' }).lean();
    expect(mail?.text).toContain('$250');
    const stats = (await t.gql(STATS, {}, admin.token)).body.data.courseStats;
    const failed = await t.gql(PAY, { id: enrollment.id, status: 'failed' }, admin.token);
    expect(failed.body.data.updateEnrollmentPayment.paymentStatus).toBe('failed');
    expect(await MailModel.countDocuments({ to: student.email, subject: 'Payment not received: Payment Course' })).toBe(1);
    expect((await t.gql(STATS, {}, admin.token)).body.data.courseStats.pendingPayments).toBe(stats.pendingPayments);
    expect(code(await t.gql(PAY, { id: '0123456789abcdef01234567', status: 'completed' }, admin.token))).toBe('NOT_FOUND');
  });

  it("lists the signed-in user's own enrollments only, over GraphQL and REST", async () => {
    const me = await t.userWithToken('student');
    const c = await create({ title: 'Only Mine' });
    await t.gql(ENROLL, { courseId: c.id }, me.token);
    const res = await t.gql(MINE, {}, me.token);
    expect(res.body.data.myEnrollments.total).toBe(1);
    expect(res.body.data.myEnrollments.items[0]).toMatchObject({ course: { id: c.id, title: 'Only Mine' }, paymentStatus: 'completed' });
    const rest = await t.rest('GET', '/me/enrollments', undefined, me.token);
    expect(rest.body.data).toEqual([expect.objectContaining({ courseId: c.id, course: expect.objectContaining({ title: 'Only Mine' }), progress: 0 })]);
    expect(code(await t.gql(MINE))).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/me/enrollments')).status).toBe(401);
    const applicantList = await t.gql(MINE, {}, applicant);
    expect(applicantList.body.data.myEnrollments.total).toBe(0);
  });
});

describe('progress and ratings', () => {
  it('unlocks modules once paid; progress is the share of lessons completed', async () => {
    const c = await create({ price: 60, modules: [{ title: 'Intro', lessons: [{ title: 'Welcome' }] }, { title: 'Practice', lessons: [{ title: 'First exercise' }] }] });
    const me = await t.userWithToken('student');
    const enrollment = (await t.gql(ENROLL, { courseId: c.id }, me.token)).body.data.enrollInCourse;
    const [intro, practice] = c.modules;
    const locked = await t.gql(COMPLETE, { courseId: c.id, moduleId: intro!.id, completed: true }, me.token);
    expect(code(locked)).toBe('FORBIDDEN');
    expect(locked.body.errors?.[0]?.message).toBe('Your enrollment is waiting for its payment to be confirmed. The lessons open as soon as it is.');

    await t.gql(PAY, { id: enrollment.id, status: 'completed' }, admin.token);
    const half = await t.gql(COMPLETE, { courseId: c.id, moduleId: intro!.id, completed: true }, me.token);
    expect(half.body.data.setModuleCompleted).toEqual({ completedModules: [intro!.id], progress: 50 });
    const twice = await t.gql(COMPLETE, { courseId: c.id, moduleId: intro!.id, completed: true }, me.token);
    expect(twice.body.data.setModuleCompleted.completedModules).toEqual([intro!.id]);
    const full = await t.gql(COMPLETE, { courseId: c.id, moduleId: practice!.id, completed: true }, me.token);
    expect(full.body.data.setModuleCompleted.progress).toBe(100);
    // Unticking a module of a completed course keeps the completion (and its certificate).
    const undone = await t.gql(COMPLETE, { courseId: c.id, moduleId: intro!.id, completed: false }, me.token);
    expect(undone.body.data.setModuleCompleted).toEqual({ completedModules: [practice!.id], progress: 100 });

    expect(code(await t.gql(COMPLETE, { courseId: c.id, moduleId: '0123456789abcdef01234567', completed: true }, me.token))).toBe('NOT_FOUND');
    expect(code(await t.gql(COMPLETE, { courseId: c.id, moduleId: intro!.id, completed: true }, applicant))).toBe('FORBIDDEN');
    expect(code(await t.gql(COMPLETE, { courseId: c.id, moduleId: intro!.id, completed: true }))).toBe('UNAUTHENTICATED');
  });

  it('rates a course over GraphQL, naming the field of a rating out of range (the rules: test/services)', async () => {
    const c = await create({ title: 'Rated Course' });
    const a = await t.userWithToken('student');
    await t.gql(ENROLL, { courseId: c.id }, a.token);
    const res = await t.gql(RATE, { courseId: c.id, rating: 6 }, a.token);
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({ rating: 'Rating must be a whole number from 1 to 5' });
    expect((await t.gql(RATE, { courseId: c.id, rating: 5 }, a.token)).body.data.rateCourse.rating).toBe(5);
    const course = await t.gql(`query($id: ID!) { course(id: $id) { rating ratingCount } }`, { id: c.id });
    expect(course.body.data.course).toEqual({ rating: 5, ratingCount: 1 });
    const stats = (await t.gql(STATS, {}, admin.token)).body.data.courseStats;
    expect(stats.ratingCount).toBeGreaterThanOrEqual(1);
  });
});

describe('deleting a course', () => {
  it('refuses a course with enrollments, suggesting to archive it; deletes one without', async () => {
    const c = await create({ title: 'Has Learners' });
    await t.gql(ENROLL, { courseId: c.id }, student.token);
    const refused = await t.gql(DELETE, { id: c.id }, admin.token);
    expect(code(refused)).toBe('CONFLICT');
    expect(refused.body.errors?.[0]?.message).toBe('This course has 1 enrollment and cannot be deleted. Archive it instead to take it off the catalog and keep its enrollments.');
    const rest = await t.rest('DELETE', `/courses/${c.id}`, undefined, admin.token);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toMatch(/Archive it instead/);
    expect((await t.gql(ONE, { id: c.id }, admin.token)).body.data.course.title).toBe('Has Learners');

    const empty = await create();
    expect(code(await t.gql(DELETE, { id: empty.id }, student.token))).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { id: empty.id }, admin.token)).body.data.deleteCourse).toBe(empty.id);
    expect((await t.gql(ONE, { id: empty.id }, admin.token)).body.data.course).toBeNull();
    expect(code(await t.gql(DELETE, { id: empty.id }, admin.token))).toBe('NOT_FOUND');
    const byRest = await create();
    expect((await t.rest('DELETE', `/courses/${byRest.id}`, undefined, admin.token)).body.data).toEqual({ id: byRest.id });
  });
});

describe('figures', () => {
  it('computes the Course Management stats from the data, for admins only', async () => {
    const before = (await t.gql(STATS, {}, admin.token)).body.data.courseStats;
    await create({ status: 'draft' });
    const paid = await create({ price: 20 });
    await t.gql(ENROLL, { courseId: paid.id }, student.token);
    const after = (await t.gql(STATS, {}, admin.token)).body.data.courseStats;
    expect(after).toMatchObject({
      total: before.total + 2,
      published: before.published + 1,
      draft: before.draft + 1,
      totalEnrollments: before.totalEnrollments + 1,
      pendingPayments: before.pendingPayments + 1,
    });
    expect(code(await t.gql(STATS, {}, student.token))).toBe('FORBIDDEN');
    expect(code(await t.gql(STATS))).toBe('UNAUTHENTICATED');
  });

  it('counts published courses per level for the public filter, with learners and instructors', async () => {
    const count = async () => (await t.gql(CATALOG)).body.data.courseCatalogStats;
    const before = await count();
    expect(before.levels.map((l: { level: string }) => l.level)).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
    const c = await create({ level: 'intermediate', instructor: { name: 'A Brand New Instructor' } });
    await create({ level: 'intermediate', status: 'draft' });
    await create({ level: 'advanced', status: 'archived' });
    await t.gql(ENROLL, { courseId: c.id }, student.token);
    const after = await count();
    const level = (stats: typeof before, name: string) => stats.levels.find((l: { level: string }) => l.level === name).count;
    expect(level(after, 'intermediate')).toBe(level(before, 'intermediate') + 1);
    expect(level(after, 'advanced')).toBe(level(before, 'advanced'));
    expect(after.totalCourses).toBe(before.totalCourses + 1);
    expect(after.students).toBe(before.students + 1);
    expect(after.instructors).toBe(before.instructors + 1);
    const sum = after.levels.reduce((acc: number, l: { count: number }) => acc + l.count, 0);
    expect(sum).toBe(after.totalCourses);
  });

  it('builds three learning pathways from published courses, in level order', async () => {
    await create({ title: 'Forecasting at Scale', category: 'data-science', level: 'advanced' });
    await create({ title: 'Data Basics', category: 'data-science', level: 'beginner' });
    await create({ title: 'Secret Data Draft', category: 'data-science', level: 'beginner', status: 'draft' });
    const res = await t.gql(`{ learningPathways { id title courseCount levels courses { title level } } }`);
    const pathways = res.body.data.learningPathways;
    expect(pathways.map((p: { id: string }) => p.id)).toEqual(['ai-engineer', 'data-scientist', 'ai-business-leader']);
    const data = pathways[1];
    expect(data.courses.map((c: { title: string }) => c.title)).toEqual(['Data Basics', 'Forecasting at Scale']);
    expect(data).toMatchObject({ courseCount: 2, levels: ['beginner', 'advanced'] });
  });
});
