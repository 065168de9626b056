import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourseInput } from '../../__generated__/graphql';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { CourseDialog } from './CourseDialog';
import type { EditableCourse } from './course-form';

const COURSE: EditableCourse = {
  id: 'c1',
  title: 'Applied NLP',
  description: 'Build language applications that work in production.',
  category: 'ai-ml',
  level: 'intermediate',
  duration: '6 weeks',
  price: 149,
  discountPrice: null,
  status: 'published',
  certificate: true,
  skills: ['Tokenization', 'Evaluation'],
  instructor: { name: 'Dr. Ada Park', title: null, bio: null },
  publishAtLocal: null,
  unpublishAtLocal: null,
  translations: {
    en: { title: 'Applied NLP', description: 'Build language applications that work in production.', duration: '6 weeks', skills: ['Tokenization', 'Evaluation'] },
    es: { title: 'PLN aplicado', description: 'Crea aplicaciones de lenguaje que funcionan en producción.', duration: '6 semanas', skills: ['Tokenización', 'Evaluación'] },
    fr: null,
    de: { title: 'Angewandtes NLP', description: null, duration: null, skills: null },
  },
};

describe('CourseDialog', { timeout: 60_000 }, () => {
  it('edits a language’s title, description and skills on its tab, with the English as the hint, keeps the English, and marks the languages still missing', async () => {
    const onSubmit = vi.fn(async (_input: CourseInput) => {});
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CourseDialog open course={COURSE} onClose={vi.fn()} onSubmit={onSubmit} />);
    const tabs = screen.getByRole('tablist', { name: 'Language of the text' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveAccessibleName('English');
    expect(within(tabs).getByRole('tab', { name: 'Español' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Français (translation missing)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Deutsch (translation missing)' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Deutsch (translation missing)' }));
    expect(screen.getByRole('textbox', { name: /^title/i })).toHaveValue('Angewandtes NLP');
    const description = screen.getByRole('textbox', { name: /^description/i });
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('placeholder', 'Build language applications that work in production.');
    await user.click(description);
    await user.paste('Entwickeln Sie Sprachanwendungen, die im Produktivbetrieb funktionieren.');
    await user.click(screen.getByRole('textbox', { name: /^duration/i }));
    await user.paste('6 Wochen');
    const skills = screen.getByRole('textbox', { name: /^skills/i });
    expect(skills).toHaveAttribute('placeholder', 'Tokenization, Evaluation');
    await user.click(skills);
    await user.paste('Tokenisierung, Evaluierung');
    expect(within(tabs).getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Update Course' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Applied NLP',
        description: 'Build language applications that work in production.',
        skills: ['Tokenization', 'Evaluation'],
        translations: {
          es: { title: 'PLN aplicado', description: 'Crea aplicaciones de lenguaje que funcionan en producción.', duration: '6 semanas', skills: ['Tokenización', 'Evaluación'] },
          de: { title: 'Angewandtes NLP', description: 'Entwickeln Sie Sprachanwendungen, die im Produktivbetrieb funktionieren.', duration: '6 Wochen', skills: ['Tokenisierung', 'Evaluierung'] },
        },
      }),
    );
  });

  it('goes back to English to show a missing required field', async () => {
    const onSubmit = vi.fn(async (_input: CourseInput) => {});
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CourseDialog open course={null} onClose={vi.fn()} onSubmit={onSubmit} />);
    const tabs = screen.getByRole('tablist', { name: 'Language of the text' });
    await user.click(within(tabs).getByRole('tab', { name: 'Español' }));
    await user.click(screen.getByRole('textbox', { name: /^title/i }));
    await user.paste('Introducción a la IA');
    await user.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveAccessibleName('English');
    expect(screen.getByRole('textbox', { name: /^title/i })).toHaveValue('');
  });
});
