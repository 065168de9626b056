import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseModel } from '../src/modules/courses/course.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;
let editor: string;
let student: string;
let applicant: string;

const SEARCH = `query($query: String!, $limit: Int) {
  adminSearch(query: $query, limit: $limit) {
    type more
    hits { id type title { text matches { start length } } subtitle { text matches { start length } } }
  }
}`;

type Hit = { id: string; type: string; title: { text: string; matches: { start: number; length: number }[] }; subtitle: { text: string; matches: { start: number; length: number }[] } | null };
type Group = { type: string; more: boolean; hits: Hit[] };

async function search(query: string, token: string | null = admin, limit?: number): Promise<Group[]> {
  const res = await t.gql(SEARCH, { query, ...(limit === undefined ? {} : { limit }) }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.adminSearch as Group[];
}

const titles = (groups: Group[], type: string) => groups.find((g) => g.type === type)?.hits.map((h) => h.title.text) ?? [];

/** The highlighted parts of a text, as a reader sees them marked. */
const marked = (text: { text: string; matches: { start: number; length: number }[] } | null) =>
  text?.matches.map((m) => text.text.slice(m.start, m.start + m.length)) ?? [];

async function create(mutation: string, input: Record<string, unknown>): Promise<string> {
  const res = await t.gql(`mutation($input: ${mutation.split(':')[1]}!) { ${mutation.split(':')[0]}(input: $input) { id } }`, { input }, admin);
  expect(res.body.errors).toBeUndefined();
  return (Object.values(res.body.data as Record<string, { id: string }>)[0] as { id: string }).id;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin', { name: 'Ada Admin' })).token;
  editor = (await t.userWithToken('editor', { name: 'Eddie Editor' })).token;
  student = (await t.userWithToken('student', { name: 'Quentin Student', email: 'quentin.student@learners.example' })).token;
  applicant = (await t.userWithToken('applicant')).token;
  await t.userWithToken('student', { name: 'Émilie Quiroga', email: 'emilie@quarks.example' });
  await create('createCourse:CourseInput', {
    title: 'Quantum Machine Learning',
    description: 'Qubits meet models.',
    status: 'draft',
    instructor: { name: 'Dr. Quinn' },
  });
  await create('createCourse:CourseInput', { title: 'Intro to Python', description: 'Basics.', instructor: { name: 'Guido' } });
  await create('createJob:JobInput', {
    title: 'Quality Engineer',
    company: 'AI Solutions',
    location: 'Quebec City',
    description: 'Testing things.',
    status: 'draft',
  });
  await create('createService:ServiceInput', {
    title: 'Quick Wins Audit',
    description: 'An audit.',
    shortDescription: 'Audit.',
    category: 'Consulting',
  });
  await create('createFaq:FaqInput', { question: 'How quickly do you answer?', answer: 'Within a day.', category: 'General', isActive: false });
  const sent = await t.gql(
    `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }`,
    { input: { name: 'Quincy Jones', email: 'quincy@music.example', subject: 'Question about pricing', message: 'How much is it?' } },
  );
  expect(sent.body.errors).toBeUndefined();
});
afterAll(() => t.close());

