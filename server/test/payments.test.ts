import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ActivityModel } from '../src/modules/activity/activity.model.js';
import { SystemAlertModel } from '../src/modules/alerts/system-alert.model.js';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { startStripeStandIn, type StripeStandIn } from './helpers/stripe-stand-in.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const WEBHOOK_SECRET = 'whsec_test_payments_stand_in';
const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { id title } }`;
const CHECKOUT = `mutation($courseId: ID!) { startCheckout(courseId: $courseId) { url manual { instructions } enrollment { id paymentStatus paymentAmount } } }`;
const CONFIRM = `mutation($courseId: ID!) { confirmCheckout(courseId: $courseId) { id paymentStatus paidAt receiptUrl } }`;
const REFUND = `mutation($id: ID!) { refundEnrollment(id: $id) { id paymentStatus refundedAt paymentReference } }`;
const MY_ENROLLMENT = `query($id: ID!) { course(id: $id) { myEnrollment { id paymentStatus paidAt receiptUrl paymentReference } } }`;
const LESSON = `query($courseId: ID!, $lessonId: ID!) { lesson(courseId: $courseId, lessonId: $lessonId) { id title } }`;
const OUTLINE = `query($id: ID!) { course(id: $id) { modules { lessons { id } } } }`;

const code = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) => res.body.errors?.[0]?.extensions?.code;

let counter = 0;
async function paidCourse(t: TestServer, adminToken: string, over: Record<string, unknown> = {}): Promise<{ id: string; title: string; lessonId: string }> {
  const res = await t.gql(
    CREATE,
    { input: { title: `Applied AI ${++counter}`, description: 'Models in production.', price: 499, discountPrice: 399, modules: [{ title: 'Start', lessons: [{ title: 'Welcome', content: 'Hello.' }] }], ...over } },
    adminToken,
  );
  expect(res.body.errors).toBeUndefined();
  const outline = await t.gql(OUTLINE, { id: res.body.data.createCourse.id }, adminToken);
  return { ...res.body.data.createCourse, lessonId: outline.body.data.course.modules[0].lessons[0].id };
}

describe('paying through Stripe Checkout', () => {
  let t: TestServer;
  let stripe: StripeStandIn;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    t = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
    stripe.webhookUrl = `${t.url}/api/payments/stripe/webhook`;
    admin = await t.userWithToken('admin');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('sends the student to a Checkout Session for the discount price, and the same open session on a second click', async () => {
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    expect((await t.gql('{ paymentMethod }')).body.data.paymentMethod).toBe('stripe');
    const res = await t.gql(CHECKOUT, { courseId: course.id }, student.token);
    expect(res.body.errors).toBeUndefined();
    const { url, manual, enrollment } = res.body.data.startCheckout;
    expect(manual).toBeNull();
    expect(enrollment).toMatchObject({ paymentStatus: 'pending', paymentAmount: 399 });
    expect(url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const session = stripe.sessions.get(url.split('/pay/')[1])!;
    expect(session).toMatchObject({
      amount_total: 39900,
      currency: 'usd',
      customer_email: student.email,
      metadata: { enrollmentId: enrollment.id, courseId: course.id },
      line_items_name: course.title,
      success_url: `http://localhost:3001/courses/${course.id}?checkout=success`,
      cancel_url: `http://localhost:3001/courses/${course.id}?checkout=cancelled`,
    });
    const again = await t.gql(CHECKOUT, { courseId: course.id }, student.token);
    expect(again.body.data.startCheckout.url).toBe(url);
    expect(stripe.sessions.size).toBeGreaterThanOrEqual(1);
  });

  it('opens the course once Stripe’s signed event arrives, not on the success address alone; a replay changes nothing', async () => {
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    const { url, enrollment } = (await t.gql(CHECKOUT, { courseId: course.id }, student.token)).body.data.startCheckout;
    const sessionId = url.split('/pay/')[1];

    // Coming back to the success address before Stripe says it is paid opens nothing.
    expect((await t.gql(CONFIRM, { courseId: course.id }, student.token)).body.data.confirmCheckout.paymentStatus).toBe('pending');
    expect(code(await t.gql(LESSON, { courseId: course.id, lessonId: course.lessonId }, student.token))).toBe('FORBIDDEN');

    const event = stripe.pay(sessionId);
    const delivered = await stripe.deliver(event);
    expect(delivered).toMatchObject({ status: 200, body: { data: { received: true, outcome: 'applied' } } });
    await t.settle();
    const mine = (await t.gql(MY_ENROLLMENT, { id: course.id }, student.token)).body.data.course.myEnrollment;
    expect(mine).toMatchObject({ id: enrollment.id, paymentStatus: 'completed', paymentReference: null });
    expect(mine.receiptUrl).toMatch(/\/receipts\/pi_test_/);
    expect((await t.gql(LESSON, { courseId: course.id, lessonId: course.lessonId }, student.token)).body.data.lesson.title).toBe('Welcome');
    expect(await MailModel.countDocuments({ to: student.email, subject: `Receipt: ${course.title}` })).toBe(1);

    const replay = await stripe.deliver(event);
    expect(replay).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });
    // The same session reported again under another event id is not a second payment either.
    const other = await stripe.deliver({ ...event, id: `${event.id}_again` });
    expect(other.body.data.outcome).toBe('ignored');
    await t.settle();
    expect(await MailModel.countDocuments({ to: student.email, subject: `Receipt: ${course.title}` })).toBe(1);
    expect(await ActivityModel.countDocuments({ entityId: enrollment.id, summary: /completed through Stripe/ })).toBe(1);
  });

  it('applies an event delivered to two app processes at once only once', async () => {
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    const { url, enrollment } = (await t.gql(CHECKOUT, { courseId: course.id }, student.token)).body.data.startCheckout;
    const event = stripe.pay(url.split('/pay/')[1]);
    const answers = await Promise.all([stripe.deliver(event), stripe.deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.outcome).sort()).toEqual(['applied', 'duplicate']);
    await t.settle();
    expect(await ActivityModel.countDocuments({ entityId: enrollment.id, summary: /completed through Stripe/ })).toBe(1);
  });

  it('completes the payment on the learner’s return when Stripe says the session is paid', async () => {
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    const { url } = (await t.gql(CHECKOUT, { courseId: course.id }, student.token)).body.data.startCheckout;
    stripe.pay(url.split('/pay/')[1]); // paid at Stripe; its webhook has not arrived yet
    const back = await t.gql(CONFIRM, { courseId: course.id }, student.token);
    expect(back.body.data.confirmCheckout).toMatchObject({ paymentStatus: 'completed' });
    expect(back.body.data.confirmCheckout.paidAt).not.toBeNull();
  });

  it('refuses a bad or old signature with 400 and changes nothing', async () => {
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    const { url, enrollment } = (await t.gql(CHECKOUT, { courseId: course.id }, student.token)).body.data.startCheckout;
    const event = stripe.pay(url.split('/pay/')[1]);
    const forged = await stripe.deliver(event, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toHaveProperty('stripe-signature');
    const old = await stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.status).toBe(400);
    const unsigned = await fetch(stripe.webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    const mine = (await t.gql(MY_ENROLLMENT, { id: course.id }, student.token)).body.data.course.myEnrollment;
    expect(mine).toMatchObject({ id: enrollment.id, paymentStatus: 'pending' });
  });

  it('records a wrong amount and raises an alert instead of opening the course; an unknown enrollment is acknowledged and ignored', async () => {
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    const { url, enrollment } = (await t.gql(CHECKOUT, { courseId: course.id }, student.token)).body.data.startCheckout;
    const cheap = stripe.pay(url.split('/pay/')[1], { amountTotal: 100 });
    const answer = await stripe.deliver(cheap);
    expect(answer).toMatchObject({ status: 200, body: { data: { outcome: 'refused' } } });
    await t.settle();
    const staffView = (await t.gql(`query($id: ID!) { courseEnrollments(courseId: $id) { items { id paymentStatus paymentProblem } } }`, { id: course.id }, admin.token)).body.data;
    expect(staffView.courseEnrollments.items[0]).toMatchObject({ id: enrollment.id, paymentStatus: 'pending' });
    expect(staffView.courseEnrollments.items[0].paymentProblem).toMatch(/100 usd/);
    expect(await SystemAlertModel.countDocuments({ kind: 'payment-mismatch' })).toBeGreaterThanOrEqual(1);

    const stranger = { ...cheap, id: 'evt_unknown_enrollment', data: { object: { ...(cheap.data.object as object), metadata: { enrollmentId: '5f0000000000000000000000' }, client_reference_id: null } } };
    expect(await stripe.deliver(stranger)).toMatchObject({ status: 200, body: { data: { outcome: 'ignored' } } });
    const other = await stripe.deliver({ id: 'evt_other_type', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(other).toMatchObject({ status: 200, body: { data: { outcome: 'ignored' } } });
  });

  it('lets staff refund a card payment through Stripe, once; the course closes and the log says so', async () => {
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    const { url, enrollment } = (await t.gql(CHECKOUT, { courseId: course.id }, student.token)).body.data.startCheckout;
    const event = stripe.pay(url.split('/pay/')[1]);
    await stripe.deliver(event);
    await t.settle();

    expect(code(await t.gql(REFUND, { id: enrollment.id }, student.token))).toBe('FORBIDDEN');
    const refunded = await t.gql(REFUND, { id: enrollment.id }, admin.token);
    expect(refunded.body.errors).toBeUndefined();
    expect(refunded.body.data.refundEnrollment).toMatchObject({ paymentStatus: 'refunded' });
    const intent = refunded.body.data.refundEnrollment.paymentReference;
    expect(intent).toMatch(/^pi_test_/);
    expect(stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(stripe.refunds.find((r) => r.payment_intent === intent)?.idempotencyKey).toBe(`refund:${enrollment.id}`);
    const closed = await t.gql(LESSON, { courseId: course.id, lessonId: course.lessonId }, student.token);
    expect(closed.body.errors?.[0]?.message).toBe('Your payment for this course was refunded, so its lessons are no longer open.');
    expect(await ActivityModel.countDocuments({ entityId: enrollment.id, summary: /refund of \$399 to/ })).toBe(1);

    // Stripe's own charge.refunded afterwards changes nothing more.
    const charge = { id: 'evt_refund_after', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: intent } } };
    expect(await stripe.deliver(charge)).toMatchObject({ status: 200, body: { data: { outcome: 'ignored' } } });
    expect(await ActivityModel.countDocuments({ entityId: enrollment.id, summary: /refund of/ })).toBe(1);
    expect(await MailModel.countDocuments({ to: student.email, subject: `Refund: ${course.title}` })).toBe(1);
  });

  it('marks a payment refunded in Stripe’s dashboard (charge.refunded) and closes the course', async () => {
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    const { url } = (await t.gql(CHECKOUT, { courseId: course.id }, student.token)).body.data.startCheckout;
    const paid = stripe.pay(url.split('/pay/')[1]);
    await stripe.deliver(paid);
    const intent = (paid.data.object as { payment_intent: string }).payment_intent;
    const res = await stripe.deliver({ id: `evt_dash_${intent}`, object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_2', object: 'charge', refunded: true, payment_intent: intent } } });
    expect(res.body.data.outcome).toBe('applied');
    const mine = (await t.gql(MY_ENROLLMENT, { id: course.id }, student.token)).body.data.course.myEnrollment;
    expect(mine.paymentStatus).toBe('refunded');
  });

  it('lets only students start a checkout; guests must sign in', async () => {
    const course = await paidCourse(t, admin.token);
    const applicant = await t.userWithToken('applicant');
    const editor = await t.userWithToken('editor');
    expect(code(await t.gql(CHECKOUT, { courseId: course.id }))).toBe('UNAUTHENTICATED');
    expect(code(await t.gql(CHECKOUT, { courseId: course.id }, applicant.token))).toBe('FORBIDDEN');
    expect(code(await t.gql(CHECKOUT, { courseId: course.id }, editor.token))).toBe('FORBIDDEN');
    expect((await t.rest('POST', `/courses/${course.id}/checkout`)).status).toBe(401);
    const student = await t.userWithToken('student');
    const rest = await t.rest('POST', `/courses/${course.id}/checkout`, undefined, student.token);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ paymentStatus: 'pending', manual: null });
    expect(rest.body.data.url).toMatch(/\/pay\/cs_test_/);
    expect((await t.rest('POST', `/enrollments/${rest.body.data.enrollmentId}/refund`, undefined, student.token)).status).toBe(403);
  });
});

