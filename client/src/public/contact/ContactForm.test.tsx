import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { ThemeModeProvider } from '../../app/theme/ThemeModeProvider';
import { testI18n } from '../../i18n/testing';
import { ContactForm } from './ContactForm';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('keeps what a visitor typed into the server-rendered form before the app took it over', { timeout: 20_000 }, async () => {
  const ui = (
    <MockedProvider mocks={[]}>
      <I18nProvider i18n={testI18n}>
        <ThemeModeProvider>
          <ContactForm initialSubject="" />
        </ThemeModeProvider>
      </I18nProvider>
    </MockedProvider>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(ui);
  // Typed while the page was only the server's HTML.
  const early = container.querySelector<HTMLInputElement>('input[name="name"]');
  if (!early) throw new Error('the server-rendered form has no name field');
  early.value = 'Erin Visitor';

  act(() => {
    root = hydrateRoot(container, ui);
  });
  // Typing in another field renders the form again: the early text is in the form's state, not lost.
  await userEvent.type(screen.getByRole('textbox', { name: 'Company' }), 'Visitor Labs');
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Erin Visitor');
  expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Visitor Labs');
});