describe('the admin search', () => {
  it('finds every type by the start of a word in its main fields, grouped in a fixed order, drafts and inactive records included', async () => {
    const groups = await search('qu');
    expect(groups.map((g) => g.type)).toEqual(['USER', 'COURSE', 'JOB', 'SERVICE', 'CONTACT_MESSAGE', 'FAQ']);
    expect(titles(groups, 'USER')).toEqual(['Émilie Quiroga', 'Quentin Student']);
    expect(titles(groups, 'COURSE')).toEqual(['Quantum Machine Learning']);
    expect(titles(groups, 'JOB')).toEqual(['Quality Engineer']);
    expect(titles(groups, 'SERVICE')).toEqual(['Quick Wins Audit']);
    expect(titles(groups, 'CONTACT_MESSAGE')).toEqual(['Question about pricing']);
    expect(titles(groups, 'FAQ')).toEqual(['How quickly do you answer?']);
  });

  it('marks the matched start of each word, accents and case aside, in the title and the second line', async () => {
    const [users] = await search('EMI qua');
    const emilie = users?.hits[0];
    expect(emilie?.title.text).toBe('Émilie Quiroga');
    expect(marked(emilie?.title ?? null)).toEqual(['Émi']);
    expect(marked(emilie?.subtitle ?? null)).toEqual(['emi', 'qua']);
    const jobs = await search('quebec');
    expect(marked(jobs.find((g) => g.type === 'JOB')?.hits[0]?.subtitle ?? null)).toEqual(['Quebec']);
  });

  it('needs every word of the query: a second word narrows, an e-mail address typed whole finds its owner', async () => {
    expect(titles(await search('quentin student'), 'USER')).toEqual(['Quentin Student']);
    expect(await search('quentin nobody')).toEqual([]);
    expect(titles(await search('quentin.student@learn'), 'USER')).toEqual(['Quentin Student']);
    expect(titles(await search('quincy@music.example'), 'CONTACT_MESSAGE')).toEqual(['Question about pricing']);
    // Inside a word is not the start of a word.
    expect(await search('uantum')).toEqual([]);
  });

  it('keeps a record findable after its name changes, and after a write that went around mongoose', async () => {
    const course = await CourseModel.findOne({ title: 'Intro to Python' }).lean();
    const renamed = await t.gql(`mutation($id: ID!) { updateCourse(id: $id, input: { title: "Zymurgy for Brewers" }) { id } }`, { id: course?._id.toString() }, admin);
    expect(renamed.body.errors).toBeUndefined();
    expect(titles(await search('zymurgy'), 'COURSE')).toEqual(['Zymurgy for Brewers']);
    // The instructor was not in the update, and is still found.
    expect(titles(await search('guido'), 'COURSE')).toEqual(['Zymurgy for Brewers']);
    expect(await search('intro')).toEqual([]);

    await UserModel.collection.insertOne({ name: 'Xavier Raw', email: 'xavier@raw.example', role: 'student', status: 'active', tokenVersion: 0 });
    expect(await search('xavier')).toEqual([]);
    const { backfillSearchWords } = await import('../src/modules/search/search-words.backfill.js');
    const { createLogger } = await import('../src/logger.js');
    await backfillSearchWords(createLogger('silent'));
    expect(titles(await search('xavier'), 'USER')).toEqual(['Xavier Raw']);
  });

  it('sends at most `limit` hits per type and says when there are more', async () => {
    for (let i = 0; i < 7; i++) await t.userWithToken('student', { name: `Limitless Learner ${i}` });
    const [users] = await search('limitless');
    expect(users?.hits).toHaveLength(5);
    expect(users?.more).toBe(true);
    const [three] = await search('limitless', admin, 3);
    expect(three?.hits).toHaveLength(3);
    const [all] = await search('limitless', admin, 20);
    expect(all?.hits).toHaveLength(7);
    expect(all?.more).toBe(false);
  });

  it('is for administrators and editors: editors see what their lists show them, others are refused', async () => {
    expect((await search('qu', editor)).map((g) => g.type)).toEqual(['USER', 'COURSE', 'JOB', 'SERVICE', 'CONTACT_MESSAGE', 'FAQ']);
    const guest = await t.gql(SEARCH, { query: 'qu' });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const token of [student, applicant]) {
      const refused = await t.gql(SEARCH, { query: 'qu' }, token);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.body.data).toBeNull();
    }
  });

  it('names the field for bad input', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ query: '   ' }, { query: 'Search text is required' }],
      [{ query: 'x'.repeat(101) }, { query: 'Search text must be at most 100 characters' }],
      [{ query: 'qu', limit: 0 }, { limit: 'Limit must be a whole number from 1 to 20' }],
      [{ query: 'qu', limit: 21 }, { limit: 'Limit must be a whole number from 1 to 20' }],
    ];
    for (const [variables, fields] of cases) {
      const res = await t.gql(SEARCH, variables, admin);
      expect(res.status).toBe(200);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    }
  });

  it('treats regular-expression characters as text', async () => {
    expect(await search('(.*)')).toEqual([]);
    expect(await search('q.*')).toEqual(await search('q'));
  });
});
