import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_INFO, DEFAULT_FAQS, DEFAULT_OFFICES } from '@ai-solutions/common';
import { FaqModel } from '../src/modules/contact/faq.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// Contact info, global offices, FAQs and their defaults (spec sections 2, 3, 5, 7).

let t: TestServer;
let admin: string;
let student: string;

const INFO_FIELDS = 'id type title value icon isActive order';
const INFO_LIST = `query($activeOnly: Boolean) { contactInfo(activeOnly: $activeOnly) { ${INFO_FIELDS} } }`;
const INFO_CREATE = `mutation($input: ContactInfoInput!) { createContactInfo(input: $input) { ${INFO_FIELDS} } }`;
const INFO_UPDATE = `mutation($id: ID!, $input: ContactInfoUpdateInput!) { updateContactInfo(id: $id, input: $input) { ${INFO_FIELDS} } }`;
const INFO_DELETE = `mutation($id: ID!) { deleteContactInfo(id: $id) }`;

const OFFICE_FIELDS = 'id name address city country phone email timezone isHeadquarters isActive workingHours coordinates { lat lng }';
const OFFICE_LIST = `query($activeOnly: Boolean) { globalOffices(activeOnly: $activeOnly) { ${OFFICE_FIELDS} } }`;
const OFFICE_CREATE = `mutation($input: GlobalOfficeInput!) { createGlobalOffice(input: $input) { ${OFFICE_FIELDS} } }`;
const OFFICE_UPDATE = `mutation($id: ID!, $input: GlobalOfficeUpdateInput!) { updateGlobalOffice(id: $id, input: $input) { ${OFFICE_FIELDS} } }`;
const OFFICE_DELETE = `mutation($id: ID!) { deleteGlobalOffice(id: $id) }`;

const FAQ_FIELDS = 'id question answer category order isActive tags';
const FAQ_LIST = `query($activeOnly: Boolean) { faqs(activeOnly: $activeOnly) { ${FAQ_FIELDS} } }`;
const FAQ_CREATE = `mutation($input: FaqInput!) { createFaq(input: $input) { ${FAQ_FIELDS} } }`;
const FAQ_UPDATE = `mutation($id: ID!, $input: FaqUpdateInput!) { updateFaq(id: $id, input: $input) { ${FAQ_FIELDS} } }`;
const FAQ_MOVE = `mutation($id: ID!, $direction: MoveDirection!) { moveFaq(id: $id, direction: $direction) { id order } }`;
const FAQ_DELETE = `mutation($id: ID!) { deleteFaq(id: $id) }`;
const INITIALIZE = `mutation { initializeContactData { contactInfo offices faqs } }`;

type Faq = { id: string; question: string; order: number; isActive: boolean };

const office = (over: Record<string, unknown> = {}) => ({
  name: 'Berlin Office',
  address: 'Unter den Linden 1',
  city: 'Berlin',
  country: 'Germany',
  phone: '+49 30 1234567',
  email: 'Berlin@AISolutions.com',
  timezone: 'CET (UTC+1)',
  workingHours: 'Mon-Fri 9 AM - 6 PM CET',
  ...over,
});

async function faqs(token: string | null = admin): Promise<Faq[]> {
  return (await t.gql(FAQ_LIST, {}, token)).body.data.faqs;
}

/** Orders must be exactly 1..n: unique and without gaps. */
async function expectTidyOrders() {
  const orders = (await FaqModel.find({}, { order: 1 }).sort({ order: 1 }).lean()).map((f) => f.order);
  expect(orders).toEqual(orders.map((_, i) => i + 1));
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
  student = (await t.userWithToken('student')).token;
});
afterAll(() => t.close());

