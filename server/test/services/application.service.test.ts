import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/core/actor.js';
import { ApplicationModel } from '../../src/modules/jobs/application.model.js';
import { applyForJob, changeApplicationStatus } from '../../src/modules/jobs/application.service.js';
import { resumeFiles } from '../../src/modules/jobs/resume.storage.js';
import { MailModel } from '../../src/modules/mail/mail.model.js';
import { NotificationModel } from '../../src/modules/notifications/notification.model.js';
import { pdfFile } from '../jobs-fixtures.js';
import { refusal, scenario, startServiceTier, type ServiceTier } from '../helpers/service-tier.js';

let tier: ServiceTier;
beforeAll(async () => {
  tier = await startServiceTier();
});
afterAll(() => tier.close());

const resume = () => {
  const buffer = pdfFile();
  return { buffer, originalname: 'Jane Doe CV.pdf', size: buffer.length };
};
const apply = (who: Actor | null, jobId: string) => applyForJob(tier.deps, who, jobId, { phone: '+1 415 555 0100' }, resume());
const storedFiles = async () => (await resumeFiles().storedBefore(new Date(Date.now() + 60_000))).length;
const latestMail = (to: string) => MailModel.findOne({ to }).sort({ createdAt: -1, _id: -1 }).lean();

describe('who may apply', () => {
  it('only a signed-in candidate, once per job, and nothing is stored for a refused caller', async () => {
    const { people, jobs } = await scenario({ people: { carl: 'applicant', ada: 'student', grace: 'admin' }, jobs: { open: {} } });
    const files = await storedFiles();
    expect(await refusal(apply(null, jobs.open.id))).toMatchObject({ code: 'UNAUTHENTICATED' });
    for (const notACandidate of [people.ada, people.grace]) {
      expect(await refusal(apply(notACandidate, jobs.open.id))).toEqual({
        code: 'FORBIDDEN',
        message: 'Only candidate accounts can apply for jobs. Sign in with a candidate account to apply.',
      });
    }
    expect(await storedFiles()).toBe(files);

    expect(await apply(people.carl, jobs.open.id)).toMatchObject({ status: 'submitted' });
    expect(await refusal(apply(people.carl, jobs.open.id))).toEqual({ code: 'CONFLICT', message: 'You have already applied for this job' });
    expect(await storedFiles()).toBe(files + 1);
    expect(await ApplicationModel.countDocuments({ job: jobs.open.id })).toBe(1);
  });

  it('only for an open job: paused or past its deadline is closed, a draft or an unknown id is not found', async () => {
    const { people, jobs } = await scenario({
      people: { carl: 'applicant' },
      jobs: { paused: { status: 'paused' }, expired: { deadline: new Date(Date.now() - 1000) }, draft: { status: 'draft' } },
    });
    for (const closed of [jobs.paused.id, jobs.expired.id]) {
      expect(await refusal(apply(people.carl, closed))).toEqual({ code: 'CONFLICT', message: 'This job is no longer accepting applications' });
    }
    for (const missing of [jobs.draft.id, '0123456789abcdef01234567', 'nope']) {
      expect(await refusal(apply(people.carl, missing))).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('withdrawing', () => {
  it('is for the candidate alone, on their own open application; the admins are told and the candidate e-mailed', async () => {
    const { people, jobs } = await scenario({ people: { wanda: 'applicant', other: 'applicant', grace: 'admin' }, jobs: { designer: { title: 'Designer' } } });
    const application = await apply(people.wanda, jobs.designer.id);
    const id = application._id.toString();

    expect(await refusal(changeApplicationStatus(tier.deps, people.wanda, id, { status: 'hired' }))).toEqual({ code: 'FORBIDDEN', message: 'You can only withdraw your application.' });
    expect(await refusal(changeApplicationStatus(tier.deps, people.other, id, { status: 'withdrawn' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(changeApplicationStatus(tier.deps, people.grace, id, { status: 'withdrawn' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { status: 'Only the candidate can withdraw an application' },
    });

    expect(await changeApplicationStatus(tier.deps, people.wanda, id, { status: 'withdrawn' })).toMatchObject({ status: 'withdrawn' });
    expect((await latestMail(people.wanda.email))?.subject).toBe('Your application for Designer: Withdrawn');
    const notice = await NotificationModel.findOne({ user: people.grace.id, title: 'Application withdrawn' }).lean();
    expect(notice?.message).toBe('Wanda withdrew the application for Designer.');

    expect(await refusal(changeApplicationStatus(tier.deps, people.grace, id, { status: 'reviewing' }))).toEqual({ code: 'CONFLICT', message: 'The candidate withdrew this application' });
    expect(await refusal(changeApplicationStatus(tier.deps, people.wanda, id, { status: 'withdrawn' }))).toMatchObject({ code: 'CONFLICT' });
    // Still one application per job: withdrawing does not open the door to a second one.
    expect(await refusal(apply(people.wanda, jobs.designer.id))).toMatchObject({ code: 'CONFLICT' });
  });

  it('is closed once an application is hired or rejected', async () => {
    const { people, jobs } = await scenario({ people: { carl: 'applicant', dina: 'applicant', grace: 'admin' }, jobs: { role: {} } });
    for (const [who, outcome] of [
      [people.carl, 'rejected'],
      [people.dina, 'hired'],
    ] as const) {
      const id = (await apply(who, jobs.role.id))._id.toString();
      await changeApplicationStatus(tier.deps, people.grace, id, { status: outcome });
      expect(await refusal(changeApplicationStatus(tier.deps, who, id, { status: 'withdrawn' }))).toEqual({
        code: 'CONFLICT',
        message: `This application is ${outcome} and can no longer be withdrawn`,
      });
    }
  });
});

describe('moving an application along', () => {
  it('takes one of the pipeline statuses, never the one it already has', async () => {
    const { people, jobs } = await scenario({ people: { carl: 'applicant', grace: 'admin' }, jobs: { role: {} } });
    const id = (await apply(people.carl, jobs.role.id))._id.toString();
    expect(await refusal(changeApplicationStatus(tier.deps, people.grace, id, { status: 'nonsense' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { status: 'Status must be one of submitted, reviewing, interviewing, offered, hired, rejected, withdrawn' },
    });
    expect(await refusal(changeApplicationStatus(tier.deps, people.grace, id, { status: 'submitted' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { status: 'The application is already submitted' },
    });
    const moved = await changeApplicationStatus(tier.deps, people.grace, id, { status: 'reviewing', note: 'Strong portfolio' });
    expect(moved.history.at(-1)).toMatchObject({ status: 'reviewing', byName: 'Grace', note: 'Strong portfolio' });
  });
});
