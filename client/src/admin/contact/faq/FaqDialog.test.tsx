import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FaqInput } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { FaqDialog } from './FaqDialog';

const FAQ = {
  __typename: 'Faq' as const,
  id: 'f1',
  question: 'How long does a pilot take?',
  answer: 'Most pilots take six to eight weeks.',
  category: 'general',
  order: 1,
  isActive: true,
  tags: ['pilot'],
  translations: {
    en: { question: 'How long does a pilot take?', answer: 'Most pilots take six to eight weeks.' },
    es: null,
    fr: { question: 'Combien de temps dure un pilote ?', answer: 'La plupart des pilotes durent de six à huit semaines.' },
    de: null,
  },
};

describe('FaqDialog', { timeout: 60_000 }, () => {
  it('edits a language’s question and answer on its tab, with the English as the hint, and marks the languages still missing', async () => {
    const onSubmit = vi.fn(async (_input: FaqInput) => {});
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<FaqDialog open faq={FAQ} onClose={vi.fn()} onSubmit={onSubmit} />);
    const tabs = screen.getByRole('tablist', { name: 'Language of the text' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveAccessibleName('English');
    expect(within(tabs).getByRole('tab', { name: 'Français' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Deutsch (translation missing)' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Deutsch (translation missing)' }));
    const question = screen.getByRole('textbox', { name: /^question/i });
    expect(question).toHaveValue('');
    expect(question).toHaveAttribute('placeholder', 'How long does a pilot take?');
    await user.paste('Wie lange dauert ein Pilotprojekt?');
    await user.click(screen.getByRole('textbox', { name: /^answer/i }));
    await user.paste('Die meisten Pilotprojekte dauern sechs bis acht Wochen.');
    expect(within(tabs).getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Update FAQ' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        question: 'How long does a pilot take?',
        translations: {
          fr: { question: 'Combien de temps dure un pilote ?', answer: 'La plupart des pilotes durent de six à huit semaines.' },
          de: { question: 'Wie lange dauert ein Pilotprojekt?', answer: 'Die meisten Pilotprojekte dauern sechs bis acht Wochen.' },
        },
      }),
    );
  });
});
