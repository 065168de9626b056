import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { ADMIN, STRONG_PASSWORD, apiRegisterStudent, apiSignIn, graphql, signIn, uniqueEmail } from './support/app.js';

// Journey: a student enrolls in the free sample course, opens the player from the dashboard, reads
// the lessons and marks them complete, fails the quiz and then passes it, which completes the course;
// downloads the certificate PDF (the name and the course are in it) and opens the verification page
// at the address its QR code encodes.

const FREE_COURSE = 'Introduction to Generative AI';

interface Option { id: string; text: string; correct: boolean }
interface Question { id: string; text: string; kind: 'single' | 'multiple' | 'trueFalse'; explanation: string | null; options: Option[] }
interface Quiz { id: string; title: string; passMark: number; attemptLimit: number | null; questions: Question[] }
interface Module { id: string; title: string; opensAfterPrevious: boolean; lessons: { id: string; title: string }[]; quiz: Quiz | null }

const BUILDER = `query E2eBuilder($id: ID!) { courseBuilder(courseId: $id) { modules { id title opensAfterPrevious
  lessons { id title } quiz { id title passMark attemptLimit questions { id text kind explanation options { id text correct } } } } } }`;

/** The course's modules with their quiz answers, as staff read them in the course builder. */
async function builder(request: APIRequestContext, token: string, courseId: string): Promise<Module[]> {
  return (await graphql<{ courseBuilder: { modules: Module[] } }>(request, BUILDER, { id: courseId }, token)).courseBuilder.modules;
}

/**
 * The sample course's quiz, with its answers. A sample database without one gets a short quiz on the
 * first module, written here through the staff API as an administrator would in the builder.
 */
async function sampleQuiz(request: APIRequestContext, token: string, courseId: string): Promise<Quiz> {
  const modules = await builder(request, token, courseId);
  const existing = modules.find((module) => module.quiz)?.quiz;
  if (existing) return existing;
  const input = modules.map((module, index) => ({
    id: module.id,
    title: module.title,
    opensAfterPrevious: module.opensAfterPrevious,
    lessons: module.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
    ...(index === 0
      ? {
          quiz: {
            title: 'Check your understanding',
            passMark: 100,
            attemptLimit: 3,
            questions: [
              { text: 'What does a language model predict?', kind: 'single', explanation: 'It predicts the next token from the ones before it.', options: [{ text: 'The next token', correct: true }, { text: 'The weather', correct: false }] },
              { text: 'Which of these can generative models produce?', kind: 'multiple', explanation: 'Text, images and audio are all generated today.', options: [{ text: 'Text', correct: true }, { text: 'Images', correct: true }, { text: 'Certainty', correct: false }] },
              { text: 'A model’s answer is always true.', kind: 'trueFalse', explanation: 'Models can hallucinate: check what they say.', options: [{ text: 'True', correct: false }, { text: 'False', correct: true }] },
            ],
          },
        }
      : {}),
  }));
  await graphql(request, 'mutation E2eQuiz($id: ID!, $input: CourseUpdateInput!) { updateCourse(id: $id, input: $input) { id } }', { id: courseId, input: { modules: input } }, token);
  const quiz = (await builder(request, token, courseId)).find((module) => module.quiz)?.quiz;
  if (!quiz) throw new Error('the quiz was not saved');
  return quiz;
}

/** Answers every question of the quiz on the page: all right, or (with `wrong`) all wrong. */
async function answer(page: Page, quiz: Quiz, { wrong }: { wrong: boolean }) {
  for (const [index, question] of quiz.questions.entries()) {
    const field = page.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) });
    const pick = wrong ? question.options.filter((option) => !option.correct).slice(0, 1) : question.options.filter((option) => option.correct);
    for (const option of pick) {
      await field.getByRole(question.kind === 'multiple' ? 'checkbox' : 'radio', { name: option.text, exact: true }).check();
    }
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}

