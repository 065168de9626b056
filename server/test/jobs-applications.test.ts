import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { ApplicationModel } from '../src/modules/jobs/application.model.js';
import { JobModel } from '../src/modules/jobs/job.model.js';
import { NotificationModel } from '../src/modules/notifications/notification.model.js';
import { RESUME_DAILY_QUOTA } from '../src/modules/jobs/application.service.js';
import { sweepOrphanResumes } from '../src/modules/jobs/resume-sweep.js';
import { resumeFiles, saveResume } from '../src/modules/jobs/resume.storage.js';
import { DiskFileStore } from '../src/modules/files/disk-file-store.js';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG_FILE, docxFile, oleFile, pdfFile, xlsxFile } from './jobs-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// Applying with a résumé, following and withdrawing it, and the hiring team's pipeline.

type User = { id: string; email: string; token: string };
let t: TestServer;
let admin: User;
let student: User;

const APPLICATION_FIELDS =
  'id status phone coverLetter resume { filename contentType size downloadUrl } history { status byName note at } job { id title } applicant { id name email } createdAt';
const MINE = `{ myApplications { total items { ${APPLICATION_FIELDS} } } }`;
const MY_APPLICATION = `query($jobId: ID!) { myApplication(jobId: $jobId) { id status } }`;
const FOR_JOB = `query($jobId: ID!, $status: ApplicationStatus) { jobApplications(jobId: $jobId, status: $status) { total items { ${APPLICATION_FIELDS} } } }`;
const CHANGE = `mutation($id: ID!, $status: ApplicationStatus!, $note: String) { updateApplicationStatus(id: $id, status: $status, note: $note) { ${APPLICATION_FIELDS} } }`;

type FilePart = { bytes: Buffer; name: string; type?: string; field?: string };

/** Posts the Apply form as a browser does: multipart with the fields and the résumé file. */
async function apply(jobId: string, token: string | null, fields: { phone?: string; coverLetter?: string } = { phone: '+1 415 555 0100' }, file?: FilePart | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, string | undefined][]) if (value !== undefined) form.set(name, value);
  const part = file === undefined ? { bytes: pdfFile(), name: 'Jane Doe CV.pdf', type: 'application/pdf' } : file;
  if (part) form.set(part.field ?? 'resume', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.name);
  const res = await fetch(`${t.url}/api/jobs/${jobId}/applications`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { data?: any; message?: string; errors?: Record<string, string> } };
}

async function createJob(over: Record<string, unknown> = {}): Promise<{ id: string; title: string }> {
  const res = await t.gql(
    `mutation($input: JobInput!) { createJob(input: $input) { id title } }`,
    { input: { title: `Role ${Math.random().toString(36).slice(2, 7)}`, company: 'AI Solutions', location: 'Remote', description: 'A role.', ...over } },
    admin.token,
  );
  return res.body.data.createJob;
}

const storedFiles = async () => (await resumeFiles().storedBefore(new Date(Date.now() + 60_000))).length;
/** With the embedded store résumés are files on disk. */
function diskFiles(): DiskFileStore {
  const store = resumeFiles();
  if (!(store instanceof DiskFileStore)) throw new Error('expected résumés on disk beside the embedded store');
  return store;
}
const latestMail = (to: string) => MailModel.findOne({ to: to.toLowerCase() }).sort({ createdAt: -1, _id: -1 }).lean();

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Grace Admin' });
  student = await t.userWithToken('student');
});
afterAll(() => t.close());

