/**
 * The learner's two frequent requests at scale (`npm run bench`): the product's server as `npm start`
 * runs it (the embedded store on its own thread, persistent), with 100,000 learners, 200,000
 * enrollments in 20 courses of three modules (four lessons and a five-question quiz each), progress
 * for 60% of the enrollments and 100,000 quiz attempts. Times, one request at a time through the
 * REST API with a learner's token:
 *  - open a lesson: `POST /api/courses/{id}/lessons/{lessonId}/open` (access check, the lesson's
 *    text, the learner's state, the resume point written);
 *  - submit a quiz: `POST /api/courses/{id}/quizzes/{quizId}/attempts` (graded, the attempt and
 *    progress written in one transaction, the result with progress).
 * Each request is a different learner, as in real use. Goal: p95 ≤ 50 ms for each. The reference,
 * in the same run on the same server: `GET /api/auth/me` (the token checked and the account read,
 * the floor of any signed-in request). Not a test. BENCH_SCALE=0.1 runs a tenth of the data.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { readStoreAddress } from '../src/db/store-address.js';
import { EMBEDDED_DB_NAME } from '../src/db/connection.js';
import { signAccessToken } from '../src/modules/auth/token.js';
import { percentile, recordBenchRows, round1, serveApp } from './support.js';

const SCALE = Number(process.env['BENCH_SCALE'] ?? 1);
const USERS = Math.round(100_000 * SCALE);
const ENROLLMENTS = Math.round(200_000 * SCALE);
const ATTEMPTS = Math.round(100_000 * SCALE);
const COURSES = 20;
const MODULES = 3;
const LESSONS = 4;
const QUESTIONS = 5;
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 400);
const WARMUP = 40;
const GOAL_MS = 50;
const BATCH = 5_000;

type Option = { _id: ObjectId; text: string; correct: boolean };
type Question = { _id: ObjectId; text: string; kind: 'single'; explanation: string; options: Option[] };
type Module = { _id: ObjectId; title: string; opensAfterPrevious: boolean; lessons: { _id: ObjectId; title: string; kind: 'text'; minutes: number; preview: boolean; attachments: [] }[]; quiz: { _id: ObjectId; title: string; passMark: number; questions: Question[] } };
type Course = { _id: ObjectId; modules: Module[] };

/** The item at `i`, which the seed's arithmetic guarantees is there. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i} of ${list.length}`);
  return item;
}


async function insertInBatches(db: Db, collection: string, count: number, make: (i: number) => Record<string, unknown>): Promise<void> {
  const target = db.collection(collection);
  for (let start = 0; start < count; start += BATCH) {
    await target.insertMany(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k)), { ordered: false });
  }
}

function makeCourse(c: number): Course {
  const modules = Array.from({ length: MODULES }, (_, m): Module => ({
    _id: new ObjectId(),
    title: `Module ${m + 1}`,
    opensAfterPrevious: false,
    lessons: Array.from({ length: LESSONS }, (_, l) => ({ _id: new ObjectId(), title: `Lesson ${m + 1}.${l + 1}`, kind: 'text' as const, minutes: 10, preview: l === 0 && m === 0, attachments: [] as [] })),
    quiz: {
      _id: new ObjectId(),
      title: `Quiz ${m + 1}`,
      passMark: 60,
      questions: Array.from({ length: QUESTIONS }, (_, q) => ({
        _id: new ObjectId(),
        text: `Question ${q + 1} of course ${c}?`,
        kind: 'single' as const,
        explanation: 'Because the lesson says so.',
        options: Array.from({ length: 4 }, (_, o) => ({ _id: new ObjectId(), text: `Option ${o + 1}`, correct: o === q % 4 })),
      })),
    },
  }));
  return { _id: new ObjectId(), modules };
}

const lessonText = (title: string) => `## ${title}\n\n${'A learner reads about models, data and evaluation in plain words. '.repeat(40)}\n\n- One point\n- Another point\n\n\`\`\`python\nprint("hello")\n\`\`\`\n`;

/** The learners, courses, enrollments, progress and attempts, written straight into the server's store. */
async function seed(db: Db, secret: string) {
  const now = Date.now();
  const userIds = Array.from({ length: USERS }, () => new ObjectId());
  await insertInBatches(db, 'users', USERS, (i) => ({ _id: userIds[i], name: `Bench learner ${i}`, email: `learner${i}@example.com`, role: 'student', status: 'active', tokenVersion: 0, createdAt: new Date(now - i * 60_000), updatedAt: new Date(now) }));

  const courses = Array.from({ length: COURSES }, (_, c) => makeCourse(c));
  await db.collection('courses').insertMany(
    courses.map((course, c) => ({
      _id: course._id,
      title: `Bench course ${c}`,
      description: 'A course of the learning bench.',
      category: 'programming',
      level: 'beginner',
      price: c % 2 ? 0 : 200,
      status: 'published',
      instructor: { name: 'Bench Instructor' },
      modules: course.modules,
      skills: [],
      certificate: true,
      rating: 0,
      ratingCount: 0,
      enrollmentCount: 0,
      publishAt: null,
      unpublishAt: null,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })),
  );
  await db.collection('lesson_contents').insertMany(courses.flatMap((course) => course.modules.flatMap((m) => m.lessons.map((l) => ({ _id: l._id, course: course._id, content: lessonText(l.title), updatedAt: new Date(now) })))));

  // Enrollment i: learner i % USERS in course (learner + round) — unique per learner and course; all with open access.
  const enrollmentIds = Array.from({ length: ENROLLMENTS }, () => new ObjectId());
  const placeOf = (i: number) => ({ user: i % USERS, course: ((i % USERS) + Math.floor(i / USERS)) % COURSES });
  await insertInBatches(db, 'enrollments', ENROLLMENTS, (i) => {
    const { user, course } = placeOf(i);
    const amount = course % 2 ? 0 : 200;
    const when = new Date(now - (i % 365) * 86_400_000);
    return { _id: enrollmentIds[i], user: userIds[user], course: at(courses, course)._id, userName: `Bench learner ${user}`, userEmail: `learner${user}@example.com`, enrollmentDate: when, paymentStatus: 'completed', paymentAmount: amount, ...(amount ? { paidAt: when } : {}), completedModules: [], createdAt: when, updatedAt: when };
  });
  // Progress for 60% of the enrollments: part of the first module's lessons done.
  const withProgress = Math.round(ENROLLMENTS * 0.6);
  await insertInBatches(db, 'learning_progress', withProgress, (i) => {
    const { user, course } = placeOf(i);
    const lessons = at(at(courses, course).modules, 0).lessons;
    return { _id: enrollmentIds[i], user: userIds[user], course: at(courses, course)._id, completedLessons: lessons.slice(0, 1 + (i % LESSONS)).map((l) => l._id), passedQuizzes: [], lastLesson: at(lessons, i % LESSONS)._id, lastActivityAt: new Date(now - (i % 90) * 86_400_000) };
  });
  await insertInBatches(db, 'quiz_attempts', ATTEMPTS, (i) => {
    const { user, course } = placeOf(i);
    const quiz = at(at(courses, course).modules, 0).quiz;
    return { enrollment: enrollmentIds[i], user: userIds[user], course: at(courses, course)._id, quiz: quiz._id, number: 1, answers: [], score: 40, passed: false, createdAt: new Date(now - (i % 90) * 86_400_000) };
  });

  // The timed learners: enrollments past the seeded attempts and progress, so each request is a learner's first of its kind.
  const timed = (k: number) => {
    const i = ENROLLMENTS - 1 - k;
    const { user, course } = placeOf(i);
    const id = at(userIds, user).toHexString();
    return { token: signAccessToken(secret, { id, role: 'student', tokenVersion: 0 }, 60), course: at(courses, course) };
  };
  return { timed };
}

