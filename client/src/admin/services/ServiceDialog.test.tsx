import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceInput } from '../../__generated__/graphql';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { SaveFailure } from '../../components/form/save-failure';
import { ServiceDialog } from './ServiceDialog';
import type { EditableService } from './service-form';

function renderDialog(service: EditableService | null = null, onSubmit = vi.fn(async (_input: ServiceInput) => {})) {
  const onClose = vi.fn();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<ServiceDialog open service={service} onClose={onClose} onSubmit={onSubmit} />);
  return { user, onSubmit, onClose };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** Pastes instead of typing key by key: these tests are about the form's rules, not keystrokes. */
async function enter(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, field(/^title/i), 'AI Strategy Consulting');
  await enter(user, field(/^short description/i), 'Plan your AI roadmap');
  await enter(user, field(/^description/i), 'We assess your data and processes.');
  await user.click(screen.getByRole('combobox', { name: /category/i }));
  await user.click(await screen.findByRole('option', { name: 'Consulting' }));
}

// MUI dialogs with a dozen fields render slowly in jsdom: a test takes 2-10 s on a loaded machine.
describe('ServiceDialog', { timeout: 60_000 }, () => {
  it('shows the required-fields alert and does not save an incomplete form', async () => {
    const { user, onSubmit } = renderDialog();
    expect(screen.getByRole('heading', { name: 'Add New Service' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields (Title, Description, Short Description, Category)',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts with one feature whose remove button is disabled, and adds and removes features', async () => {
    const { user } = renderDialog();
    expect(screen.getAllByRole('textbox', { name: /^feature \d/i })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(screen.getAllByRole('textbox', { name: /^feature \d/i })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeEnabled();

    await enter(user, field(/^feature 2/i), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove feature 1' }));
    expect(screen.getAllByRole('textbox', { name: /^feature \d/i })).toHaveLength(1);
    expect(field(/^feature 1/i)).toHaveValue('Second');
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();
  });

  it('keeps at most 2 characters in the icon field', async () => {
    const { user } = renderDialog();
    await user.type(field(/^icon/i), 'ABC');
    expect(field(/^icon/i)).toHaveValue('AB');
  });

  it('submits the defaults: tools icon, status draft, prices coerced, empty features dropped', async () => {
    const { user, onSubmit } = renderDialog();
    await fillRequired(user);
    await enter(user, field(/^feature 1/i), 'Roadmap');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await enter(user, field(/^feature 3/i), 'Workshops');
    await enter(user, screen.getByRole('spinbutton', { name: /basic price/i }), '12.7');
    await enter(user, screen.getByRole('spinbutton', { name: /premium price/i }), '-5');
    await enter(user, screen.getByRole('spinbutton', { name: /enterprise price/i }), '');

    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'AI Strategy Consulting',
      shortDescription: 'Plan your AI roadmap',
      description: 'We assess your data and processes.',
      category: 'Consulting',
      icon: '🛠️',
      status: 'draft',
      features: ['Roadmap', 'Workshops'],
      price: { basic: 12, premium: 0, enterprise: 0 },
      publishAt: null,
      unpublishAt: null,
      translations: {},
    });
  });

  it('shows a failed save at the top and the server messages under the named fields', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new SaveFailure('Failed to create service: Title must be at most 120 characters', {
        title: 'Title must be at most 120 characters',
        'price.basic': 'Basic price is too large',
      })));
    const { user } = renderDialog(null, onSubmit);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create service: Title must be at most 120 characters',
    );
    expect(field(/^title/i)).toHaveAccessibleDescription('Title must be at most 120 characters');
    expect(screen.getByText('Basic price is too large')).toBeInTheDocument();
    // The dialog stays open with what was typed, the first field to fix focused.
    expect(field(/^title/i)).toHaveValue('AI Strategy Consulting');
    expect(field(/^title/i)).toHaveFocus();
  });

  it('leaves the focus in the field being corrected after a failed save', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new SaveFailure('Failed to create service: check the fields', {
        title: 'Title must be at most 120 characters',
        shortDescription: 'Short description is too long',
      })));
    const { user } = renderDialog(null, onSubmit);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    await screen.findByRole('alert');
    expect(field(/^title/i)).toHaveFocus();

    // The first keystroke clears the title's message; the focus must not jump to the next field to fix.
    await user.keyboard('!');
    expect(field(/^title/i)).not.toHaveAccessibleDescription('Title must be at most 120 characters');
    expect(field(/^title/i)).toHaveFocus();
    expect(field(/^title/i)).toHaveValue('AI Strategy Consulting!');
  });

  it('edits an existing service', async () => {
    const { user, onSubmit } = renderDialog({
      title: 'Data Analytics',
      description: 'Dashboards and insight.',
      shortDescription: 'Turn data into decisions',
      icon: '📊',
      features: ['BI dashboards', 'Forecasting'],
      category: 'Analytics',
      status: 'active',
      price: { basic: 1000, premium: 2500, enterprise: 9000 },
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getAllByRole('textbox', { name: /^feature \d/i })).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Update Service' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Data Analytics',
        icon: '📊',
        status: 'active',
        features: ['BI dashboards', 'Forecasting'],
        price: { basic: 1000, premium: 2500, enterprise: 9000 },
      }),
    );
  });

  it('edits each language’s text on its tab, shows the English where a version is blank, and marks the languages still missing', async () => {
    const { user, onSubmit } = renderDialog({
      id: 's1',
      title: 'Datenanalyse',
      description: 'Dashboards und Erkenntnisse.',
      shortDescription: 'Aus Daten werden Entscheidungen',
      icon: '📊',
      features: ['BI-Dashboards'],
      category: 'Analytics',
      status: 'active',
      price: { basic: 1000, premium: 2500, enterprise: 9000 },
      translations: {
        en: { title: 'Data Analytics', description: 'Dashboards and insight.', shortDescription: 'Turn data into decisions', features: ['BI dashboards'] },
        es: null,
        fr: null,
        de: { title: 'Datenanalyse', description: 'Dashboards und Erkenntnisse.', shortDescription: 'Aus Daten werden Entscheidungen', features: ['BI-Dashboards'] },
      },
    });
    const tabs = screen.getByRole('tablist', { name: 'Language of the text' });
    // English edits the original, whatever language the card was read in.
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveAccessibleName('English');
    expect(field(/^title/i)).toHaveValue('Data Analytics');
    expect(within(tabs).getByRole('tab', { name: 'Español (translation missing)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Español (translation missing)' }));
    expect(field(/^title/i)).toHaveValue('');
    expect(field(/^title/i)).toHaveAttribute('placeholder', 'Data Analytics');
    await enter(user, field(/^title/i), 'Análisis de datos');
    await enter(user, field(/^short description/i), 'Convierte datos en decisiones');
    await enter(user, field(/^description/i), 'Dashboards y conocimiento.');
    await enter(user, field(/^feature 1/i), 'Dashboards de BI');
    expect(within(tabs).getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');

    // Back in English, the original is as it was.
    await user.click(within(tabs).getByRole('tab', { name: 'English' }));
    expect(field(/^title/i)).toHaveValue('Data Analytics');

    await user.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Data Analytics',
        features: ['BI dashboards'],
        translations: {
          es: { title: 'Análisis de datos', shortDescription: 'Convierte datos en decisiones', description: 'Dashboards y conocimiento.', features: ['Dashboards de BI'] },
          de: { title: 'Datenanalyse', shortDescription: 'Aus Daten werden Entscheidungen', description: 'Dashboards und Erkenntnisse.', features: ['BI-Dashboards'] },
        },
      }),
    );
  });
});