describe('applying', () => {
  it('submits an application with a PDF résumé, counts it, e-mails the candidate and notifies the admins', async () => {
    const job = await createJob({ title: 'Platform Engineer' });
    const candidate = await t.userWithToken('applicant', { name: 'Jane Doe' });
    const res = await apply(job.id, candidate.token, { phone: '+1 (415) 555-0100', coverLetter: 'I love pipelines.' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'submitted',
      phone: '+1 (415) 555-0100',
      coverLetter: 'I love pipelines.',
      resume: { filename: 'Jane Doe CV.pdf', contentType: 'application/pdf', size: pdfFile().length },
      history: [{ status: 'submitted', byName: 'Jane Doe' }],
    });
    expect((await JobModel.findById(job.id).lean())?.applications).toBe(1);

    const mail = await latestMail(candidate.email);
    expect(mail?.subject).toBe('Application received: Platform Engineer');
    expect(mail?.text).toContain('Jane Doe CV.pdf');
    const notice = await NotificationModel.findOne({ user: admin.id, title: 'New job application' }).sort({ createdAt: -1 }).lean();
    expect(notice).toMatchObject({ message: 'Jane Doe applied for Platform Engineer.', link: `/admin/jobs/${job.id}/applications` });

    const mine = await t.gql(MINE, {}, candidate.token);
    expect(mine.body.data.myApplications.items).toHaveLength(1);
    expect(mine.body.data.myApplications.items[0]).toMatchObject({ job: { title: 'Platform Engineer' }, applicant: { name: 'Jane Doe' } });
    expect(mine.body.data.myApplications.items[0].resume.downloadUrl).toBe(`/api/applications/${res.body.data.id}/resume`);
    expect((await t.gql(MY_APPLICATION, { jobId: job.id }, candidate.token)).body.data.myApplication.status).toBe('submitted');
    const rest = await t.rest('GET', '/me/applications', undefined, candidate.token);
    expect(rest.body.data.map((a: { id: string }) => a.id)).toEqual([res.body.data.id]);
  });

  it('accepts one application per job and user', async () => {
    const job = await createJob();
    const candidate = await t.userWithToken('applicant');
    expect((await apply(job.id, candidate.token)).status).toBe(201);
    const files = await storedFiles();
    const again = await apply(job.id, candidate.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied for this job');
    expect(await storedFiles()).toBe(files);
    expect(await ApplicationModel.countDocuments({ job: job.id })).toBe(1);
  });

  it('lets only signed-in candidates apply: guests 401, students and admins 403', async () => {
    const job = await createJob();
    const files = await storedFiles();
    expect((await apply(job.id, null)).status).toBe(401);
    const asStudent = await apply(job.id, student.token);
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.message).toBe('Only candidate accounts can apply for jobs. Sign in with a candidate account to apply.');
    expect((await apply(job.id, admin.token)).status).toBe(403);
    expect(await storedFiles()).toBe(files);
    expect(await ApplicationModel.countDocuments({ job: job.id })).toBe(0);
  });

  it('refuses a job that is not open with 409, and a malformed id with 400 naming it (the rules: test/services)', async () => {
    const candidate = await t.userWithToken('applicant');
    const paused = await createJob({ status: 'paused' });
    const closed = await apply(paused.id, candidate.token);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This job is no longer accepting applications');
    expect((await apply('nope', candidate.token)).status).toBe(400);
  });
});