async function timeRequests(count: number, send: (k: number) => Promise<Response>, expect: number): Promise<number[]> {
  const times: number[] = [];
  for (let k = 0; k < count; k += 1) {
    const start = performance.now();
    const res = await send(k);
    await res.arrayBuffer();
    const ms = performance.now() - start;
    if (res.status !== expect) throw new Error(`request ${k} answered ${res.status}, expected ${expect}`);
    times.push(ms);
  }
  return times.sort((a, b) => a - b);
}

const summary = (label: string, sorted: number[]) => {
  const p50 = round1(percentile(sorted, 50));
  const p95 = round1(percentile(sorted, 95));
  console.log(`${label.padEnd(28)} p50 ${String(p50).padStart(6)} ms   p95 ${String(p95).padStart(6)} ms   max ${round1(sorted.at(-1) ?? 0)} ms   (${sorted.length} requests)`);
  return { p50, p95 };
};

async function main(): Promise<void> {
  const secret = randomBytes(32).toString('hex');
  const server = await serveApp('learning-bench', { JWT_SECRET: secret });
  try {
    const uri = await readStoreAddress(server.dataDir);
    if (!uri) throw new Error('the server wrote no store address');
    const client = await MongoClient.connect(uri);
    const seedStart = performance.now();
    const { timed } = await seed(client.db(EMBEDDED_DB_NAME), secret);
    await client.close();
    console.log(`seeded ${USERS} learners, ${ENROLLMENTS} enrollments, ${ATTEMPTS} quiz attempts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const total = WARMUP + REQUESTS;
    const learners = Array.from({ length: 2 * total }, (_, k) => timed(k));
    const openOf = (k: number) => {
      const { token, course } = at(learners, k);
      const mod = at(course.modules, k % MODULES);
      return fetch(`${server.url}/api/courses/${course._id.toHexString()}/lessons/${at(mod.lessons, k % LESSONS)._id.toHexString()}/open`, { method: 'POST', headers: auth(token) });
    };
    const submitOf = (k: number) => {
      const { token, course } = at(learners, total + k);
      const quiz = at(course.modules, k % MODULES).quiz;
      // Four of five right: a pass, so progress is written as well as the attempt.
      const answers = Object.fromEntries(quiz.questions.map((q, n) => [q._id.toHexString(), [at(q.options, n === 0 ? (q.options.findIndex((o) => o.correct) + 1) % 4 : q.options.findIndex((o) => o.correct))._id.toHexString()]]));
      return fetch(`${server.url}/api/courses/${course._id.toHexString()}/quizzes/${quiz._id.toHexString()}/attempts`, { method: 'POST', headers: auth(token), body: JSON.stringify({ answers }) });
    };
    const meOf = (k: number) => fetch(`${server.url}/api/auth/me`, { headers: auth(at(learners, k).token) });

    // Warm-up: the code paths compiled and the courses cached as in a running product.
    await timeRequests(WARMUP, meOf, 200);
    await timeRequests(WARMUP, openOf, 200);
    await timeRequests(WARMUP, submitOf, 201);

    const me = summary('reference: GET /api/auth/me', await timeRequests(REQUESTS, (k) => meOf(WARMUP + k), 200));
    const open = summary('open a lesson', await timeRequests(REQUESTS, (k) => openOf(WARMUP + k), 200));
    const submit = summary('submit a quiz', await timeRequests(REQUESTS, (k) => submitOf(WARMUP + k), 201));

    const reference = `GET /api/auth/me p95 ${me.p95} ms (same server)`;
    const scale = `${ENROLLMENTS.toLocaleString('en')} enrollments`;
    await recordBenchRows([
      { area: 'learning', figure: `open a lesson p95, ${scale}`, value: `${open.p95} ms`, goal: `≤ ${GOAL_MS} ms`, reference, met: open.p95 <= GOAL_MS },
      { area: 'learning', figure: `submit a quiz p95, ${scale}`, value: `${submit.p95} ms`, goal: `≤ ${GOAL_MS} ms`, reference, met: submit.p95 <= GOAL_MS },
    ]);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
