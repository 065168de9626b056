import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from './helpers/stripe-stand-in.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const WEBHOOK_SECRET = 'whsec_test_payments_list';
const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { id title } }`;
const CHECKOUT = `mutation($courseId: ID!) { startCheckout(courseId: $courseId) { url enrollment { id } } }`;
const ENROLL = `mutation($courseId: ID!) { enrollInCourse(courseId: $courseId) { id } }`;
const MARK = `mutation($id: ID!, $status: PaymentStatus!) { updateEnrollmentPayment(id: $id, paymentStatus: $status) { id } }`;
const REFUND = `mutation($id: ID!) { refundEnrollment(id: $id) { id paymentStatus } }`;
const PAYMENTS = `query($filter: PaymentFilter, $page: PageInput) {
  payments(filter: $filter, page: $page) {
    items { id paymentStatus paymentAmount paymentCurrency paymentReference paidAt refundedAt enrollmentDate user { name email } course { title } }
    total page pageSize
  }
}`;

const code = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) => res.body.errors?.[0]?.extensions?.code;

describe('the Payments list', () => {
  let t: TestServer;
  let stripe: StripeStandIn;
  let admin: { token: string };
  let cardCourse: { id: string; title: string };
  let manualCourse: { id: string; title: string };
  let byCard: { id: string; email: string };
  let byHand: { id: string; email: string };
  let waiting: { id: string; email: string };

  const course = async (title: string, price: number) => {
    const res = await t.gql(CREATE, { input: { title, description: 'Paid training.', price, modules: [{ title: 'Start', lessons: [{ title: 'Welcome', content: 'Hello.' }] }] } }, admin.token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createCourse as { id: string; title: string };
  };

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    t = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
    stripe.webhookUrl = `${t.url}/api/payments/stripe/webhook`;
    admin = await t.userWithToken('admin');
    cardCourse = await course('Retrieval-Augmented Generation in Practice', 250);
    manualCourse = await course('Prompt Engineering for Teams', 120);
    const free = await course('A Free Taster', 0);

    // Paid by card through Stripe Checkout, confirmed by Stripe's signed event.
    const cardStudent = await t.userWithToken('student');
    const checkout = (await t.gql(CHECKOUT, { courseId: cardCourse.id }, cardStudent.token)).body.data.startCheckout;
    await stripe.deliver(stripe.pay(checkout.url.split('/pay/')[1]));
    byCard = { id: checkout.enrollment.id, email: cardStudent.email };

    // Paid by bank transfer, recorded by staff; later refunded.
    const handStudent = await t.userWithToken('student');
    const handEnrollment = (await t.gql(ENROLL, { courseId: manualCourse.id }, handStudent.token)).body.data.enrollInCourse.id;
    await t.gql(MARK, { id: handEnrollment, status: 'completed' }, admin.token);
    byHand = { id: handEnrollment, email: handStudent.email };

    // Enrolled last, not paid yet; a free enrollment is no payment at all.
    const waitingStudent = await t.userWithToken('student');
    waiting = { id: (await t.gql(ENROLL, { courseId: manualCourse.id }, waitingStudent.token)).body.data.enrollInCourse.id, email: waitingStudent.email };
    await t.gql(ENROLL, { courseId: free.id }, waitingStudent.token);
    await t.settle();
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('refuses guests, students and the REST twin to anyone but staff', async () => {
    const student = await t.userWithToken('student');
    expect(code(await t.gql(PAYMENTS, {}))).toBe('UNAUTHENTICATED');
    expect(code(await t.gql(PAYMENTS, {}, student.token))).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/payments')).status).toBe(401);
    expect((await t.rest('GET', '/payments', undefined, student.token)).status).toBe(403);
  });

  it('lists paid courses’ enrollments newest first with learner, course, amount, currency, status and Stripe’s reference', async () => {
    const res = await t.gql(PAYMENTS, {}, admin.token);
    expect(res.body.errors).toBeUndefined();
    const { items, total } = res.body.data.payments;
    expect(total).toBe(3);
    expect(items.map((p: { id: string }) => p.id)).toEqual([waiting.id, byHand.id, byCard.id]);
    const card = items[2];
    expect(card).toMatchObject({ paymentStatus: 'completed', paymentAmount: 250, paymentCurrency: 'USD', user: { email: byCard.email }, course: { title: cardCourse.title } });
    expect(card.paymentReference).toMatch(/^pi_test_/);
    expect(card.paidAt).not.toBeNull();
    expect(items[1]).toMatchObject({ paymentStatus: 'completed', paymentAmount: 120, paymentReference: null, user: { email: byHand.email } });
    expect(items[0]).toMatchObject({ paymentStatus: 'pending', paidAt: null, user: { email: waiting.email } });
  });

  it('filters by status and finds a payment by the learner’s e-mail or the course’s title', async () => {
    await t.gql(REFUND, { id: byHand.id }, admin.token);
    const ids = async (filter: object) => ((await t.gql(PAYMENTS, { filter }, admin.token)).body.data.payments.items as { id: string }[]).map((p) => p.id);
    expect(await ids({ status: 'refunded' })).toEqual([byHand.id]);
    expect(await ids({ status: 'pending' })).toEqual([waiting.id]);
    expect(await ids({ search: byCard.email.toUpperCase() })).toEqual([byCard.id]);
    expect(await ids({ search: 'prompt engineering' })).toEqual([waiting.id, byHand.id]);
    expect(await ids({ search: 'prompt engineering', status: 'pending' })).toEqual([waiting.id]);
    expect(await ids({ search: 'no such learner (or course)' })).toEqual([]);
  });

  it('pages the list and answers the same through REST', async () => {
    const second = (await t.gql(PAYMENTS, { page: { page: 2, pageSize: 2 } }, admin.token)).body.data.payments;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((p: { id: string }) => p.id)).toEqual([byCard.id]);
    const rest = await t.rest('GET', `/payments?status=completed&search=${encodeURIComponent(byCard.email)}`, undefined, admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.data[0]).toMatchObject({ id: byCard.id, paymentStatus: 'completed', paymentCurrency: 'USD' });
    const bad = await t.gql(PAYMENTS, { filter: { search: 'x'.repeat(201) } }, admin.token);
    expect(code(bad)).toBe('BAD_USER_INPUT');
  });
});
