/**
 * An e-mail and the write that causes it are stored together or not at all: the account-locked
 * e-mail with its unlock link, the admin-request e-mail with the pending account, the
 * application-received e-mail with the application, and each imported user's invitation with its
 * link (after the import commits: a large import's e-mails would outlast a transaction). The outbox is made to refuse one address (a validator the test sets), as a database
 * that fails mid-write would: the write that would have caused that e-mail is then not kept either.
 */
import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationModel } from '../src/modules/jobs/application.model.js';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { PasswordTokenModel } from '../src/modules/users/password-token.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { inviteWaitingImportedUsers } from '../src/modules/users/index.js';
import { pdfFile } from './jobs-fixtures.js';
import { startTestServer, STRONG_PASSWORD, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

/** From now on, the outbox refuses any e-mail to `address` (a validator that fails the write). */
async function outboxRefuses(address: string): Promise<void> {
  await mongoose.connection.db!.command({ collMod: MailModel.collection.collectionName, validator: { to: { $ne: address } }, validationAction: 'error' });
}
afterEach(async () => {
  await mongoose.connection.db!.command({ collMod: MailModel.collection.collectionName, validator: {} });
});

const mailsTo = (address: string) => MailModel.countDocuments({ to: address });
const fresh = (what: string) => `${what}-${Math.random().toString(36).slice(2, 9)}@example.com`;

describe('an e-mail is stored with the write that causes it', () => {
  it('issues no unlock link at lockout when its e-mail cannot be stored, and one link with one e-mail when it can', async () => {
    const wrongFiveTimes = async (email: string) => {
      for (let i = 0; i < 5; i += 1) await t.gql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email, password: `Wrong!${i}Passw0rd` } });
      await t.settle();
    };
    const refused = await t.userWithToken('student', { email: fresh('locked-refused') });
    await outboxRefuses(refused.email);
    await wrongFiveTimes(refused.email);
    expect(await PasswordTokenModel.countDocuments({ user: refused.id, purpose: 'reset' })).toBe(0);
    expect(await mailsTo(refused.email)).toBe(0);

    await t.resetLimits();
    const locked = await t.userWithToken('student', { email: fresh('locked') });
    await wrongFiveTimes(locked.email);
    expect(await PasswordTokenModel.countDocuments({ user: locked.id, purpose: 'reset' })).toBe(1);
    expect(await MailModel.findOne({ to: locked.email }).lean()).toMatchObject({ template: 'account-locked', subject: 'Your account was locked' });
    await t.resetLimits();
  });

  it('keeps no admin access request whose e-mail cannot be stored', async () => {
    const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { pendingApproval } }';
    const input = (email: string) => ({ name: 'Ada Request', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agreeToTerms: true, role: 'admin', company: 'Acme' });
    const refused = fresh('admin-refused');
    await outboxRefuses(refused);
    const failed = await t.gql(REGISTER, { input: input(refused) });
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await UserModel.exists({ email: refused })).toBeNull();
    expect(await mailsTo(refused)).toBe(0);

    const asked = fresh('admin-asked');
    expect((await t.gql(REGISTER, { input: input(asked) })).body.data.register).toEqual({ pendingApproval: true });
    expect(await MailModel.findOne({ to: asked }).lean()).toMatchObject({ template: 'admin-request-received' });
  });

  it('keeps no application whose e-mail to the candidate cannot be stored', async () => {
    const job = await t.gql(
      'mutation($input: JobInput!) { createJob(input: $input) { id } }',
      { input: { title: 'Data Engineer', company: 'AI Solutions', location: 'Remote', description: 'A role.' } },
      admin.token,
    );
    const jobId = job.body.data.createJob.id as string;
    const apply = async (token: string) => {
      const form = new FormData();
      form.set('phone', '+1 415 555 0100');
      form.set('resume', new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }), 'cv.pdf');
      return (await fetch(`${t.url}/api/jobs/${jobId}/applications`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).status;
    };
    const refused = await t.userWithToken('applicant', { email: fresh('candidate-refused') });
    await outboxRefuses(refused.email);
    expect(await apply(refused.token)).toBe(500);
    expect(await ApplicationModel.exists({ applicant: refused.id })).toBeNull();
    expect(await mailsTo(refused.email)).toBe(0);

    const candidate = await t.userWithToken('applicant', { email: fresh('candidate') });
    expect(await apply(candidate.token)).toBe(201);
    expect(await MailModel.findOne({ to: candidate.email }).lean()).toMatchObject({ template: 'application-received' });
  });

  it("invites each imported user with their link once the import commits; an invitation that cannot be stored leaves no link, and the import stands", async () => {
    const importUsers = async (csv: string) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(csv)]), 'people.csv');
      const uploaded = (await (await fetch(`${t.url}/api/imports`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}` } })).json()) as { data: { fileId: string } };
      return t.gql('mutation($fileId: ID!) { importCommit(fileId: $fileId, type: "users") { created } }', { fileId: uploaded.data.fileId }, admin.token);
    };
    const [anna, refused] = [fresh('imported-anna'), fresh('imported-refused')];
    await outboxRefuses(refused);
    expect((await importUsers(`name,email\nAnna Person,${anna}\nRefused Person,${refused}\n`)).body.data.importCommit).toEqual({ created: 2 });
    await t.settle();
    const [annaUser, refusedUser] = await Promise.all([UserModel.findOne({ email: anna }).lean(), UserModel.findOne({ email: refused }).lean()]);
    expect(await MailModel.findOne({ to: anna }).lean()).toMatchObject({ template: 'invitation' });
    expect(await PasswordTokenModel.countDocuments({ user: annaUser?._id, purpose: 'invite' })).toBe(1);
    expect(refusedUser).not.toBeNull();
    expect(await mailsTo(refused)).toBe(0);
    expect(await PasswordTokenModel.countDocuments({ user: refusedUser?._id, purpose: 'invite' })).toBe(0);
    // The one not invited keeps its waiting mark, and the invited one has none.
    expect(refusedUser?.invitationPendingBy).toBeTruthy();
    expect(annaUser?.invitationPendingBy).toBeUndefined();
  });

  it('invites, at the next start, the imported users a stopped process left waiting, once however many processes start', async () => {
    // As an import leaves its users when the process stops right after the commit: marked, not invited.
    const [carla, dan] = [fresh('waiting-carla'), fresh('waiting-dan')];
    await UserModel.create([
      { name: 'Carla Waiting', email: carla, role: 'student', status: 'active', invitationPendingBy: 'Import Admin' },
      { name: 'Dan Waiting', email: dan, role: 'student', status: 'active', invitationPendingBy: 'Import Admin' },
    ]);
    // Three processes starting together each run the start-up pass.
    await Promise.all([inviteWaitingImportedUsers(t.deps), inviteWaitingImportedUsers(t.deps), inviteWaitingImportedUsers(t.deps)]);
    for (const address of [carla, dan]) {
      const user = await UserModel.findOne({ email: address }).lean();
      expect(await mailsTo(address)).toBe(1);
      expect(await MailModel.findOne({ to: address }).lean()).toMatchObject({ template: 'invitation' });
      expect(await PasswordTokenModel.countDocuments({ user: user?._id, purpose: 'invite' })).toBe(1);
      expect(user?.invitationPendingBy).toBeUndefined();
    }
    // Nothing is left waiting: the next start invites no one.
    expect(await inviteWaitingImportedUsers(t.deps)).toBe(0);
  });
});
