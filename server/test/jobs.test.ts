import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobModel } from '../src/modules/jobs/job.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// Careers, the job postings: form rules, who sees what, filters, stats and views.

let t: TestServer;
let admin: string;
let editor: string;
let student: string;
let applicant: string;

const JOB_FIELDS =
  'id title company location type level department salary { min max currency } experience description requirements benefits status isActive views applications postedDate deadline createdAt updatedAt';
const CREATE = `mutation($input: JobInput!) { createJob(input: $input) { ${JOB_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${JOB_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteJob(id: $id) }`;
const LIST = `query($filter: JobFilter, $page: PageInput) { jobs(filter: $filter, page: $page) { total page pageSize items { id title status department type level isActive } } }`;
const ONE = `query($id: ID!) { job(id: $id) { id title views } }`;
const STATS = `{ jobStats { totalJobs activeJobs totalApplications totalViews } }`;
const CAREER_STATS = `{ careerStats { openPositions departments byDepartment { department count } } }`;
const VIEW = `mutation($id: ID!) { recordJobView(id: $id) }`;

const valid = (over: Record<string, unknown> = {}) => ({
  title: 'Data Engineer',
  company: 'AI Solutions',
  location: 'Remote',
  description: 'Build the data pipelines behind our models.',
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<{ id: string; title: string }> {
  const res = await t.gql(CREATE, { input: valid(over) }, admin);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createJob;
}

const ids = (res: { body: { data?: { jobs: { items: { id: string }[] } } } }) => res.body.data?.jobs.items.map((j) => j.id) ?? [];

/** A GraphQL call with a chosen User-Agent, as a browser would send it. */
async function gqlAs(userAgent: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
  editor = (await t.userWithToken('editor')).token;
  student = (await t.userWithToken('student')).token;
  applicant = (await t.userWithToken('applicant')).token;
});
afterAll(() => t.close());

describe('posting a job', () => {
  it('applies the form defaults (full-time, mid, active), stores the salary structured and dates the posting', async () => {
    const res = await t.gql(CREATE, { input: valid({ salary: '$80,000 - $120,000', requirements: ['SQL', '  ', 'Python'], benefits: ['Remote'] }) }, admin);
    expect(res.body.errors).toBeUndefined();
    const job = res.body.data.createJob;
    expect(job).toMatchObject({
      type: 'full_time',
      level: 'mid',
      status: 'active',
      department: 'other',
      isActive: true,
      salary: { min: 80_000, max: 120_000, currency: 'USD' },
      requirements: ['SQL', 'Python'],
      benefits: ['Remote'],
      views: 0,
      applications: 0,
      deadline: null,
    });
    expect(new Date(job.postedDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('names every missing required field: title, company, location, description', async () => {
    const res = await t.gql(CREATE, { input: { title: ' ', company: '', location: '', description: '' } }, admin);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({
      title: 'Title is required',
      company: 'Company is required',
      location: 'Location is required',
      description: 'Description is required',
    });
  });

  it('says how to write a salary it cannot read, and keeps a blank salary as not disclosed', async () => {
    const res = await t.gql(CREATE, { input: valid({ salary: 'Competitive' }) }, admin);
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({
      salary: 'Salary could not be read: enter an amount or a range, e.g. $80,000 - $120,000 or 60k-75k EUR',
    });
    const blank = await t.gql(CREATE, { input: valid({ salary: '  ' }) }, admin);
    expect(blank.body.data.createJob.salary).toBeNull();
  });

  it('takes a day as deadline, open until the end of that day', async () => {
    const rest = await t.rest('POST', '/jobs', valid({ deadline: '2099-12-31' }), admin);
    expect(rest.body.data.deadline).toBe('2099-12-31T23:59:59.999Z');
    const bad = await t.rest('POST', '/jobs', valid({ deadline: 'someday' }), admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ deadline: 'Deadline must be a date' });
  });

  it('accepts the older REST shapes: "full-time", comma-separated requirements, a salary object', async () => {
    const res = await t.rest(
      'POST',
      '/jobs',
      valid({ type: 'part-time', level: 'lead', requirements: 'SQL, Python,, Spark', salary: { min: 50_000, max: 60_000, currency: 'eur' } }),
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'part_time', level: 'lead', requirements: ['SQL', 'Python', 'Spark'], salary: { min: 50_000, max: 60_000, currency: 'EUR' } });
    const wrong = await t.rest('POST', '/jobs', valid({ type: 'gig', salary: { min: 9, max: 1, currency: 'USD' } }), admin);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      type: 'Type must be one of full-time, part-time, contract, freelance, internship, remote',
      salary: 'Salary minimum must not be more than the maximum',
    });
  });

  it('lets editors post, and refuses guests, students and candidates with the right codes', async () => {
    expect((await t.gql(CREATE, { input: valid() }, editor)).body.data?.createJob.title).toBe('Data Engineer');
    expect((await t.gql(CREATE, { input: valid() })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const token of [student, applicant]) {
      expect((await t.gql(CREATE, { input: valid() }, token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.rest('POST', '/jobs', valid(), applicant)).status).toBe(403);
  });
});

describe('who sees which jobs', () => {
  it('shows guests, students and candidates open jobs only; admins see every job', async () => {
    const open = await create({ title: 'Open role', status: 'active' });
    const hidden = await Promise.all([
      create({ title: 'Paused role', status: 'paused' }),
      create({ title: 'Closed role', status: 'closed' }),
      create({ title: 'Draft role', status: 'draft' }),
      create({ title: 'Expired role', status: 'active', deadline: new Date(Date.now() - 60_000).toISOString() }),
    ]);
    for (const token of [null, student, applicant]) {
      const res = await t.gql(LIST, { filter: { status: 'draft' }, page: { pageSize: 100 } }, token);
      expect(ids(res)).toContain(open.id);
      for (const job of hidden) {
        expect(ids(res)).not.toContain(job.id);
        expect((await t.gql(ONE, { id: job.id }, token)).body.data.job).toBeNull();
        expect((await t.rest('GET', `/jobs/${job.id}`, undefined, token)).status).toBe(404);
      }
      expect(res.body.data.jobs.items.every((j: { isActive: boolean }) => j.isActive)).toBe(true);
    }
    const all = await t.gql(LIST, { page: { pageSize: 100 } }, admin);
    for (const job of [open, ...hidden]) expect(ids(all)).toContain(job.id);
    const expired = all.body.data.jobs.items.find((j: { id: string }) => j.id === hidden[3].id);
    expect(expired).toMatchObject({ status: 'active', isActive: false });
    // The public page asks for open jobs only, also when an admin looks at it.
    const openOnly = await t.gql(LIST, { filter: { openOnly: true }, page: { pageSize: 100 } }, admin);
    expect(ids(openOnly)).toContain(open.id);
    expect(ids(openOnly)).not.toContain(hidden[3].id);
    const drafts = await t.gql(LIST, { filter: { status: 'draft' }, page: { pageSize: 100 } }, admin);
    expect(drafts.body.data.jobs.items.every((j: { status: string }) => j.status === 'draft')).toBe(true);
  });

  it('filters by department, type and level, searches case-insensitively, and paginates', async () => {
    await create({ title: 'Vision Researcher', department: 'research', type: 'contract', level: 'senior', location: 'Berlin' });
    const byDepartment = await t.gql(LIST, { filter: { department: 'research' } });
    expect(byDepartment.body.data.jobs.items.map((j: { title: string }) => j.title)).toEqual(['Vision Researcher']);
    const byTypeAndLevel = await t.gql(LIST, { filter: { type: 'contract', level: 'senior' } }, admin);
    expect(byTypeAndLevel.body.data.jobs.items.map((j: { title: string }) => j.title)).toEqual(['Vision Researcher']);
    const bySearch = await t.gql(LIST, { filter: { search: 'berLIN' } });
    expect(bySearch.body.data.jobs.total).toBe(1);
    expect((await t.gql(LIST, { filter: { search: '.*(' } })).body.data.jobs.total).toBe(0);
    const rest = await t.rest('GET', '/jobs?department=research&type=contract');
    expect(rest.body.data.map((j: { title: string }) => j.title)).toEqual(['Vision Researcher']);

    const first = await t.gql(LIST, { page: { page: 1, pageSize: 2 } }, admin);
    const second = await t.gql(LIST, { page: { page: 2, pageSize: 2 } }, admin);
    expect(first.body.data.jobs.items).toHaveLength(2);
    expect(second.body.data.jobs.items[0].id).not.toBe(first.body.data.jobs.items[0].id);
  });
});

describe('changing and deleting a job', () => {
  it('replaces the form fields, keeps the posted date, and dates a draft when it is published', async () => {
    const job = await create({ status: 'active' });
    const before = (await t.gql(CREATE, { input: valid() }, admin)).body.data.createJob;
    const paused = await t.gql(UPDATE, { id: job.id, input: valid({ title: 'Renamed', status: 'paused', salary: '60k-75k EUR' }) }, admin);
    expect(paused.body.data.updateJob).toMatchObject({ title: 'Renamed', status: 'paused', isActive: false, type: 'full_time', salary: { min: 60_000, max: 75_000, currency: 'EUR' } });
    expect(paused.body.data.updateJob.postedDate).not.toBeNull();
    expect(before.postedDate).not.toBeNull();

    const draft = await create({ status: 'draft' });
    expect((await t.gql(ONE.replace('views', 'views postedDate'), { id: draft.id }, admin)).body.data.job.postedDate).toBeNull();
    const published = await t.gql(UPDATE, { id: draft.id, input: valid({ status: 'active' }) }, admin);
    expect(published.body.data.updateJob.postedDate).not.toBeNull();
  });

  it('answers NOT_FOUND for unknown and malformed ids and refuses non-staff', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      expect((await t.gql(UPDATE, { id, input: valid() }, admin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await t.gql(DELETE, { id }, admin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const job = await create();
    expect((await t.gql(UPDATE, { id: job.id, input: valid() }, applicant)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { id: job.id }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('PUT', `/jobs/${job.id}`, valid())).status).toBe(401);
    expect((await t.rest('DELETE', `/jobs/${job.id}`, undefined, applicant)).status).toBe(403);
  });

  it('deletes for admins over GraphQL and REST', async () => {
    const a = await create();
    const b = await create();
    expect((await t.gql(DELETE, { id: a.id }, admin)).body.data.deleteJob).toBe(a.id);
    expect((await t.rest('DELETE', `/jobs/${b.id}`, undefined, admin)).body.data).toEqual({ id: b.id });
    expect((await t.gql(ONE, { id: a.id }, admin)).body.data.job).toBeNull();
    expect(await JobModel.countDocuments({ _id: { $in: [a.id, b.id] } })).toBe(0);
  });
});

describe('figures', () => {
  it('computes the four Job Management stat cards on the server, for admins only', async () => {
    const before = (await t.gql(STATS, {}, admin)).body.data.jobStats;
    const job = await create({ status: 'active' });
    await create({ status: 'paused' });
    await JobModel.updateOne({ _id: job.id }, { $set: { views: 7 } });
    const after = (await t.gql(STATS, {}, admin)).body.data.jobStats;
    expect(after).toEqual({ ...before, totalJobs: before.totalJobs + 2, activeJobs: before.activeJobs + 1, totalViews: before.totalViews + 7 });
    expect((await t.gql(STATS, {}, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(STATS, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('gives everyone the Career page facts: open positions and the departments hiring', async () => {
    const before = (await t.gql(CAREER_STATS, {})).body.data.careerStats;
    await create({ department: 'design', status: 'active' });
    await create({ department: 'design', status: 'draft' });
    const after = (await t.gql(CAREER_STATS, {})).body.data.careerStats;
    expect(after.openPositions).toBe(before.openPositions + 1);
    const design = (s: typeof after) => s.byDepartment.find((d: { department: string }) => d.department === 'design')?.count ?? 0;
    expect(design(after)).toBe(design(before) + 1);
    expect(after.departments).toBe(after.byDepartment.length);
    const open = await JobModel.countDocuments({ status: 'active', $or: [{ deadline: null }, { deadline: { $gte: new Date() } }] });
    expect(after.openPositions).toBe(open);
  });
});

describe('views', () => {
  it('count once per visitor per day: a guest is an address with a browser, a user is themselves everywhere', async () => {
    const job = await create({ status: 'active' });
    expect((await gqlAs('Firefox', VIEW, { id: job.id })).data?.['recordJobView']).toBe(true);
    expect((await gqlAs('Firefox', VIEW, { id: job.id })).data?.['recordJobView']).toBe(false);
    expect((await gqlAs('Safari', VIEW, { id: job.id })).data?.['recordJobView']).toBe(true);
    expect((await gqlAs('Firefox', VIEW, { id: job.id }, applicant)).data?.['recordJobView']).toBe(true);
    expect((await gqlAs('Safari', VIEW, { id: job.id }, applicant)).data?.['recordJobView']).toBe(false);
    // Staff looking at their own postings do not count.
    expect((await gqlAs('Chrome', VIEW, { id: job.id }, admin)).data?.['recordJobView']).toBe(false);
    const rest = await t.rest('POST', `/jobs/${job.id}/views`, undefined, student);
    expect(rest.body.data).toEqual({ counted: true });
    expect((await t.gql(ONE, { id: job.id })).body.data.job.views).toBe(4);
  });

  it('refuses views of jobs that are not open', async () => {
    const draft = await create({ status: 'draft' });
    expect((await gqlAs('Firefox', VIEW, { id: draft.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await mongoose.connection.collection('job_views').countDocuments({ job: new mongoose.Types.ObjectId(draft.id) })).toBe(0);
  });
});