describe('the résumé upload limits', () => {
  let job: { id: string };
  let candidate: User;
  beforeAll(async () => {
    job = await createJob();
    candidate = await t.userWithToken('applicant');
  });

  async function expectNothingStored(files: number) {
    expect(await storedFiles()).toBe(files);
    expect(await ApplicationModel.countDocuments({ job: job.id })).toBe(0);
    expect((await JobModel.findById(job.id).lean())?.applications).toBe(0);
  }

  it('requires the file, naming the field', async () => {
    const files = await storedFiles();
    const res = await apply(job.id, candidate.token, { phone: '+1 415 555 0100' }, null);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ resume: 'Résumé is required: attach a PDF, DOC or DOCX file' });
    await expectNothingStored(files);
  });

  it('checks the type from the content: an image named .pdf, a spreadsheet named .docx or .doc are refused', async () => {
    const files = await storedFiles();
    for (const part of [
      { bytes: PNG_FILE, name: 'cv.pdf', type: 'application/pdf' },
      { bytes: xlsxFile(), name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { bytes: oleFile('Workbook'), name: 'cv.doc', type: 'application/msword' },
      { bytes: Buffer.from('plain text résumé'), name: 'cv.pdf' },
    ]) {
      const res = await apply(job.id, candidate.token, undefined, part);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ resume: 'Résumé must be a PDF, DOC or DOCX file' });
    }
    await expectNothingStored(files);
  });

  it('refuses files over 5 MB with 413 and an empty file with 400', async () => {
    const files = await storedFiles();
    const big = Buffer.concat([pdfFile(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await apply(job.id, candidate.token, undefined, { bytes: big, name: 'cv.pdf', type: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ resume: 'Résumé must be at most 5 MB' });
    const empty = await apply(job.id, candidate.token, undefined, { bytes: Buffer.alloc(0), name: 'cv.pdf' });
    expect(empty.body.errors).toEqual({ resume: 'Résumé file is empty' });
    await expectNothingStored(files);
  });

  it('reports the phone and the file together, and a file sent under another field name', async () => {
    const files = await storedFiles();
    const both = await apply(job.id, candidate.token, { phone: 'call me' }, { bytes: PNG_FILE, name: 'me.png', type: 'image/png' });
    expect(both.body.errors).toEqual({ phone: 'Enter a valid phone number', resume: 'Résumé must be a PDF, DOC or DOCX file' });
    const missingPhone = await apply(job.id, candidate.token, {});
    expect(missingPhone.body.errors).toEqual({ phone: 'Phone number is required' });
    const wrongField = await apply(job.id, candidate.token, undefined, { bytes: pdfFile(), name: 'cv.pdf', field: 'cv' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toEqual({ resume: 'Attach the résumé as the "resume" field (got "cv")' });
    await expectNothingStored(files);
  });

  it('accepts DOC and DOCX whatever the browser claims, and names the file by what it is', async () => {
    const other = await createJob();
    const docx = await apply(job.id, candidate.token, undefined, { bytes: docxFile(), name: 'My CV', type: 'application/octet-stream' });
    expect(docx.status).toBe(201);
    expect(docx.body.data.resume).toMatchObject({ filename: 'My CV.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const doc = await apply(other.id, candidate.token, undefined, { bytes: oleFile('WordDocument'), name: '../../etc/cv.pdf' });
    expect(doc.body.data.resume).toMatchObject({ filename: 'cv.doc', contentType: 'application/msword' });
  });
});

describe('downloading a résumé', () => {
  it('is for the applicant and admins only', async () => {
    const job = await createJob();
    const candidate = await t.userWithToken('applicant');
    const other = await t.userWithToken('applicant');
    const applied = await apply(job.id, candidate.token, undefined, { bytes: pdfFile('Ünïcode résumé'), name: 'Résumé Jane.pdf', type: 'application/pdf' });
    const url = `${t.url}/api/applications/${applied.body.data.id}/resume`;
    for (const token of [candidate.token, admin.token]) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="R_sum_ Jane.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Jane.pdf`);
      expect(Buffer.from(await res.arrayBuffer()).equals(pdfFile('Ünïcode résumé'))).toBe(true);
    }
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(403);
    expect((await fetch(url, { headers: { authorization: `Bearer ${student.token}` } })).status).toBe(403);
    expect((await fetch(`${t.url}/api/applications/0123456789abcdef01234567/resume`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(404);
  });

  it('keeps the bytes on disk, not in the embedded store, and answers 404 when the file is gone', async () => {
    const job = await createJob();
    const candidate = await t.userWithToken('applicant');
    const applied = await apply(job.id, candidate.token, undefined, { bytes: pdfFile('on disk'), name: 'cv.pdf', type: 'application/pdf' });
    const stored = await ApplicationModel.findById(applied.body.data.id).lean();
    const path = join(diskFiles().dir, stored!.resume.fileId.toHexString());
    expect((await readFile(path)).equals(pdfFile('on disk'))).toBe(true);
    expect(await mongoose.connection.collection('resumes.chunks').countDocuments()).toBe(0);
    await resumeFiles().remove(stored!.resume.fileId);
    const res = await fetch(`${t.url}/api/applications/${applied.body.data.id}/resume`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('Résumé file not found');
  });
});

describe('the pipeline', () => {
  it('lets admins list a job’s applications, filter by status and move one along with a note the candidate reads', async () => {
    const job = await createJob({ title: 'Research Engineer' });
    const jane = await t.userWithToken('applicant', { name: 'Jane Candidate' });
    const joe = await t.userWithToken('applicant', { name: 'Joe Candidate' });
    const janeApp = (await apply(job.id, jane.token)).body.data;
    await apply(job.id, joe.token);

    const list = await t.gql(FOR_JOB, { jobId: job.id }, admin.token);
    expect(list.body.data.jobApplications.total).toBe(2);
    expect(list.body.data.jobApplications.items.map((a: { applicant: { name: string } }) => a.applicant.name)).toEqual(['Joe Candidate', 'Jane Candidate']);
    expect(list.body.data.jobApplications.items[1].applicant.email).toBe(jane.email);

    const moved = await t.gql(CHANGE, { id: janeApp.id, status: 'interviewing', note: 'Please pick a slot next week.' }, admin.token);
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data.updateApplicationStatus.status).toBe('interviewing');
    expect(moved.body.data.updateApplicationStatus.history).toMatchObject([
      { status: 'submitted', byName: 'Jane Candidate', note: null },
      { status: 'interviewing', byName: 'Grace Admin', note: 'Please pick a slot next week.' },
    ]);
    const mail = await latestMail(jane.email);
    expect(mail?.subject).toBe('Your application for Research Engineer: Interviewing');
    expect(mail?.text).toContain('Please pick a slot next week.');

    const interviewing = await t.gql(FOR_JOB, { jobId: job.id, status: 'interviewing' }, admin.token);
    expect(interviewing.body.data.jobApplications.items.map((a: { id: string }) => a.id)).toEqual([janeApp.id]);
    const rest = await t.rest('GET', `/jobs/${job.id}/applications?status=submitted`, undefined, admin.token);
    expect(rest.body.data).toHaveLength(1);
    expect((await t.gql(MINE, {}, jane.token)).body.data.myApplications.items[0].status).toBe('interviewing');

    const patched = await t.rest('PATCH', `/applications/${janeApp.id}`, { status: 'offered' }, admin.token);
    expect(patched.body.data.status).toBe('offered');
    const same = await t.rest('PATCH', `/applications/${janeApp.id}`, { status: 'offered' }, admin.token);
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ status: 'The application is already offered' });
  });

  it('keeps the applications lists for admins: candidates and students are refused, unknown jobs are not found', async () => {
    const job = await createJob();
    const candidate = await t.userWithToken('applicant');
    expect((await t.gql(FOR_JOB, { jobId: job.id }, candidate.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', `/jobs/${job.id}/applications`, undefined, student.token)).status).toBe(403);
    expect((await t.rest('GET', `/jobs/${job.id}/applications`)).status).toBe(401);
    expect((await t.gql(FOR_JOB, { jobId: '0123456789abcdef01234567' }, admin.token)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(MINE, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/me/applications')).status).toBe(401);
  });

  it('lets the candidate withdraw over REST; an admin is refused naming the status (the rules: test/services)', async () => {
    const job = await createJob({ title: 'Designer' });
    const candidate = await t.userWithToken('applicant', { name: 'Wanda' });
    const app = (await apply(job.id, candidate.token)).body.data;
    const byAdmin = await t.gql(CHANGE, { id: app.id, status: 'withdrawn' }, admin.token);
    expect(byAdmin.body.errors?.[0]?.extensions?.fields).toEqual({ status: 'Only the candidate can withdraw an application' });
    const withdrawn = await t.rest('PATCH', `/applications/${app.id}`, { status: 'withdrawn' }, candidate.token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await t.rest('PATCH', `/applications/${app.id}`, { status: 'nonsense' }, admin.token)).body.errors).toEqual({
      status: 'Status must be one of submitted, reviewing, interviewing, offered, hired, rejected, withdrawn',
    });
  });

  it('deleting a job removes its applications and their résumés', async () => {
    const job = await createJob();
    const candidate = await t.userWithToken('applicant');
    await apply(job.id, candidate.token);
    const files = await storedFiles();
    await t.gql(`mutation($id: ID!) { deleteJob(id: $id) }`, { id: job.id }, admin.token);
    expect(await ApplicationModel.countDocuments({ job: job.id })).toBe(0);
    expect(await storedFiles()).toBe(files - 1);
    expect((await t.gql(MINE, {}, candidate.token)).body.data.myApplications.total).toBe(0);
  });

  it('resolves the job and applicant of a page of applications in a bounded number of queries', async () => {
    const job = await createJob();
    for (let i = 0; i < 4; i += 1) await apply(job.id, (await t.userWithToken('applicant')).token);
    const queries: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => queries.push(`${collection}.${method}`));
    const res = await t.gql(FOR_JOB, { jobId: job.id }, admin.token);
    mongoose.set('debug', false);
    // One read for the users and one for the jobs, however many applications the page holds.
    expect(queries.filter((q) => q === 'users.find')).toHaveLength(1);
    expect(queries.filter((q) => q === 'jobs.find')).toHaveLength(1);
    expect(res.body.data.jobApplications.items.every((a: { job: { id: string } }) => a.job.id === job.id)).toBe(true);
    expect(new Set(res.body.data.jobApplications.items.map((a: { applicant: { id: string } }) => a.applicant.id)).size).toBe(4);
  });
});

describe('résumé quota', () => {
  it('refuses a candidate’s résumés past the daily count, before reading the upload, naming the limit', async () => {
    const candidate = await t.userWithToken('applicant');
    // Earlier applications today, as if made one by one (their files do not matter here).
    const applicant = new mongoose.Types.ObjectId(candidate.id);
    await ApplicationModel.collection.insertMany(
      Array.from({ length: RESUME_DAILY_QUOTA.files }, () => ({
        job: new mongoose.Types.ObjectId(),
        applicant,
        status: 'submitted',
        resume: { fileId: new mongoose.Types.ObjectId(), filename: 'cv.pdf', contentType: 'application/pdf', size: 1000 },
        history: [],
        createdAt: new Date(),
        updatedAt: new Date(),
      })),
    );
    const job = await createJob();
    const files = await storedFiles();
    const res = await apply(job.id, candidate.token);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(`You can send at most ${RESUME_DAILY_QUOTA.files} résumés (50 MB) a day. Please try again tomorrow.`);
    expect(await storedFiles()).toBe(files);
    await ApplicationModel.deleteMany({ applicant });
  });
});

describe('orphaned résumés', () => {
  it('sweeps files no application refers to and uploads killed half-way, and keeps the rest', async () => {
    const job = await createJob();
    const candidate = await t.userWithToken('applicant');
    const applied = (await apply(job.id, candidate.token)).body.data;
    // What a crash leaves: a stored file whose application never committed, and the partial file
    // of an upload killed before it was complete.
    const orphan = await saveResume(pdfFile(), { filename: 'orphan.pdf', contentType: 'application/pdf' });
    const stray = mongoose.Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 3600);
    await writeFile(join(diskFiles().dir, `${stray.toHexString()}.part`), 'partial');

    const swept = await sweepOrphanResumes(t.log, 0);
    expect(swept.files).toBeGreaterThanOrEqual(1);
    expect(swept.incomplete).toBe(1);
    const left = await readdir(diskFiles().dir);
    expect(left).not.toContain(orphan.toHexString());
    expect(left).not.toContain(`${stray.toHexString()}.part`);
    const kept = await ApplicationModel.findById(applied.id).lean();
    expect(left).toContain(kept!.resume.fileId.toHexString());
    // The résumé of a committed application still downloads.
    const res = await fetch(`${t.url}/api/applications/${applied.id}/resume`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
  });
});
