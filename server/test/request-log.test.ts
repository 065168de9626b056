/**
 * The request log holds no secret: a reset or invitation link (the unlock link is a reset link),
 * a sign-in ticket or code, or an export's download address, opened as a page, an API route or
 * GraphQL, is logged with its token replaced, in every line that carries the request's id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: { token: string };
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

/** Opens `path` and answers the log lines of that request (those carrying its X-Request-Id). */
async function linesOf(path: string, init?: RequestInit): Promise<string[]> {
  const res = await fetch(`${t.url}${path}`, init);
  await res.arrayBuffer();
  const id = res.headers.get('x-request-id');
  expect(id).toBeTruthy();
  // The request line is written when the answer finishes; give the stream a moment.
  await expect.poll(() => t.logLines().filter((line) => line.includes(id!)).length).toBeGreaterThan(0);
  return t.logLines().filter((line) => line.includes(id!));
}

function linkIn(text: string | undefined): URL {
  return new URL(/https?:\/\/\S+/.exec(text ?? '')![0]);
}

describe('the request log', () => {
  it("keeps a reset link's token out, wherever the link is opened", async () => {
    const student = await t.userWithToken('student');
    await t.gql(`mutation($e: String!) { forgotPassword(email: $e) { message } }`, { e: student.email });
    await t.settle();
    const link = linkIn(t.sentMails(student.email)[0]?.text);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(10);

    const page = await linesOf(`${link.pathname}${link.search}`);
    expect(page.join('\n')).not.toContain(token);
    expect(page.join('\n')).toContain('/reset-password?token=[redacted]');
    // The same token sent to the API by an older caller's GET, and as a JSON field.
    expect((await linesOf(`/api/auth/me?token=${token}`)).join('\n')).not.toContain(token);
    expect((await linesOf(`/graphql?query=%7B__typename%7D&token=${encodeURIComponent(token)}`)).join('\n')).not.toContain(token);
  });

  it("keeps an invitation link's token out", async () => {
    const email = `invited-${Date.now()}@example.com`;
    const created = await t.gql(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, { input: { name: 'Ivy Invited', email } }, admin.token);
    expect(created.body.errors).toBeUndefined();
    await t.settle();
    const link = linkIn(t.sentMails(email)[0]?.text);
    const token = link.searchParams.get('token')!;
    expect((await linesOf(`${link.pathname}${link.search}`)).join('\n')).not.toContain(token);
  });

  it('redacts every token-like parameter, an export download address, and nothing else', async () => {
    const secret = `s3cret-${Date.now()}`;
    const lines = await linesOf(`/login?next=%2Fadmin&ticket=${secret}&code=${secret}&access_token=${secret}&api_key=${secret}&page=2`);
    const text = lines.join('\n');
    expect(text).not.toContain(secret);
    expect(text).toContain('/login?next=%2Fadmin&ticket=[redacted]&code=[redacted]&access_token=[redacted]&api_key=[redacted]&page=2');

    const download = await linesOf(`/api/exports/download/${secret}`);
    expect(download.join('\n')).not.toContain(secret);
    expect(download.join('\n')).toContain('/api/exports/download/[redacted]');
  });
});