describe('initialize-data', () => {
  it('is admin-only, creates the defaults once, and never again', async () => {
    expect((await t.rest('POST', '/initialize-data')).status).toBe(401);
    expect((await t.rest('POST', '/initialize-data', undefined, student)).status).toBe(403);

    const first = await t.rest('POST', '/initialize-data', undefined, admin);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ contactInfo: 4, offices: 3, faqs: 4 });
    expect((await t.gql(INITIALIZE, {}, admin)).body.data.initializeContactData).toEqual({ contactInfo: 0, offices: 0, faqs: 0 });

    const info = (await t.gql(INFO_LIST, {})).body.data.contactInfo;
    expect(info.map((i: { title: string }) => i.title)).toEqual(DEFAULT_CONTACT_INFO.map((i) => i.title));
    expect(info.map((i: { value: string }) => i.value)).toContain('Mon-Fri 9 AM - 6 PM PST');
    const offices = (await t.gql(OFFICE_LIST, {})).body.data.globalOffices;
    expect(offices.map((o: { name: string }) => o.name)).toEqual(DEFAULT_OFFICES.map((o) => o.name));
    expect(offices[0].isHeadquarters).toBe(true);
    expect((await faqs(null)).map((f) => f.question)).toEqual(DEFAULT_FAQS.map((f) => f.question));
  });

  it('does not bring back defaults an administrator deleted', async () => {
    const [first] = await faqs();
    await t.gql(FAQ_DELETE, { id: first!.id }, admin);
    await t.gql(INITIALIZE, {}, admin);
    expect((await faqs()).map((f) => f.question)).not.toContain(first!.question);
    // Put it back for the tests below.
    await t.gql(FAQ_CREATE, { input: { question: first!.question, answer: 'Restored.', category: 'services', order: 1 } }, admin);
  });
});

