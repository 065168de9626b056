/**
 * Database round trips per operation: each operation the web app sends, through the real
 * HTTP app on the embedded store, may send at most 1 + depth database commands, counted with the
 * driver's command monitoring (connection.ts turns `monitorCommands` on).
 *
 * Depth: each root field counts 1, and below it each field that resolves another stored record
 * (a reference such as an application's applicant or job, an enrollment's user or course, a
 * course's myEnrollment, or a computed field that needs one, such as an enrollment's progress,
 * which needs its course) counts +1, once per kind of record, since the request's DataLoaders
 * batch every record of a kind into one command. Embedded sub-documents (a course's modules, an
 * application's history) and stored copies (a history entry's byName) count nothing. A list whose
 * `total` is asked counts +1: the count is its own command (folded into the page with $facet, the
 * sort and limit could no longer be served by an index, which the 100,000-user lists need), and a
 * list that does not ask for it does not count. The "1" is
 * the caller's one session read (sessions are checked against the stored user on every request,
 * so a sign-out or suspension is honoured by every process at once); it counts unless the
 * operation reuses it.
 *
 * Left out, as background infrastructure the operation does not cause: the API budget's amortised
 * lease writes (`rate_limits`), the poll of the cache generation (`meta`) and the scheduler
 * (`agendaJobs`), and the event bus's change stream on `live_events`, which waits for events
 * whatever the requests do. Settings are cached in memory (settings.service.ts): a warm-up request before
 * each measured one keeps their periodic refresh out of the figure (a separate test shows a run
 * of signed-in requests reads them at most once).
 *
 * The operations' text is read from the client's own files (client/src/**), with their fragments.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/modules/auth/issue-token.js';
import { ApplicationModel } from '../src/modules/jobs/application.model.js';
import { EnrollmentModel } from '../src/modules/courses/enrollment.model.js';
import { invalidatePublicCache } from '../src/modules/public-cache/public-cache.store.js';
import { clearSettingsCache } from '../src/modules/settings/index.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { seedContact } from '../src/seed/contact.seed.js';
import { seedCourses } from '../src/seed/courses.seed.js';
import { seedHistory } from '../src/seed/history.seed.js';
import { seedJobs } from '../src/seed/jobs.seed.js';
import { seedServices } from '../src/seed/services.seed.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const BACKGROUND = new Set(['rate_limits', 'meta', 'agendaJobs', 'live_events']);

/** Every `graphql(`...`)` document of the client, by operation or fragment name. */
function clientDocuments(): Map<string, string> {
  const docs = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === '__generated__' || name === 'node_modules') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/graphql\(`([^`]*)`\)/g)) {
          const text = match[1]!;
          const named = /(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(text);
          if (named) docs.set(named[1]!, text);
        }
      }
    }
  };
  walk(join(import.meta.dirname, '../../client/src'));
  return docs;
}

const DOCS = clientDocuments();

/** The operation as the client sends it: its text and every fragment it spreads, transitively. */
function operation(name: string): string {
  const root = DOCS.get(name);
  if (!root) throw new Error(`No client operation ${name}`);
  const included = new Set<string>();
  const pending = [root];
  const parts = [root];
  while (pending.length) {
    for (const spread of pending.pop()!.matchAll(/\.\.\.(\w+)/g)) {
      const fragment = spread[1]!;
      if (included.has(fragment)) continue;
      const text = DOCS.get(fragment);
      if (!text) throw new Error(`No client fragment ${fragment}`);
      included.add(fragment);
      parts.push(text);
      pending.push(text);
    }
  }
  return parts.join('\n');
}

type Command = { name: string; collection: string };

let server: TestServer;
let commands: Command[] | null = null;
let adminToken: string;
let studentToken: string;
let applicantToken: string;
let jobId: string;
let courseId: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedServices();
  await seedCourses();
  await seedContact();
  await seedJobs();
  await seedHistory();
  adminToken = (await server.userWithToken('admin')).token;
  const enrollment = await EnrollmentModel.findOne({}).sort({ _id: 1 }).lean();
  const application = await ApplicationModel.findOne({}).sort({ _id: 1 }).lean();
  courseId = enrollment!.course.toString();
  jobId = application!.job.toString();
  studentToken = await issueToken(server.config.jwtSecret, (await UserModel.findById(enrollment!.user))!);
  applicantToken = await issueToken(server.config.jwtSecret, (await UserModel.findById(application!.applicant))!);

  const client = mongoose.connection.getClient();
  expect(client.options.monitorCommands).toBe(true);
  client.on('commandStarted', (event) => {
    if (!commands) return;
    const command = event.command as Record<string, unknown>;
    const target = command[event.commandName];
    const collection = typeof target === 'string' ? target : typeof command['collection'] === 'string' ? command['collection'] : '';
    if (!BACKGROUND.has(collection)) commands.push({ name: event.commandName, collection });
  });
}, 120_000);

afterAll(async () => {
  await server.close();
});

/** The commands one request sends, after a warm-up and with the public cache emptied (its first, uncached cost). */
async function measure(name: string, variables: Record<string, unknown>, token: string | null): Promise<Command[]> {
  // The warm-up reads the settings afresh, so their cache cannot expire between it and the measured
  // request (a cache read near the end of its 5 s would, and the measured request would read them).
  clearSettingsCache();
  await server.gql('{ __typename }', {}, token);
  await server.settle();
  invalidatePublicCache();
  commands = [];
  const res = await server.gql(operation(name), variables, token);
  const sent = commands;
  commands = null;
  expect(res.body.errors, name).toBeUndefined();
  return sent;
}

const describeCommands = (sent: Command[]) => sent.map((c) => `${c.name} ${c.collection}`).join(', ');

type Case = { label: string; op: string; variables?: () => Record<string, unknown>; token: () => string | null; depth: number; over?: number };

// depth as defined above, from each operation's selection.
const CASES: Case[] = [
  { label: 'public services list', op: 'ServicesPageQuery', token: () => null, depth: 1 },
  { label: 'public courses list', op: 'CoursesPageQuery', variables: () => ({ pageSize: 100 }), token: () => null, depth: 2 },
  { label: 'public jobs list', op: 'CareerJobsQuery', token: () => null, depth: 2 },
  { label: 'course page (guest)', op: 'CourseDetailsQuery', variables: () => ({ id: courseId }), token: () => null, depth: 2 },
  // course (1), myEnrollment (+1), and the enrollment's progress, kept by the learning module (+1).
  { label: 'course page (student, with myEnrollment)', op: 'CourseDetailsQuery', variables: () => ({ id: courseId }), token: () => studentToken, depth: 3 },
  // courses (1), each one's myEnrollment (+1) and their progress (+1), one batched read each.
  { label: 'course catalog (student)', op: 'CoursesPageQuery', variables: () => ({ pageSize: 100 }), token: () => studentToken, depth: 3 },
  { label: 'admin jobs list', op: 'AdminJobsQuery', variables: () => ({ page: { page: 1, pageSize: 10 } }), token: () => adminToken, depth: 2 },
  // job (1) + jobApplications (1) and its total (+1), with each application's applicant (+1).
  { label: "a job's applications with applicant and job", op: 'AdminJobApplicationsQuery', variables: () => ({ jobId, page: { page: 1, pageSize: 50 } }), token: () => adminToken, depth: 4 },
  // courseEnrollments (1) and its total (+1), with each enrollment's user (+1) and course, for progress (+1).
  { label: "a course's enrollments with user and course", op: 'AdminCourseEnrollmentsQuery', variables: () => ({ courseId, page: { page: 1, pageSize: 50 } }), token: () => adminToken, depth: 4 },
  { label: 'users list', op: 'AdminUsersQuery', variables: () => ({ page: { page: 1, pageSize: 10 } }), token: () => adminToken, depth: 2 },
  { label: 'contact messages', op: 'AdminContactMessagesQuery', variables: () => ({ page: { page: 1, pageSize: 10 } }), token: () => adminToken, depth: 2 },
  // dashboardStats, recentActivity, systemStatus, serviceStats: four root fields.
  // Over budget, a known exception: dashboardStats is ten figures from five collections, each an
  // index-served count or sum (10 commands); folding them into fewer commands would turn them into
  // collection scans. systemStatus pings the database and reads its version and the last backup.
  // `over` holds today's figure so it cannot grow unnoticed.
  { label: 'dashboard stats', op: 'AdminDashboardQuery', variables: () => ({ recent: 5 }), token: () => adminToken, depth: 4, over: 16 },
  // myEnrollments (1) and its total (+1), with each enrollment's course (+1) and progress (+1).
  { label: "a student's own enrollments", op: 'MyEnrollmentsQuery', token: () => studentToken, depth: 4 },
  // myApplications (1) and its total (+1), with each application's job (+1).
  { label: "a candidate's applications", op: 'MyApplicationsQuery', token: () => applicantToken, depth: 3 },
  // The session's read of the caller is reused: `me` costs that one command.
  { label: 'the signed-in user (me)', op: 'CurrentUserQuery', token: () => studentToken, depth: 0 },
];

describe('database commands per operation (budget 1 + depth)', () => {
  for (const c of CASES) {
    it(`${c.label}: at most ${c.over ?? 1 + c.depth}`, async () => {
      const sent = await measure(c.op, c.variables?.() ?? {}, c.token());
      console.log(`[round-trips] ${c.label}: ${sent.length} (budget ${1 + c.depth}): ${describeCommands(sent)}`);
      expect(sent.length, describeCommands(sent)).toBeLessThanOrEqual(c.over ?? 1 + c.depth);
    });
  }
});

describe("a signed-in request's user and settings", () => {
  it('reads the caller once per request and the settings at most once for a run of requests', async () => {
    await server.gql('{ __typename }', {}, studentToken);
    commands = [];
    const runs = 10;
    // Concurrent, as a page's queries are: a settings refresh due meanwhile is one read, shared.
    const answers = await Promise.all(Array.from({ length: runs }, () => server.gql(operation('CurrentUserQuery'), {}, studentToken)));
    const sent = commands;
    commands = null;
    for (const res of answers) expect(res.body.data?.me?.id).toBeTruthy();
    expect(sent.filter((c) => c.collection === 'users')).toHaveLength(runs);
    expect(sent.filter((c) => c.collection === 'settings').length).toBeLessThanOrEqual(1);
    expect(sent.filter((c) => c.collection !== 'users' && c.collection !== 'settings'), describeCommands(sent)).toEqual([]);
  });
});

describe('during maintenance', () => {
  it("the gate and the API share the staff caller's one read", async () => {
    const set = (on: boolean) => server.gql('mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { system { maintenanceMode } } }', { input: { system: { maintenanceMode: on } } }, adminToken);
    expect((await set(true)).body.errors).toBeUndefined();
    try {
      const sent = await measure('AdminUsersQuery', { page: { page: 1, pageSize: 10 } }, adminToken);
      // The caller once (the gate's check and the API's), the page and its count.
      expect(sent.filter((c) => c.collection === 'users'), describeCommands(sent)).toHaveLength(3);
    } finally {
      await set(false);
    }
  });
});