test('a student learns a free course to its certificate, downloads it and opens its verification page', async ({ page, browser, request }) => {
  test.slow();
  const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
  const { courses } = await graphql<{ courses: { items: { id: string; title: string; price: number }[] } }>(
    request,
    'query E2eFree { courses(filter: { search: "Introduction to Generative AI" }) { items { id title price } } }',
  );
  const course = courses.items.find((item) => item.title === FREE_COURSE && item.price === 0);
  if (!course) throw new Error(`the free sample course "${FREE_COURSE}" is missing`);
  const quiz = await sampleQuiz(request, adminToken, course.id);
  const modules = await builder(request, adminToken, course.id);

  const name = 'Lena Learner';
  const email = uniqueEmail('e2e-learner');
  await apiRegisterStudent(page.request, name, email);
  await signIn(page, email, STRONG_PASSWORD, 'student');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Enroll for free on the course page, then start learning from there.
  await page.goto(`/courses/${course.id}`);
  // The page is server-rendered for guests: the student's own Enroll button is there once the app
  // has taken over, when the header shows who is signed in.
  await expect(page.getByRole('banner').getByText(name)).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Enrollment' });
  await panel.getByRole('button', { name: 'Enroll for Free' }).click();
  await expect(panel.getByText('Enrolled', { exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Start learning' }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/${course.id}/${modules[0]?.lessons[0]?.id}$`));
  await expect(page.getByText('0% complete')).toBeVisible();

  // Every item in order: a lesson is read and marked complete; a module's quiz comes after its lessons.
  const outline = page.getByRole('navigation', { name: 'Course outline' });
  const items = modules.flatMap((module) => [
    ...module.lessons.map((lesson) => ({ kind: 'lesson' as const, id: lesson.id, title: lesson.title, quiz: null })),
    ...(module.quiz ? [{ kind: 'quiz' as const, id: module.quiz.id, title: module.quiz.title, quiz: module.quiz }] : []),
  ]);
  for (const [index, item] of items.entries()) {
    await expect(page).toHaveURL(new RegExp(`/learn/${course.id}/${item.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    if (item.quiz) {
      if (item.quiz.id === quiz.id) {
        // A first attempt with a wrong answer fails and shows what was right …
        await answer(page, item.quiz, { wrong: true });
        await expect(page.getByText(/^Not passed: /)).toBeVisible();
        const first = page.getByRole('region', { name: 'Question 1' });
        await expect(first.getByText('Wrong', { exact: true })).toBeVisible();
        const firstCorrect = item.quiz.questions[0]?.options.find((option) => option.correct);
        await expect(first.locator('li', { hasText: firstCorrect?.text ?? '' }).getByText('Correct answer')).toBeVisible();
        const explanation = item.quiz.questions[0]?.explanation;
        if (explanation) await expect(first.getByText(explanation)).toBeVisible();
        // … then Try again.
        await page.getByRole('button', { name: 'Try again' }).click();
      }
      await answer(page, item.quiz, { wrong: false });
      await expect(page.getByText('Passed: 100%')).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Mark as complete' }).click();
    }
    await expect(outline.getByRole('link', { name: `${item.title}, Completed` })).toBeVisible();
    if (index < items.length - 1) await page.getByRole('navigation', { name: 'Lessons' }).getByRole('link', { name: 'Next' }).click();
  }
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(page.getByText('You have completed this course.')).toBeVisible();

  // The dashboard's certificates: the PDF names the learner and the course.
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: FREE_COURSE }).filter({ has: page.getByRole('link', { name: /Download PDF/ }) });
  await expect(card).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: `Download PDF certificate for ${FREE_COURSE}` }).click();
  const pdf = await readFile(await (await download).path());
  const text = await pdfText(pdf);
  expect(text).toContain(name);
  expect(text).toContain(FREE_COURSE);

  // The QR code encodes the certificate's verification address, which the PDF also prints.
  const { myCertificates } = await graphql<{ myCertificates: { courseTitle: string; verifyUrl: string; serial: string }[] }>(
    page.request,
    'query E2eMine { myCertificates { courseTitle verifyUrl serial } }',
    {},
    await apiSignIn(page.request, email, STRONG_PASSWORD),
  );
  const certificate = myCertificates.find((c) => c.courseTitle === FREE_COURSE);
  if (!certificate) throw new Error('no certificate was issued');
  expect(text.replace(/\s+/g, '')).toContain(certificate.verifyUrl);
  const linkedIn = card.getByRole('link', { name: `Add ${FREE_COURSE} to LinkedIn profile` });
  await expect(linkedIn).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/profile\/add\?/);

  // Anyone opening that address sees a valid certificate: the name, the course, the date.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const response = await guest.goto(certificate.verifyUrl);
  expect(response?.status()).toBe(200);
  await expect(guest.getByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
  await expect(guest.getByText(name)).toBeVisible();
  await expect(guest.getByText(FREE_COURSE)).toBeVisible();
  await expect(guest.getByText(email)).toHaveCount(0);

  // A serial nobody was given: a clear page, and HTTP 404 (in every language).
  const missing = await guest.goto('/de/certificates/00000-00000-00000-00000');
  expect(missing?.status()).toBe(404);
  await expect(guest.getByRole('heading', { level: 1, name: 'Zertifikat nicht gefunden' })).toBeVisible();
  await visitor.close();
});
