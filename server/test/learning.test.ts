/**
 * Learning for real, over HTTP: who may open a course's lessons (guest, not enrolled, unpaid,
 * enrolled, staff), quizzes graded on the server without their answers ever reaching a learner
 * before they submit, the attempt limit under concurrent submits, completion, and certificates:
 * issued once, verified in public, revoked and reissued by staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityModel } from '../src/modules/activity/activity.model.js';
import { pdfText } from './helpers/export-files.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: { id: string; token: string };

type Outline = { id: string; modules: { id: string; title: string; lessons: { id: string; title: string; preview: boolean }[]; quiz: { id: string; title: string } | null }[] };

const SECRET_EXPLANATION = 'Supervision means the examples carry their answers.';
const LESSON_TEXT = 'A model **learns** a rule from examples instead of being told it.';

/** A two-module course: the first with a preview lesson and a quiz, the second opening after it. */
function courseBody(over: Record<string, unknown> = {}) {
  return {
    title: `Learning Course ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Lessons, a quiz and a certificate.',
    price: 0,
    certificate: true,
    modules: [
      {
        title: 'Foundations',
        lessons: [
          { title: 'What learning means', kind: 'text', minutes: 12, content: LESSON_TEXT, preview: true },
          { title: 'The workflow', kind: 'video', minutes: 18, videoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk', content: 'Watch, then read the notes.' },
        ],
        quiz: {
          title: 'Check your understanding',
          passMark: 100,
          attemptLimit: 3,
          questions: [
            {
              text: 'A spam filter trained on labelled e-mails is…',
              kind: 'single',
              explanation: SECRET_EXPLANATION,
              options: [
                { text: 'Supervised learning', correct: true },
                { text: 'Unsupervised learning', correct: false },
              ],
            },
            {
              text: 'Which are parts of the workflow?',
              kind: 'multiple',
              options: [
                { text: 'Collect data', correct: true },
                { text: 'Evaluate', correct: true },
                { text: 'Guess', correct: false },
              ],
            },
          ],
        },
      },
      { title: 'Practice', opensAfterPrevious: true, lessons: [{ title: 'Your first model', content: 'Train it.', minutes: 30 }] },
    ],
    ...over,
  };
}

async function createCourse(over: Record<string, unknown> = {}): Promise<Outline> {
  const res = await t.rest('POST', '/courses', courseBody(over), admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Outline;
}

async function enrolledStudent(courseId: string, name?: string) {
  const student = await t.userWithToken('student', name ? { name } : {});
  const res = await t.rest('POST', `/courses/${courseId}/enroll`, undefined, student.token);
  expect(res.status).toBe(201);
  return { ...student, enrollmentId: res.body.data.id as string };
}

/** The right answers of the outline's first quiz, read from the builder (staff). */
async function rightAnswers(courseId: string): Promise<Record<string, string[]>> {
  const builder = await t.rest('GET', `/courses/${courseId}/modules`, undefined, admin.token);
  const quiz = builder.body.data.modules[0].quiz;
  return Object.fromEntries(quiz.questions.map((q: { id: string; options: { id: string; correct: boolean }[] }) => [q.id, q.options.filter((o) => o.correct).map((o) => o.id)]));
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

describe('the outline', () => {
  it('shows everyone lesson and quiz titles, never lesson text, videos or answers', async () => {
    const course = await createCourse();
    const res = await t.rest('GET', `/courses/${course.id}`);
    expect(res.status).toBe(200);
    const modules = res.body.data.modules;
    expect(modules.map((m: { title: string }) => m.title)).toEqual(['Foundations', 'Practice']);
    expect(modules[0].lessons).toEqual([
      { id: expect.any(String), title: 'What learning means', kind: 'text', minutes: 12, preview: true },
      { id: expect.any(String), title: 'The workflow', kind: 'video', minutes: 18, preview: false },
    ]);
    expect(modules[0].quiz).toEqual({ id: expect.any(String), title: 'Check your understanding', passMark: 100, attemptLimit: 3, questionCount: 2 });
    expect(modules[1]).toMatchObject({ opensAfterPrevious: true, quiz: null });
    const text = JSON.stringify(res.body);
    for (const secret of ['correct', SECRET_EXPLANATION, 'learns', 'youtube']) expect(text).not.toContain(secret);
  });

  it('shows the same outline in a list of courses as on the course, and a list without modules still answers every other field', async () => {
    const course = await createCourse();
    const single = await t.gql(`query($id: ID!) { course(id: $id) { id title priceLabel modules { title lessons { title minutes } quiz { title passMark questionCount } } } }`, { id: course.id });
    const listed = await t.gql(`{ courses(page: { pageSize: 20 }) { items { id title priceLabel modules { title lessons { title minutes } quiz { title passMark questionCount } } } } }`, {}, admin.token);
    expect(listed.body.errors).toBeUndefined();
    const item = listed.body.data.courses.items.find((c: { id: string }) => c.id === course.id);
    expect(item).toEqual(single.body.data.course);
    expect(item.modules[0].quiz.questionCount).toBe(2);
    const bare = await t.gql(`{ courses(page: { pageSize: 20 }) { items { id title priceLabel } } }`, {}, admin.token);
    expect(bare.body.data.courses.items.find((c: { id: string }) => c.id === course.id)).toEqual({ id: course.id, title: item.title, priceLabel: item.priceLabel });
    const rest = await t.rest('GET', '/courses?pageSize=50', undefined, admin.token);
    const restItem = rest.body.data.find((c: { id: string }) => c.id === course.id);
    expect(restItem.modules[0].quiz).toEqual({ id: expect.any(String), title: 'Check your understanding', passMark: 100, attemptLimit: 3, questionCount: 2 });
  });

  it('refuses to publish a course with a module that has no lesson, naming the module', async () => {
    const res = await t.rest('POST', '/courses', courseBody({ modules: [{ title: 'Intro', lessons: ['Welcome'] }, { title: 'Empty for now' }] }), admin.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'modules.1.lessons': 'Module "Empty for now" has no lesson yet. Add at least one lesson to every module before publishing the course.' });
    const draft = await t.rest('POST', '/courses', courseBody({ status: 'draft', modules: [{ title: 'Empty for now' }] }), admin.token);
    expect(draft.status).toBe(201);
    const publish = await t.rest('PATCH', `/courses/${draft.body.data.id}`, { status: 'published' }, admin.token);
    expect(publish.status).toBe(400);
    expect(publish.body.message).toContain('"Empty for now" has no lesson yet');
  });

  it('keeps a lesson and its text when a form sends the module back with lesson titles only', async () => {
    const course = await createCourse();
    const foundations = course.modules[0]!;
    const res = await t.rest('PATCH', `/courses/${course.id}`, { modules: [{ id: foundations.id, title: 'Foundations', lessons: ['What learning means', 'A new lesson'] }, { id: course.modules[1]!.id, title: 'Practice', lessons: ['Your first model'] }] }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data.modules[0].lessons[0].id).toBe(foundations.lessons[0]!.id);
    expect(res.body.data.modules[0].quiz.title).toBe('Check your understanding');
    const builder = await t.rest('GET', `/courses/${course.id}/modules`, undefined, admin.token);
    expect(builder.body.data.modules[0].lessons.map((l: { title: string; content: string }) => [l.title, l.content])).toEqual([
      ['What learning means', LESSON_TEXT],
      ['A new lesson', ''],
    ]);
  });

  it('names what is wrong in a quiz or a lesson', async () => {
    const res = await t.rest(
      'POST',
      '/courses',
      courseBody({
        modules: [
          {
            title: 'One',
            lessons: [{ title: 'Watch', videoUrl: 'https://example.com/video.mp4' }],
            quiz: { title: 'Q', passMark: 120, questions: [{ text: 'Pick one', kind: 'single', options: [{ text: 'A', correct: true }, { text: 'B', correct: true }] }] },
          },
        ],
      }),
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'modules.0.lessons.0.videoUrl': expect.stringContaining('YouTube or Vimeo'),
      'modules.0.quiz.passMark': 'Pass mark must be a whole number from 0 to 100',
      'modules.0.quiz.questions.0.options': 'A single-choice question needs exactly one correct option',
    });
  });
});

describe('who may open the lessons', () => {
  let free: Outline;
  let paid: Outline;
  beforeAll(async () => {
    free = await createCourse();
    paid = await createCourse({ price: 49 });
  });

  it('asks a guest to sign in, and tells a student who is not enrolled why', async () => {
    expect((await t.rest('GET', `/courses/${free.id}/content`)).status).toBe(401);
    const student = await t.userWithToken('student');
    const res = await t.rest('GET', `/courses/${free.id}/content`, undefined, student.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not enrolled in this course. Enroll to open its lessons.');
    const gql = await t.gql('query($id: ID!) { courseContent(courseId: $id) { title } }', { id: free.id }, student.token);
    expect(gql.body.errors?.[0]).toMatchObject({ message: 'You are not enrolled in this course. Enroll to open its lessons.', extensions: { code: 'FORBIDDEN' } });
  });

  it("tells why in the caller's language", async () => {
    const student = await t.userWithToken('student');
    const res = await fetch(`${t.url}/api/courses/${free.id}/content`, { headers: { authorization: `Bearer ${student.token}`, 'accept-language': 'de' } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Sie sind nicht für diesen Kurs angemeldet. Melden Sie sich an, um seine Lektionen zu öffnen.');
  });

  it('keeps a paid course closed until the payment is completed, saying so', async () => {
    const learner = await enrolledStudent(paid.id);
    const waiting = await t.rest('GET', `/courses/${paid.id}/content`, undefined, learner.token);
    expect(waiting.status).toBe(403);
    expect(waiting.body.message).toBe('Your enrollment is waiting for its payment to be confirmed. The lessons open as soon as it is.');
    await t.rest('PATCH', `/enrollments/${learner.enrollmentId}`, { paymentStatus: 'failed' }, admin.token);
    const failed = await t.rest('GET', `/courses/${paid.id}/content`, undefined, learner.token);
    expect(failed.body.message).toBe('The payment for this course did not go through, so its lessons are not open. Contact us to settle it.');
    await t.rest('PATCH', `/enrollments/${learner.enrollmentId}`, { paymentStatus: 'completed' }, admin.token);
    expect((await t.rest('GET', `/courses/${paid.id}/content`, undefined, learner.token)).status).toBe(200);
  });

  it('opens the whole course to an enrolled learner, with the next module locked until the first is complete', async () => {
    const learner = await enrolledStudent(free.id);
    const res = await t.rest('GET', `/courses/${free.id}/content`, undefined, learner.token);
    expect(res.status).toBe(200);
    const content = res.body.data;
    expect(content).toMatchObject({ title: expect.any(String), certificate: true, hours: 1, staffPreview: false, progress: { percent: 0, completed: false, resumeLessonId: free.modules[0]!.lessons[0]!.id } });
    const [foundations, practice] = content.modules;
    expect(foundations.lessons[0]).toMatchObject({ title: 'What learning means', content: LESSON_TEXT, locked: false, completed: false });
    // YouTube through its privacy-enhanced player only.
    expect(foundations.lessons[1].video).toEqual({ provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/aircAruvnKk' });
    expect(practice).toMatchObject({ locked: true, lessons: [{ title: 'Your first model', locked: true, content: null }] });
    const refused = await t.rest('POST', `/courses/${free.id}/lessons/${free.modules[1]!.lessons[0]!.id}/open`, undefined, learner.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This module opens once you complete "Foundations".');
  });

  it('lets staff preview everything, locks included, without recording progress', async () => {
    const editor = await t.userWithToken('editor');
    const res = await t.rest('GET', `/courses/${free.id}/content`, undefined, editor.token);
    expect(res.status).toBe(200);
    expect(res.body.data.staffPreview).toBe(true);
    expect(res.body.data.modules[1]).toMatchObject({ locked: false, lessons: [{ content: 'Train it.' }] });
    expect((await t.rest('POST', `/courses/${free.id}/lessons/${free.modules[0]!.lessons[0]!.id}/complete`, undefined, editor.token)).status).toBe(403);
  });

  it('shows a free preview lesson to anyone, and no other lesson to a guest', async () => {
    const [preview, other] = free.modules[0]!.lessons;
    const open = await t.rest('GET', `/courses/${free.id}/lessons/${preview!.id}`);
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ title: 'What learning means', content: LESSON_TEXT, preview: true });
    const closed = await t.rest('GET', `/courses/${free.id}/lessons/${other!.id}`);
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('This lesson is open to enrolled learners only. Enroll to read it.');
  });

  it('answers 404 for unknown courses and lessons', async () => {
    const learner = await enrolledStudent(free.id);
    expect((await t.rest('GET', '/courses/0123456789abcdef01234567/content', undefined, learner.token)).status).toBe(404);
    expect((await t.rest('POST', `/courses/${free.id}/lessons/0123456789abcdef01234567/open`, undefined, learner.token)).status).toBe(404);
    expect((await t.rest('POST', `/courses/${free.id}/quizzes/0123456789abcdef01234567/attempts`, { answers: {} }, learner.token)).status).toBe(404);
  });
});

describe('quizzes', () => {
  it('never sends a learner the answers before they submit, over REST or GraphQL', async () => {
    const course = await createCourse();
    const learner = await enrolledStudent(course.id);
    const rest = await t.rest('GET', `/courses/${course.id}/content`, undefined, learner.token);
    const quiz = rest.body.data.modules[0].quiz;
    expect(quiz.questions[0]).toEqual({ id: expect.any(String), text: 'A spam filter trained on labelled e-mails is…', kind: 'single', options: [{ id: expect.any(String), text: 'Supervised learning' }, { id: expect.any(String), text: 'Unsupervised learning' }] });
    expect(JSON.stringify(rest.body)).not.toMatch(/correct|Supervision means/);

    const gql = await t.gql(
      `query($id: ID!) { courseContent(courseId: $id) { modules { quiz { questions { id text kind options { id text } } } } } }`,
      { id: course.id },
      learner.token,
    );
    expect(JSON.stringify(gql.body)).not.toMatch(/correct|Supervision means/);
    // There is no field to ask for them.
    const asked = await t.gql(`query($id: ID!) { courseContent(courseId: $id) { modules { quiz { questions { explanation options { correct } } } } } }`, { id: course.id }, learner.token);
    expect(asked.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // The builder that has them is for staff.
    expect((await t.rest('GET', `/courses/${course.id}/modules`, undefined, learner.token)).status).toBe(403);
  });

  it('grades on the server, shows the right options and explanations after a submit, and counts the best attempt', async () => {
    const course = await createCourse();
    const learner = await enrolledStudent(course.id);
    const quizId = course.modules[0]!.quiz!.id;
    const right = await rightAnswers(course.id);
    const [q1, q2] = Object.keys(right);
    const wrong = await t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: { [q1!]: right[q1!], [q2!]: [right[q2!]![0]] } }, learner.token);
    expect(wrong.status).toBe(201);
    expect(wrong.body.data).toMatchObject({ attempt: 1, score: 50, passed: false, passMark: 100, correctCount: 1, questionCount: 2, bestScore: 50, attemptsUsed: 1, attemptsLeft: 2 });
    expect(wrong.body.data.questions[0]).toEqual({ questionId: q1, correct: true, chosenOptions: right[q1!], correctOptions: right[q1!], explanation: SECRET_EXPLANATION });
    expect(wrong.body.data.questions[1]).toMatchObject({ questionId: q2, correct: false, correctOptions: right[q2!] });

    const passed = await t.gql(
      'mutation($c: ID!, $q: ID!, $a: [QuizAnswerInput!]!) { submitQuizAttempt(courseId: $c, quizId: $q, answers: $a) { attempt score passed bestScore attemptsLeft progress { passedQuizzes } } }',
      { c: course.id, q: quizId, a: Object.entries(right).map(([questionId, optionIds]) => ({ questionId, optionIds })) },
      learner.token,
    );
    expect(passed.body.data.submitQuizAttempt).toEqual({ attempt: 2, score: 100, passed: true, bestScore: 100, attemptsLeft: 1, progress: { passedQuizzes: [quizId] } });

    // A worse attempt later does not undo the pass.
    const worse = await t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: {} }, learner.token);
    expect(worse.body.data).toMatchObject({ attempt: 3, score: 0, passed: false, bestScore: 100, attemptsLeft: 0 });
    const content = await t.rest('GET', `/courses/${course.id}/content`, undefined, learner.token);
    expect(content.body.data.modules[0].quiz).toMatchObject({ passed: true, bestScore: 100, attemptsUsed: 3, attemptsLeft: 0 });

    const over = await t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: {} }, learner.token);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('You have used all 3 attempts at this quiz.');
  });

  it('refuses answers that are not the quiz’s, naming the question', async () => {
    const course = await createCourse();
    const learner = await enrolledStudent(course.id);
    const quizId = course.modules[0]!.quiz!.id;
    const right = await rightAnswers(course.id);
    const [q1, q2] = Object.keys(right);
    const res = await t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: { [q1!]: ['0123456789abcdef01234567'], [q2!]: right[q2!] } }, learner.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [`answers.${q1!}`]: "This option is not one of the question's options" });
    const shape = await t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: 'all of them' }, learner.token);
    expect(shape.status).toBe(400);
  });

  it('keeps the attempt limit when submits arrive at the same moment', async () => {
    const course = await createCourse({ modules: [{ title: 'Only', lessons: ['One'], quiz: { title: 'Once', passMark: 50, attemptLimit: 2, questions: [{ text: 'True?', kind: 'trueFalse', options: [{ text: 'True', correct: true }, { text: 'False' }] }] } }] });
    const learner = await enrolledStudent(course.id);
    const quizId = course.modules[0]!.quiz!.id;
    const results = await Promise.all(Array.from({ length: 5 }, () => t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: {} }, learner.token)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(results.filter((r) => r.status === 201).map((r) => r.body.data.attempt).sort()).toEqual([1, 2]);
  });
});

describe('completion and certificates', () => {
  it('completes the course once every lesson is complete and every quiz passed, and issues one certificate', async () => {
    const course = await createCourse({ title: 'Certified Learning' });
    const learner = await enrolledStudent(course.id, 'Ada Lovelace');
    const [first, second] = course.modules[0]!.lessons;
    const quizId = course.modules[0]!.quiz!.id;
    const before = (await t.gql('{ dashboardStats { completedCourses } }', undefined, admin.token)).body.data.dashboardStats.completedCourses as number;

    const opened = await t.rest('POST', `/courses/${course.id}/lessons/${second!.id}/open`, undefined, learner.token);
    expect(opened.status).toBe(200);
    expect((await t.rest('GET', `/courses/${course.id}/content`, undefined, learner.token)).body.data.progress.resumeLessonId).toBe(second!.id);

    for (const lesson of [first!, second!]) {
      const done = await t.rest('POST', `/courses/${course.id}/lessons/${lesson.id}/complete`, undefined, learner.token);
      expect(done.status).toBe(200);
    }
    const pass = await t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: await rightAnswers(course.id) }, learner.token);
    expect(pass.body.data.progress).toMatchObject({ percent: 75, completed: false, certificate: null });
    const last = await t.rest('POST', `/courses/${course.id}/lessons/${course.modules[1]!.lessons[0]!.id}/complete`, undefined, learner.token);
    expect(last.body.data).toMatchObject({ percent: 100, completed: true, completedAt: expect.any(String) });
    const certificate = last.body.data.certificate;
    expect(certificate).toMatchObject({ learnerName: 'Ada Lovelace', courseTitle: 'Certified Learning', hours: 1, status: 'valid' });
    expect(certificate.serial).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(certificate.verifyUrl).toBe(`http://localhost:3001/certificates/${certificate.serial}`);
    const linkedIn = new URL(certificate.linkedInUrl);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({ startTask: 'CERTIFICATION_NAME', name: 'Certified Learning', certId: certificate.serial, certUrl: certificate.verifyUrl });

    // Completing again issues nothing more.
    await t.rest('POST', `/courses/${course.id}/lessons/${first!.id}/complete`, undefined, learner.token);
    const mine = await t.rest('GET', '/me/certificates', undefined, learner.token);
    expect(mine.body.data.map((c: { serial: string }) => c.serial)).toEqual([certificate.serial]);
    const after = (await t.gql('{ dashboardStats { completedCourses } }', undefined, admin.token)).body.data.dashboardStats.completedCourses as number;
    expect(after).toBe(before + 1);
    const enrollments = await t.rest('GET', `/courses/${course.id}/enrollments`, undefined, admin.token);
    expect(enrollments.body.data[0]).toMatchObject({ progress: 100, completedModules: [course.modules[0]!.id, course.modules[1]!.id] });
  });

  it('verifies in public, draws the PDF, and lets staff revoke and reissue, in the activity log', async () => {
    const course = await createCourse({ title: 'Verified Learning', modules: [{ title: 'Only', lessons: [{ title: 'The one lesson', minutes: 90 }] }] });
    const learner = await enrolledStudent(course.id, 'Grace Hopper');
    const done = await t.rest('POST', `/courses/${course.id}/lessons/${course.modules[0]!.lessons[0]!.id}/complete`, undefined, learner.token);
    const serial = done.body.data.certificate.serial as string;

    const verified = await t.rest('GET', `/certificates/${serial.toLowerCase()}`);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ serial, valid: true, status: 'valid', learnerName: 'Grace Hopper', courseTitle: 'Verified Learning', hours: 1.5, issuedAt: expect.any(String), revokedAt: null, siteName: 'AI Solutions' });
    expect(JSON.stringify(verified.body)).not.toContain(learner.email);
    expect((await t.rest('GET', '/certificates/AAAAA-AAAAA-AAAAA-AAAAA')).status).toBe(404);
    expect((await t.gql('{ certificate(serial: "AAAAA-AAAAA-AAAAA-AAAAA") { valid } }')).body.data.certificate).toBeNull();

    const pdf = await fetch(`${t.url}/api/certificates/${serial}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { pages, text } = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(pages).toBe(1);
    for (const part of ['Certificate of Completion', 'Grace Hopper', 'Verified Learning', serial, `/certificates/${serial}`]) expect(text).toContain(part);

    expect((await t.rest('POST', `/certificates/${serial}/revoke`, { reason: 'Wrong account' }, learner.token)).status).toBe(403);
    const revoked = await t.rest('POST', `/certificates/${serial}/revoke`, { reason: 'Wrong account' }, admin.token);
    expect(revoked.body.data).toMatchObject({ status: 'revoked', revokedReason: 'Wrong account' });
    expect((await t.gql(`{ certificate(serial: "${serial}") { valid status revokedAt } }`)).body.data.certificate).toMatchObject({ valid: false, status: 'revoked', revokedAt: expect.any(String) });
    expect((await t.rest('POST', `/certificates/${serial}/revoke`, {}, admin.token)).status).toBe(409);

    const reissued = await t.rest('POST', `/certificates/${serial}/reissue`, undefined, admin.token);
    expect(reissued.status).toBe(201);
    expect(reissued.body.data).toMatchObject({ status: 'valid', replaces: serial, learnerName: 'Grace Hopper' });
    expect(reissued.body.data.serial).not.toBe(serial);
    const list = await t.rest('GET', `/certificates?courseId=${course.id}`, undefined, admin.token);
    expect(list.body.data.map((c: { status: string }) => c.status)).toEqual(['valid', 'revoked']);

    const log = await ActivityModel.find({ entityType: 'certificate' }).sort({ at: 1 }).lean();
    const summaries = log.map((e) => e.summary);
    expect(summaries).toContain(`Certificate ${serial} issued to Grace Hopper for Verified Learning`);
    expect(summaries.some((s) => s.includes(`revoked certificate ${serial} of Grace Hopper: Wrong account`))).toBe(true);
    expect(summaries.some((s) => s.includes(`reissued certificate ${serial} of Grace Hopper as ${reissued.body.data.serial as string}`))).toBe(true);
  });

  it('issues no certificate for a course without one', async () => {
    const course = await createCourse({ certificate: false, modules: [{ title: 'Only', lessons: ['One'] }] });
    const learner = await enrolledStudent(course.id);
    const done = await t.rest('POST', `/courses/${course.id}/lessons/${course.modules[0]!.lessons[0]!.id}/complete`, undefined, learner.token);
    expect(done.body.data).toMatchObject({ completed: true, certificate: null });
  });
});

describe('insights', () => {
  it("counts each lesson's completions, where learners stop, and quiz pass rates", async () => {
    const course = await createCourse();
    const [a, b] = await Promise.all([enrolledStudent(course.id), enrolledStudent(course.id)]);
    const [first, second] = course.modules[0]!.lessons;
    await t.rest('POST', `/courses/${course.id}/lessons/${first!.id}/complete`, undefined, a.token);
    await t.rest('POST', `/courses/${course.id}/lessons/${first!.id}/complete`, undefined, b.token);
    await t.rest('POST', `/courses/${course.id}/lessons/${second!.id}/complete`, undefined, b.token);
    const quizId = course.modules[0]!.quiz!.id;
    await t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: await rightAnswers(course.id) }, b.token);
    await t.rest('POST', `/courses/${course.id}/quizzes/${quizId}/attempts`, { answers: {} }, a.token);

    const res = await t.rest('GET', `/courses/${course.id}/learning-insights`, undefined, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ learners: 2, started: 2, completed: 0 });
    expect(res.body.data.lessons.map((l: { completed: number; stoppedHere: number }) => [l.completed, l.stoppedHere])).toEqual([
      [2, 1],
      [1, 1],
      [0, 0],
    ]);
    expect(res.body.data.quizzes).toEqual([{ quizId, moduleTitle: 'Foundations', title: 'Check your understanding', attempted: 2, passed: 1, passRate: 50, averageBestScore: 50 }]);
    expect((await t.rest('GET', `/courses/${course.id}/learning-insights`, undefined, a.token)).status).toBe(403);
  });
});