describe('contact info', () => {
  it('adds items last (order = count + 1) with the type’s icon when none is given', async () => {
    const count = (await t.gql(INFO_LIST, {}, admin)).body.data.contactInfo.length;
    const res = await t.gql(INFO_CREATE, { input: { type: 'phone', title: 'Support line', value: '+1 555 0199' } }, admin);
    expect(res.body.data.createContactInfo).toMatchObject({ order: count + 1, icon: '📞', isActive: true });
  });

  it('requires type, title and value; the icon is at most 2 characters (an emoji counts as one)', async () => {
    const res = await t.rest('POST', '/contact-info', { type: 'fax', title: ' ', value: '', icon: 'abc' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      type: 'Type must be one of address, phone, email, hours',
      title: 'Title is required',
      value: 'Value is required',
      icon: 'Icon must be at most 2 characters',
    });
    const emoji = await t.gql(INFO_CREATE, { input: { type: 'email', title: 'Press', value: 'press@aisolutions.com', icon: '✉️🌍' } }, admin);
    expect(emoji.body.data.createContactInfo.icon).toBe('✉️🌍');
    const order = await t.gql(INFO_CREATE, { input: { type: 'email', title: 'Jobs', value: 'jobs@aisolutions.com', order: -1 } }, admin);
    expect(order.body.errors?.[0]?.extensions?.fields).toEqual({ order: 'Order must be at least 0' });
  });

  it('the active flag decides what guests see; the toggle changes only isActive', async () => {
    const created = (await t.gql(INFO_CREATE, { input: { type: 'address', title: 'Lab', value: '1 Research Way' } }, admin)).body.data.createContactInfo;
    const off = await t.gql(INFO_UPDATE, { id: created.id, input: { isActive: false } }, admin);
    expect(off.body.data.updateContactInfo).toMatchObject({ isActive: false, title: 'Lab', value: '1 Research Way', order: created.order });
    const guestIds = (await t.gql(INFO_LIST, {})).body.data.contactInfo.map((i: { id: string }) => i.id);
    expect(guestIds).not.toContain(created.id);
    // Guests cannot ask for more; admins see everything unless they ask for the public view.
    expect((await t.gql(INFO_LIST, { activeOnly: false }, student)).body.data.contactInfo.map((i: { id: string }) => i.id)).not.toContain(created.id);
    expect((await t.gql(INFO_LIST, {}, admin)).body.data.contactInfo.map((i: { id: string }) => i.id)).toContain(created.id);
    expect((await t.gql(INFO_LIST, { activeOnly: true }, admin)).body.data.contactInfo.map((i: { id: string }) => i.id)).not.toContain(created.id);
    expect((await t.rest('GET', `/contact-info/${created.id}`)).status).toBe(404);
    expect((await t.rest('GET', `/contact-info/${created.id}`, undefined, admin)).body.data.title).toBe('Lab');
    expect((await t.rest('GET', '/contact-info?active=true', undefined, admin)).body.data.map((i: { id: string }) => i.id)).not.toContain(created.id);

    await t.gql(INFO_UPDATE, { id: created.id, input: { isActive: true } }, admin);
    expect((await t.rest('GET', '/contact-info')).body.data.map((i: { id: string }) => i.id)).toContain(created.id);
    const edited = await t.gql(INFO_UPDATE, { id: created.id, input: { title: '' } }, admin);
    expect(edited.body.errors?.[0]?.extensions?.fields).toEqual({ title: 'Title is required' });
  });

  it('writes are admin only, over GraphQL and REST', async () => {
    const item = (await t.gql(INFO_LIST, {}, admin)).body.data.contactInfo[0];
    const input = { type: 'email', title: 'x', value: 'y' };
    expect((await t.gql(INFO_CREATE, { input })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(INFO_CREATE, { input }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(INFO_UPDATE, { id: item.id, input: { isActive: false } }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(INFO_DELETE, { id: item.id }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('POST', '/contact-info', input)).status).toBe(401);
    expect((await t.rest('PUT', `/contact-info/${item.id}`, { isActive: false }, student)).status).toBe(403);
    expect((await t.rest('DELETE', `/contact-info/${item.id}`, undefined, student)).status).toBe(403);
  });

  it('REST creates, updates partially and deletes', async () => {
    const created = await t.rest('POST', '/contact-info', { type: 'hours', title: 'Weekend', value: 'Sat 10 AM - 2 PM PST', icon: '', isActive: true }, admin);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ icon: '🕒', isActive: true });
    const id = created.body.data.id as string;
    const put = await t.rest('PATCH', `/contact-info/${id}`, { value: 'Sat 11 AM - 3 PM PST' }, admin);
    expect(put.body.data).toMatchObject({ title: 'Weekend', value: 'Sat 11 AM - 3 PM PST' });
    // PUT replaces: the item is validated as a whole, so a partial body names what is missing.
    const partialPut = await t.rest('PUT', `/contact-info/${id}`, { value: 'Sat 9 AM - 1 PM PST' }, admin);
    expect(partialPut.status).toBe(400);
    expect(partialPut.body.errors).toMatchObject({ type: expect.any(String), title: expect.any(String) });
    expect((await t.rest('DELETE', `/contact-info/${id}`, undefined, admin)).body.data).toEqual({ id });
    expect((await t.rest('DELETE', `/contact-info/${id}`, undefined, admin)).status).toBe(404);
    expect((await t.gql(INFO_DELETE, { id: 'nope' }, admin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('global offices', () => {
  it('requires every field of the form and checks phone and e-mail', async () => {
    const res = await t.rest('POST', '/global-offices', { name: '', phone: 'call me', email: 'nope', coordinates: { lat: 91, lng: 0 } }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Name is required',
      address: 'Address is required',
      city: 'City is required',
      country: 'Country is required',
      phone: 'Enter a valid phone number',
      email: 'Enter a valid email address',
      timezone: 'Timezone is required',
      workingHours: 'Working hours is required',
      'coordinates.lat': 'Latitude must be between -90 and 90',
    });
  });

  it('adds, edits and deletes an office; there is only ever one headquarters', async () => {
    const created = (await t.gql(OFFICE_CREATE, { input: office({ coordinates: { lat: 52.52, lng: 13.405 } }) }, admin)).body.data.createGlobalOffice;
    expect(created).toMatchObject({ email: 'berlin@aisolutions.com', isHeadquarters: false, isActive: true, coordinates: { lat: 52.52, lng: 13.405 } });

    const hq = await t.gql(OFFICE_UPDATE, { id: created.id, input: { isHeadquarters: true } }, admin);
    expect(hq.body.data.updateGlobalOffice).toMatchObject({ isHeadquarters: true, name: 'Berlin Office' });
    const list = (await t.gql(OFFICE_LIST, {}, admin)).body.data.globalOffices;
    expect(list.filter((o: { isHeadquarters: boolean }) => o.isHeadquarters).map((o: { id: string }) => o.id)).toEqual([created.id]);
    expect(list[0].id).toBe(created.id);

    const noCoords = await t.gql(OFFICE_UPDATE, { id: created.id, input: { coordinates: null, isHeadquarters: false } }, admin);
    expect(noCoords.body.data.updateGlobalOffice.coordinates).toBeNull();
    await t.gql(OFFICE_UPDATE, { id: list[1].id, input: { isHeadquarters: true } }, admin);

    expect((await t.gql(OFFICE_DELETE, { id: created.id }, admin)).body.data.deleteGlobalOffice).toBe(created.id);
    expect((await t.gql(OFFICE_DELETE, { id: created.id }, admin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows guests active offices only; writes are admin only', async () => {
    const hidden = (await t.gql(OFFICE_CREATE, { input: office({ name: 'Closed Office', isActive: false }) }, admin)).body.data.createGlobalOffice;
    expect((await t.gql(OFFICE_LIST, {})).body.data.globalOffices.map((o: { id: string }) => o.id)).not.toContain(hidden.id);
    expect((await t.rest('GET', '/global-offices')).body.data.map((o: { id: string }) => o.id)).not.toContain(hidden.id);
    expect((await t.rest('GET', `/global-offices/${hidden.id}`)).status).toBe(404);
    expect((await t.gql(OFFICE_LIST, {}, admin)).body.data.globalOffices.map((o: { id: string }) => o.id)).toContain(hidden.id);

    expect((await t.gql(OFFICE_CREATE, { input: office() })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(OFFICE_UPDATE, { id: hidden.id, input: { isActive: true } }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('DELETE', `/global-offices/${hidden.id}`, undefined, student)).status).toBe(403);
    const put = await t.rest('PUT', `/global-offices/${hidden.id}`, office({ name: 'Reopened Office', isActive: true }), admin);
    expect(put.body.data).toMatchObject({ name: 'Reopened Office', isActive: true });
    expect((await t.rest('DELETE', `/global-offices/${hidden.id}`, undefined, admin)).status).toBe(200);
  });
});

describe('FAQs', () => {
  it('requires question, answer and category; order is a whole number from 0; tags are trimmed, empties dropped', async () => {
    const bad = await t.rest('POST', '/faqs', { question: '', answer: ' ', category: '', order: 1.5 }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      question: 'Question is required',
      answer: 'Answer is required',
      category: 'Category is required',
      order: 'Order must be a whole number',
    });
    const before = await faqs();
    const rest = await t.rest('POST', '/faqs', { question: 'Do you sign NDAs?', answer: 'Yes.', category: 'general', tags: ' legal, ,  nda ,' }, admin);
    expect(rest.body.data).toMatchObject({ tags: ['legal', 'nda'], order: before.length + 1, isActive: true });
    const gql = await t.gql(FAQ_CREATE, { input: { question: 'Remote work?', answer: 'Yes.', category: 'careers', tags: ['remote', ' ', ''], order: 0 } }, admin);
    expect(gql.body.data.createFaq).toMatchObject({ tags: ['remote'], order: before.length + 2 });
    await expectTidyOrders();
  });

  it('moves up and down by swapping with the neighbour; the ends refuse', async () => {
    const list = await faqs();
    const [a, b] = list;
    const moved = (await t.gql(FAQ_MOVE, { id: b!.id, direction: 'up' }, admin)).body.data.moveFaq;
    expect(moved.slice(0, 2).map((f: { id: string }) => f.id)).toEqual([b!.id, a!.id]);
    expect((await t.gql(FAQ_MOVE, { id: b!.id, direction: 'up' }, admin)).body.errors?.[0]).toMatchObject({
      message: 'This FAQ is already the first.',
      extensions: { code: 'CONFLICT' },
    });
    const last = list[list.length - 1]!;
    expect((await t.gql(FAQ_MOVE, { id: last.id, direction: 'down' }, admin)).body.errors?.[0]?.message).toBe('This FAQ is already the last.');
    await t.gql(FAQ_MOVE, { id: b!.id, direction: 'down' }, admin);
    expect((await faqs()).map((f) => f.id)).toEqual(list.map((f) => f.id));
    await expectTidyOrders();
  });

  it('inserts at a position, moves to a position (the REST move sends only order), and closes gaps on delete', async () => {
    const inserted = (await t.gql(FAQ_CREATE, { input: { question: 'Inserted second?', answer: 'Yes.', category: 'general', order: 2 } }, admin)).body.data.createFaq;
    expect(inserted.order).toBe(2);
    expect((await faqs())[1]!.id).toBe(inserted.id);
    await expectTidyOrders();

    const put = await t.rest('PUT', `/faqs/${inserted.id}`, { order: 1 }, admin);
    expect(put.body.data).toMatchObject({ order: 1, question: 'Inserted second?' });
    const last = await t.gql(FAQ_UPDATE, { id: inserted.id, input: { order: 0, answer: 'Now last.' } }, admin);
    const count = (await faqs()).length;
    expect(last.body.data.updateFaq).toMatchObject({ order: count, answer: 'Now last.' });
    await expectTidyOrders();

    const middle = (await faqs())[2]!;
    expect((await t.gql(FAQ_DELETE, { id: middle.id }, admin)).body.data.deleteFaq).toBe(middle.id);
    expect((await faqs()).map((f) => f.id)).not.toContain(middle.id);
    await expectTidyOrders();
  });

  it('keeps orders unique when many changes arrive at once', async () => {
    const list = await faqs();
    expect(list.length).toBeGreaterThan(4);
    const answers = await Promise.all([
      // Two moves that touch different pairs, and three additions.
      t.gql(FAQ_MOVE, { id: list[0]!.id, direction: 'down' }, admin),
      t.gql(FAQ_MOVE, { id: list[3]!.id, direction: 'up' }, admin),
      t.gql(FAQ_CREATE, { input: { question: 'Concurrent A?', answer: 'A.', category: 'general' } }, admin),
      t.gql(FAQ_CREATE, { input: { question: 'Concurrent B?', answer: 'B.', category: 'general', order: 1 } }, admin),
      t.gql(FAQ_CREATE, { input: { question: 'Concurrent C?', answer: 'C.', category: 'general' } }, admin),
    ]);
    expect(answers.map((a) => a.body.errors)).toEqual(answers.map(() => undefined));
    await expectTidyOrders();
    expect((await faqs()).map((f) => f.question)).toEqual(expect.arrayContaining(['Concurrent A?', 'Concurrent B?', 'Concurrent C?']));
  });

  it('shows guests active FAQs in order; writes are admin only', async () => {
    const [first] = await faqs();
    await t.gql(FAQ_UPDATE, { id: first!.id, input: { isActive: false } }, admin);
    expect((await faqs(null)).map((f) => f.id)).not.toContain(first!.id);
    expect((await t.rest('GET', '/faqs')).body.data.map((f: { id: string }) => f.id)).not.toContain(first!.id);
    expect((await t.rest('GET', `/faqs/${first!.id}`)).status).toBe(404);
    const guestOrders = (await faqs(null)).map((f) => f.order);
    expect(guestOrders).toEqual([...guestOrders].sort((x, y) => x - y));
    await t.gql(FAQ_UPDATE, { id: first!.id, input: { isActive: true } }, admin);

    const input = { question: 'q?', answer: 'a', category: 'c' };
    expect((await t.gql(FAQ_CREATE, { input })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(FAQ_MOVE, { id: first!.id, direction: 'down' }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(FAQ_DELETE, { id: first!.id }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('PUT', `/faqs/${first!.id}`, { order: 2 }, student)).status).toBe(403);
    expect((await t.gql(FAQ_UPDATE, { id: '0123456789abcdef01234567', input: { answer: 'x' } }, admin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
