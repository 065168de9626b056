import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { AdminSearch } from './AdminSearch';
import { AdminSearchQuery } from './operations';

// UI wiring only: what the search finds, and for whom, is covered by the server's integration tests.

const text = (value: string, matches: [number, number][] = []) => ({
  __typename: 'SearchText' as const,
  text: value,
  matches: matches.map(([start, length]) => ({ __typename: 'TextRange' as const, start, length })),
});

const hit = (type: string, id: string, title: ReturnType<typeof text>, subtitle: ReturnType<typeof text> | null) => ({
  __typename: 'SearchHit' as const,
  type,
  id,
  title,
  subtitle,
});

const searchMock: MockLink.MockedResponse = {
  request: { query: AdminSearchQuery, variables: { query: 'qu' } },
  result: {
    data: {
      adminSearch: [
        {
          __typename: 'SearchGroup',
          type: 'USER',
          more: false,
          hits: [
            hit('USER', 'u1', text('Quentin Student', [[0, 2]]), text('quentin@learners.example', [[0, 2]])),
            hit('USER', 'u2', text('Émilie Quiroga', [[7, 2]]), text('emilie@quarks.example', [[7, 2]])),
          ],
        },
        {
          __typename: 'SearchGroup',
          type: 'FAQ',
          more: true,
          hits: [hit('FAQ', 'f1', text('How quickly do you answer?', [[4, 2]]), text('General'))],
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderSearch() {
  renderWithProviders(<AdminSearch />, { route: '/admin', mocks: [searchMock] });
  return userEvent.setup();
}

const location = () => screen.getByTestId('location').textContent;

describe('the admin search', () => {
  it('opens with Ctrl+K, groups the hits by type and marks what matched', async () => {
    const user = renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    expect(input).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Type to search users, courses, jobs, services, contact messages and FAQs.');
    await user.type(input, 'qu');

    const users = await within(dialog).findByRole('group', { name: 'Users' });
    expect(within(users).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Quentin Studentquentin@learners.example',
      'Émilie Quirogaemilie@quarks.example',
    ]);
    const faqs = within(dialog).getByRole('group', { name: 'FAQs (first matches)' });
    expect(within(faqs).getByRole('option')).toHaveTextContent('How quickly do you answer?');
    // The matched starts are marked, and nothing else.
    const emilie = within(users).getAllByRole('option')[1] as HTMLElement;
    expect([...emilie.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Qu', 'qu']);
  });

  it('moves through every hit with the arrow keys, across groups and round, and opens the active one with Enter', async () => {
    const user = renderSearch();
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    await user.type(input, 'qu');
    await within(dialog).findByRole('group', { name: 'Users' });

    const selected = () => within(dialog).getByRole('option', { selected: true });
    expect(selected()).toHaveTextContent('Quentin Student');
    expect(input).toHaveAttribute('aria-activedescendant', selected().id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toHaveTextContent('How quickly do you answer?');
    expect(input).toHaveAttribute('aria-activedescendant', selected().id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Quentin Student');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toHaveTextContent('How quickly do you answer?');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/contact?tab=faq&open=f1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a user to User Management searched by e-mail; Escape closes without going anywhere', async () => {
    const user = renderSearch();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'q');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    // What was typed in the top bar carries into the dialog.
    expect(input).toHaveValue('q');
    await user.type(input, 'u');
    await within(dialog).findByRole('group', { name: 'Users' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/users?search=emilie%40quarks.example'));

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Search' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/users?search=emilie%40quarks.example');
  });
});
