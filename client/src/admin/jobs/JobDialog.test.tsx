import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobInput } from '../../__generated__/graphql';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { JobDialog } from './JobDialog';
import { adminJob } from './testing';

const JOB = adminJob('j1', 'Machine Learning Engineer', 'active', {
  level: 'senior',
  experience: '5+ years',
  description: 'Build and ship models.',
  requirements: ['Python'],
  benefits: ['Remote work'],
  translations: {
    en: { title: 'Machine Learning Engineer', description: 'Build and ship models.', experience: '5+ years', requirements: ['Python'], benefits: ['Remote work'] },
    es: null,
    fr: null,
    de: { title: 'Machine-Learning-Ingenieur (m/w/d)', description: 'Modelle bauen und ausliefern.', experience: 'Mindestens 5 Jahre', requirements: ['Python'], benefits: ['Homeoffice'] },
  },
});

describe('JobDialog', { timeout: 60_000 }, () => {
  it('edits a language’s title, description and experience on its tab, with the English as the hint, and saves each version', async () => {
    const onSubmit = vi.fn(async (_input: JobInput) => {});
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<JobDialog open mode="edit" job={JOB} onClose={vi.fn()} onSubmit={onSubmit} />);
    const tabs = screen.getByRole('tablist', { name: 'Language of the text' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveAccessibleName('English');
    expect(within(tabs).getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Español (translation missing)' }));
    const title = screen.getByRole('textbox', { name: /^title/i });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Machine Learning Engineer');
    await user.click(title);
    await user.paste('Ingeniero/a de machine learning');
    await user.click(screen.getByRole('textbox', { name: /^description/i }));
    await user.paste('Crea y lleva modelos a producción.');
    const experience = screen.getByRole('textbox', { name: /^experience/i });
    expect(experience).toHaveAttribute('placeholder', '5+ years');
    await user.click(experience);
    await user.paste('Más de 5 años');

    await user.click(within(tabs).getByRole('tab', { name: 'English' }));
    expect(screen.getByRole('textbox', { name: /^title/i })).toHaveValue('Machine Learning Engineer');

    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Machine Learning Engineer',
        translations: {
          es: { title: 'Ingeniero/a de machine learning', description: 'Crea y lleva modelos a producción.', experience: 'Más de 5 años', requirements: [], benefits: [] },
          de: { title: 'Machine-Learning-Ingenieur (m/w/d)', description: 'Modelle bauen und ausliefern.', experience: 'Mindestens 5 Jahre', requirements: ['Python'], benefits: ['Homeoffice'] },
        },
      }),
    );
  });
});
