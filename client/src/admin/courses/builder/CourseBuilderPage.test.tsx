import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import type { CourseModuleInput, CourseUpdateInput } from '../../../__generated__/graphql';
import { renderAdminScreen } from '../../../app/testing/renderAdminScreen';
import { answersAlways } from '../../../app/testing/mocks';
import { CourseBuilderPage } from './CourseBuilderPage';
import { CourseBuilderQuery, CourseBuilderSaveMutation } from './operations';

// UI wiring only: saving the outline is covered by the server's integration tests. Tests render at
// a phone's width (no matchMedia): the outline and the chosen item take the page in turn.

const lesson = (id: string, title: string, contentTranslations: { es?: string } = {}) => ({
  __typename: 'EditableLesson' as const,
  id,
  title,
  translations: null,
  kind: 'text' as const,
  minutes: 5,
  preview: false,
  content: `# ${title}`,
  contentTranslations: contentTranslations.es ? { __typename: 'LessonContentTranslations' as const, es: { __typename: 'LessonContentText' as const, content: contentTranslations.es }, fr: null, de: null } : null,
  videoUrl: null,
  video: null,
  attachments: [],
});

const builder = (lessons: ReturnType<typeof lesson>[]) =>
  answersAlways(CourseBuilderQuery, {
    courseBuilder: {
      __typename: 'CourseBuilder',
      courseId: 'c1',
      title: 'Prompting',
      status: 'draft',
      modules: [{ __typename: 'EditableModule', id: 'm1', title: 'Basics', translations: null, opensAfterPrevious: false, lessons, quiz: null }],
    },
  });

/** A save that records what it was sent, answering with `result`. */
function saveMock(sent: CourseUpdateInput[], result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: {
      query: CourseBuilderSaveMutation,
      variables: (variables: { input: CourseUpdateInput }) => {
        sent.push(variables.input);
        return true;
      },
    },
    result,
  };
}

const saved = { data: { updateCourse: { __typename: 'Course', id: 'c1', status: 'draft', isPublished: false, modules: [] } } };

function renderBuilder(mocks: MockLink.MockedResponse[]) {
  return renderAdminScreen(<CourseBuilderPage />, mocks, '/admin/courses/c1/content', { path: '/admin/courses/:courseId/content', user: { delay: null } });
}

