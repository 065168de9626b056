import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, STRONG_PASSWORD, apiRegisterStudent, apiSignIn, graphql, notice, signInAsAdmin, unique, uniqueEmail } from './support/app.js';

// Journey: an administrator builds a two-module course in the course builder (lessons with
// Markdown, a quiz with its answers), publishes it, and visitors see its modules and lessons on
// the course page; a student completes it and is issued a certificate, which the administrator
// revokes from Course Management › Certificates, after which its public verification says revoked.

/** The builder's editor pane (beside the outline on a desktop-sized window). */
const editor = (page: Page) => page.getByRole('region', { name: 'Editor' });

async function addLesson(page: Page, moduleName: string, title: string, content: string) {
  await page.getByRole('button', { name: `Add lesson to ${moduleName}` }).click();
  await editor(page).getByRole('textbox', { name: 'Lesson title', exact: true }).fill(title);
  await editor(page).getByRole('textbox', { name: 'Lesson content' }).fill(content);
}

async function addModule(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add module' }).click();
  await editor(page).getByRole('textbox', { name: 'Module title', exact: true }).fill(title);
}

type Content = { modules: { lessons: { id: string }[]; quiz: { id: string; questions: { id: string; options: { id: string; text: string }[] }[] } | null }[] };

/** A student who enrolls in the free course, reads every lesson and passes its quiz: answers the certificate's serial. */
async function completeAsStudent(request: APIRequestContext, courseId: string, name: string, correctText: string): Promise<string> {
  const email = uniqueEmail('builder-student');
  await apiRegisterStudent(request, name, email);
  const token = await apiSignIn(request, email, STRONG_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post(`/api/courses/${courseId}/enroll`, { headers })).status()).toBe(201);
  const content = ((await (await request.get(`/api/courses/${courseId}/content`, { headers })).json()) as { data: Content }).data;
  for (const lesson of content.modules.flatMap((m) => m.lessons)) {
    expect((await request.post(`/api/courses/${courseId}/lessons/${lesson.id}/complete`, { headers })).status()).toBe(200);
  }
  for (const quiz of content.modules.flatMap((m) => (m.quiz ? [m.quiz] : []))) {
    const answers = Object.fromEntries(quiz.questions.map((q) => [q.id, q.options.filter((o) => o.text === correctText).map((o) => o.id)]));
    const attempt = await request.post(`/api/courses/${courseId}/quizzes/${quiz.id}/attempts`, { headers, data: { answers } });
    expect(((await attempt.json()) as { data: { passed: boolean } }).data.passed).toBe(true);
  }
  const mine = (await (await request.get('/api/me/certificates', { headers })).json()) as { data: { serial: string; courseId: string }[] };
  const certificate = mine.data.find((c) => c.courseId === courseId);
  expect(certificate).toBeDefined();
  return certificate!.serial;
}

test.describe('course builder', () => {
  test('an admin builds and publishes a two-module course with a quiz, then revokes a certificate it issued', async ({ page, browser, request }) => {
    // Two people, many screens and a two-factor sign-in: allow for a loaded machine.
    test.slow();
    const title = unique('Builder course');
    const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
    const created = await graphql<{ createCourse: { id: string } }>(
      request,
      'mutation E2eDraftCourse($input: CourseInput!) { createCourse(input: $input) { id } }',
      { input: { title, description: 'A course built in the course builder.', status: 'draft', price: 0, certificate: true, modules: [] } },
      adminToken,
    );
    const courseId = created.createCourse.id;

    await signInAsAdmin(page);
    await page.goto('/admin/courses');
    await page.getByRole('button', { name: `Content of ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/courses/${courseId}/content$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Course builder' })).toBeVisible();

    await addModule(page, 'Foundations');
    await addLesson(page, 'Foundations', 'What a model learns', '## Patterns from examples\n\nA model learns **patterns** from the examples it is shown.');
    await editor(page).getByRole('tab', { name: 'Preview' }).click();
    await expect(editor(page).getByRole('heading', { name: 'Patterns from examples' })).toBeVisible();
    await addLesson(page, 'Foundations', 'Training and test data', 'Keep some examples aside to test the model on data it has not seen.');

    await page.getByRole('button', { name: 'Add quiz to Foundations' }).click();
    const question = editor(page).getByRole('region', { name: 'Question 1' });
    await question.getByRole('textbox', { name: 'Question' }).fill('Why keep test data aside?');
    await question.getByRole('textbox', { name: 'Option A' }).fill('To measure the model on unseen data');
    await question.getByRole('textbox', { name: 'Option B' }).fill('To train faster');
    await question.getByRole('radio', { name: 'Option A is correct' }).check();
    await question.getByRole('textbox', { name: 'Explanation' }).fill('A model is judged on data it has not learned from.');

    // Publishing with an empty module is refused with the server's message.
    await addModule(page, 'Practice');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText('Module "Practice" has no lesson yet.').first()).toBeVisible();

    await addLesson(page, 'Practice', 'Your first project', 'Pick a small question your own data can answer.');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(notice(page, 'Course published')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/courses/${courseId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /Foundations/ })).toBeVisible();
    await expect(visitor.getByText('What a model learns')).toBeVisible();
    await expect(visitor.getByText('Training and test data')).toBeVisible();
    await visitor.getByRole('button', { name: /Practice/ }).click();
    await expect(visitor.getByText('Your first project')).toBeVisible();

    // A person's name: letters only, unique to this run.
    const learner = `Grace ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const serial = await completeAsStudent(request, courseId, learner, 'To measure the model on unseen data');

    await page.goto('/admin/courses/certificates');
    await page.getByRole('textbox', { name: 'Search certificates' }).fill(learner);
    await page.getByRole('button', { name: `Revoke certificate of ${learner}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke certificate' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Issued in a test');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(notice(page, `Certificate of ${learner} revoked`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Certificates' }).getByText('Revoked')).toBeVisible();

    const verification = await request.get(`/api/certificates/${serial}`);
    expect(verification.status()).toBe(200);
    expect(((await verification.json()) as { data: { status: string; valid: boolean } }).data).toMatchObject({ status: 'revoked', valid: false });
  });
});