describe('paying by hand when Stripe is not configured', () => {
  let t: TestServer;
  let admin: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.userWithToken('admin');
  });
  afterAll(() => t.close());

  it('tells the student how to pay, and staff mark the payment and refund it by hand', async () => {
    expect((await t.gql('{ paymentMethod }')).body.data.paymentMethod).toBe('manual');
    const saved = await t.gql(`mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { general { paymentInstructions } } }`, { input: { general: { paymentInstructions: 'Bank transfer to IBAN DE00 1234, reference: your e-mail.' } } }, admin.token);
    expect(saved.body.errors).toBeUndefined();
    const course = await paidCourse(t, admin.token);
    const student = await t.userWithToken('student');
    const res = await t.gql(CHECKOUT, { courseId: course.id }, student.token);
    expect(res.body.data.startCheckout).toMatchObject({ url: null, manual: { instructions: 'Bank transfer to IBAN DE00 1234, reference: your e-mail.' }, enrollment: { paymentStatus: 'pending' } });
    const id = res.body.data.startCheckout.enrollment.id;
    await t.gql(`mutation($id: ID!) { updateEnrollmentPayment(id: $id, paymentStatus: completed) { id } }`, { id }, admin.token);
    expect((await t.gql(LESSON, { courseId: course.id, lessonId: course.lessonId }, student.token)).body.data.lesson.title).toBe('Welcome');
    const refunded = await t.gql(REFUND, { id }, admin.token);
    expect(refunded.body.data.refundEnrollment).toMatchObject({ paymentStatus: 'refunded', paymentReference: null });
    expect(code(await t.gql(LESSON, { courseId: course.id, lessonId: course.lessonId }, student.token))).toBe('FORBIDDEN');
    const webhook = await fetch(`${t.url}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, body: '{}' });
    expect(webhook.status).toBe(404);
  });
});

describe('payment configuration', () => {
  it('refuses to start in production with only one of the Stripe secrets', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET is missing/);
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY is missing/);
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe).toMatchObject({ webhookSecret: 'whsec_abc' });
    expect(loadConfig(base).stripe).toBeNull();
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
