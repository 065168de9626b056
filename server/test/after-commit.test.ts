import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplicationModel } from '../src/modules/jobs/application.model.js';
import { ContactMessageModel } from '../src/modules/contact/contact-message.model.js';
import { NotificationModel } from '../src/modules/notifications/notification.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { pdfFile } from './jobs-fixtures.js';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';

// Side effects that follow a stored write (the staff's bell entries) must not turn the caller's
// success into an error: the write is kept, the answer is success, and the failure is logged for
// the operators (ARCHITECTURE.md, "side effects run after the commit and are logged, not thrown").

let t: TestServer;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

/** Runs `action` while the database refuses the staff notifications once; answers what it answered. */
async function withNotificationsDown<T>(action: () => Promise<T>): Promise<T> {
  const refuse = vi.spyOn(NotificationModel, 'insertMany').mockRejectedValueOnce(new Error('notifications unavailable'));
  try {
    const result = await action();
    expect(refuse).toHaveBeenCalledTimes(1);
    return result;
  } finally {
    refuse.mockRestore();
  }
}

const loggedAbout = (what: string) =>
  t.loggedErrors().find((line) => line.msg === `${what} failed after the write was stored` && line.err?.message === 'notifications unavailable');

async function apply(jobId: string, token: string) {
  const form = new FormData();
  form.set('phone', '+1 415 555 0100');
  form.set('resume', new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }), 'CV.pdf');
  const res = await fetch(`${t.url}/api/jobs/${jobId}/applications`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { data?: { id: string; status: string } } };
}

describe('a failing staff notification after the write', () => {
  it('keeps a contact message and answers the sender', async () => {
    const input = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Bell down', message: 'Is anyone there?' };
    const res = await withNotificationsDown(() => t.gql(`mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { message } }`, { input }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitContactMessage.message).toBeTruthy();
    expect(await ContactMessageModel.countDocuments({ subject: 'Bell down' })).toBe(1);
    expect(loggedAbout('notifying staff of a contact message')).toBeDefined();
  });

  it('keeps an application and its withdrawal', async () => {
    const job = await t.gql(`mutation($input: JobInput!) { createJob(input: $input) { id } }`, { input: { title: 'Bell Engineer', company: 'AI Solutions', location: 'Remote', description: 'A role.' } }, admin.token);
    const jobId = job.body.data.createJob.id as string;
    const candidate = await t.userWithToken('applicant');
    const applied = await withNotificationsDown(() => apply(jobId, candidate.token));
    expect(applied.status).toBe(201);
    expect(applied.body.data?.status).toBe('submitted');
    expect(loggedAbout('notifying staff of a job application')).toBeDefined();

    const id = applied.body.data?.id ?? '';
    const withdrawn = await withNotificationsDown(() => t.rest('PATCH', `/applications/${id}`, { status: 'withdrawn' }, candidate.token));
    expect(withdrawn.status).toBe(200);
    expect((await ApplicationModel.findById(id).lean())?.status).toBe('withdrawn');
    expect(loggedAbout('notifying staff of a withdrawn application')).toBeDefined();
  });

  it('keeps an admin access request pending', async () => {
    const input = { name: 'Pat Pending', email: 'pat.pending@example.com', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agreeToTerms: true, role: 'admin' };
    const res = await withNotificationsDown(() => t.rest('POST', '/auth/register', input));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ token: null, pendingApproval: true });
    expect((await UserModel.findOne({ email: input.email }).lean())?.status).toBe('pending');
    expect(loggedAbout('notifying staff of an admin access request')).toBeDefined();
  });
});