/** Types a whole text at once (pasted): typing each key is slow and says nothing more here. */
async function fill(user: ReturnType<typeof renderBuilder>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const modulesSent = (sent: CourseUpdateInput[]): CourseModuleInput[] => sent[0]?.modules ?? [];

describe('CourseBuilderPage', { timeout: 120_000 }, () => {
  it('adds a module with a lesson and saves the outline in order', async () => {
    const sent: CourseUpdateInput[] = [];
    const user = renderBuilder([builder([lesson('l1', 'What a prompt is')]), saveMock(sent, saved)]);
    await user.click(await screen.findByRole('button', { name: 'Add module' }));
    await fill(user, screen.getByRole('textbox', { name: 'Module title' }), 'Going further');
    await user.click(screen.getByRole('button', { name: 'Back to outline' }));
    await user.click(screen.getByRole('button', { name: 'Add lesson to Going further' }));
    await fill(user, screen.getByRole('textbox', { name: 'Lesson title' }), 'Chains of prompts');
    await fill(user, screen.getByRole('textbox', { name: 'Lesson content' }), 'Split a task into steps.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Course content saved')).toBeInTheDocument();
    expect(modulesSent(sent).map((m) => [m.title, m.lessons?.map((l) => l.title)])).toEqual([
      ['Basics', ['What a prompt is']],
      ['Going further', ['Chains of prompts']],
    ]);
    expect(modulesSent(sent)[1]?.lessons?.[0]).toMatchObject({ kind: 'text', content: 'Split a task into steps.', preview: false });
  });

  it('moves a lesson up with its button and saves the new order', async () => {
    const sent: CourseUpdateInput[] = [];
    const user = renderBuilder([builder([lesson('l1', 'First'), lesson('l2', 'Second')]), saveMock(sent, saved)]);
    const up = await screen.findByRole('button', { name: 'Move Second up' });
    expect(screen.getByRole('button', { name: 'Move First up' })).toBeDisabled();
    await user.click(up);
    const outline = screen.getByRole('region', { name: 'Basics' });
    expect(within(outline).getAllByRole('button', { name: /^Move (First|Second) down$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Move Second down', 'Move First down']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Course content saved');
    expect(modulesSent(sent)[0]?.lessons?.map((l) => l.id)).toEqual(['l2', 'l1']);
  });

  it('saves a lesson’s title in another language beside the English, which it shows as the hint', async () => {
    const sent: CourseUpdateInput[] = [];
    const user = renderBuilder([builder([lesson('l1', 'What a prompt is')]), saveMock(sent, saved)]);
    await user.click(await screen.findByRole('button', { name: 'What a prompt is' }));
    const german = screen.getByRole('textbox', { name: 'Lesson title (Deutsch)' });
    expect(german).toHaveAttribute('placeholder', 'What a prompt is');
    await fill(user, german, 'Was ein Prompt ist');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Course content saved');
    expect(modulesSent(sent)[0]?.lessons?.[0]).toMatchObject({ id: 'l1', title: 'What a prompt is', translations: { de: { title: 'Was ein Prompt ist' } } });
    expect(modulesSent(sent)[0]).toMatchObject({ title: 'Basics', translations: {} });
  });

  it('edits a quiz: pass mark, a question, its options and the correct answer', async () => {
    const sent: CourseUpdateInput[] = [];
    const user = renderBuilder([builder([lesson('l1', 'Intro')]), saveMock(sent, saved)]);
    await user.click(await screen.findByRole('button', { name: 'Add quiz to Basics' }));
    const passMark = screen.getByRole('spinbutton', { name: 'Pass mark (%)' });
    await user.clear(passMark);
    await fill(user, passMark, '80');
    const question = screen.getByRole('region', { name: 'Question 1' });
    await fill(user, within(question).getByRole('textbox', { name: 'Question' }), 'Which is a prompt pattern?');
    await fill(user, within(question).getByRole('textbox', { name: 'Option A' }), 'Few-shot examples');
    await fill(user, within(question).getByRole('textbox', { name: 'Option B' }), 'Shouting');
    await user.click(within(question).getByRole('radio', { name: 'Option A is correct' }));
    await fill(user, within(question).getByRole('textbox', { name: 'Explanation' }), 'Examples show the model what you want.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Course content saved');
    expect(modulesSent(sent)[0]?.quiz).toEqual({
      title: 'Basics: quiz',
      translations: {},
      passMark: 80,
      attemptLimit: null,
      questions: [
        {
          text: 'Which is a prompt pattern?',
          translations: {},
          kind: 'single',
          explanation: 'Examples show the model what you want.',
          options: [
            { text: 'Few-shot examples', correct: true },
            { text: 'Shouting', correct: false },
          ],
        },
      ],
    });
  });

  it('writes a lesson’s text in another language in its tab, which is marked while that language is missing', async () => {
    const sent: CourseUpdateInput[] = [];
    const user = renderBuilder([builder([lesson('l1', 'What a prompt is', { es: '# Qué es un prompt' })]), saveMock(sent, saved)]);
    await user.click(await screen.findByRole('button', { name: 'What a prompt is' }));
    const languages = screen.getByRole('tablist', { name: 'Language of the text' });
    expect(within(languages).getByRole('tab', { name: 'Español' })).toBeInTheDocument();
    await user.click(within(languages).getByRole('tab', { name: 'Deutsch (translation missing)' }));
    const german = screen.getByRole('textbox', { name: 'Lesson content' });
    expect(german).toHaveAttribute('placeholder', '# What a prompt is');
    expect(german).toHaveAttribute('lang', 'de');
    await fill(user, german, '# Was ein Prompt ist');
    expect(within(languages).getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();
    expect(within(languages).getByRole('tab', { name: 'Français (translation missing)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Course content saved');
    expect(modulesSent(sent)[0]?.lessons?.[0]).toMatchObject({
      content: '# What a prompt is',
      contentTranslations: { es: { content: '# Qué es un prompt' }, de: { content: '# Was ein Prompt ist' } },
    });
  });

  it('translates a quiz question and its options in a language tab, keeping the kind and the correct answer', async () => {
    const sent: CourseUpdateInput[] = [];
    const user = renderBuilder([builder([lesson('l1', 'Intro')]), saveMock(sent, saved)]);
    await user.click(await screen.findByRole('button', { name: 'Add quiz to Basics' }));
    const question = screen.getByRole('region', { name: 'Question 1' });
    await fill(user, within(question).getByRole('textbox', { name: 'Question' }), 'Which is a prompt pattern?');
    await fill(user, within(question).getByRole('textbox', { name: 'Option A' }), 'Few-shot examples');
    await fill(user, within(question).getByRole('textbox', { name: 'Option B' }), 'Shouting');
    await user.click(within(question).getByRole('radio', { name: 'Option A is correct' }));

    await user.click(screen.getByRole('tab', { name: 'Français (translation missing)' }));
    expect(within(question).getByRole('radio', { name: 'Option A is correct' })).toBeDisabled();
    expect(within(question).getByRole('textbox', { name: 'Option A' })).toHaveAttribute('placeholder', 'Few-shot examples');
    await fill(user, within(question).getByRole('textbox', { name: 'Question' }), 'Quel est un modèle de prompt ?');
    await fill(user, within(question).getByRole('textbox', { name: 'Option A' }), 'Des exemples (few-shot)');
    await fill(user, within(question).getByRole('textbox', { name: 'Option B' }), 'Crier');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Course content saved');
    expect(modulesSent(sent)[0]?.quiz?.questions[0]).toEqual({
      text: 'Which is a prompt pattern?',
      translations: { fr: { text: 'Quel est un modèle de prompt ?', explanation: '', options: ['Des exemples (few-shot)', 'Crier'] } },
      kind: 'single',
      explanation: null,
      options: [
        { text: 'Few-shot examples', correct: true },
        { text: 'Shouting', correct: false },
      ],
    });
  });

  it('shows a message about a version’s option beside that option, in its language’s tab', async () => {
    const sent: CourseUpdateInput[] = [];
    const message = 'Option (French) must be at most 500 characters';
    const user = renderBuilder([
      builder([lesson('l1', 'Intro')]),
      saveMock(sent, { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { 'modules.0.quiz.questions.0.translations.fr.options.1': message } } }] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add quiz to Basics' }));
    const question = screen.getByRole('region', { name: 'Question 1' });
    await fill(user, within(question).getByRole('textbox', { name: 'Question' }), 'Which is a prompt pattern?');
    await fill(user, within(question).getByRole('textbox', { name: 'Option A' }), 'Few-shot examples');
    await fill(user, within(question).getByRole('textbox', { name: 'Option B' }), 'Shouting');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findAllByText(message);
    await user.click(screen.getByRole('tab', { name: 'Français (translation missing)' }));
    expect(within(question).getByRole('textbox', { name: 'Option B' })).toHaveAccessibleDescription(message);
    expect(within(question).getByRole('textbox', { name: 'Option A' })).not.toHaveAccessibleDescription(message);
  });

  it("shows the server's field message beside its field, and the refusal to publish a module without lessons", async () => {
    const sent: CourseUpdateInput[] = [];
    const refusal = 'Module "Later" has no lesson yet. Add at least one lesson to every module before publishing the course.';
    const user = renderBuilder([
      builder([lesson('l1', 'Intro')]),
      saveMock(sent, {
        errors: [
          {
            message: refusal,
            extensions: { code: 'BAD_USER_INPUT', fields: { 'modules.1.lessons': refusal, 'modules.0.lessons.0.minutes': 'Minutes must be a whole number from 0 to 600' } },
          },
        ],
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add module' }));
    await fill(user, screen.getByRole('textbox', { name: 'Module title' }), 'Later');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(sent[0]?.status).toBe('published');
    await user.click(screen.getByRole('button', { name: 'Back to outline' }));
    await user.click(screen.getByRole('button', { name: 'Intro' }));
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveAccessibleDescription('Minutes must be a whole number from 0 to 600');
  });
});
