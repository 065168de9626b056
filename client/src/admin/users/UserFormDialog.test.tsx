import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { testI18n } from '../../i18n/testing';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import type { CreateUserInput } from '../../__generated__/graphql';
import { UserFormDialog } from './UserFormDialog';
import type { EditableUser } from './user-form';

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n}>{children}</I18nProvider>;
}

function renderDialog(user: EditableUser | null, onSubmit = vi.fn(async (_input: CreateUserInput) => {})) {
  render(<UserFormDialog open user={user} onClose={vi.fn()} onSubmit={onSubmit} />, { wrapper: WithI18n });
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

async function optionsOf(user: ReturnType<typeof userEvent.setup>, label: string): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options;
}

/** Types by pasting: one change per field instead of one per key keeps these tests fast. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('UserFormDialog', { timeout: 30_000 }, () => {
  it('adds with role User and status Active by default, offering the add-form roles and every status', async () => {
    const { user } = renderDialog(null);
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('User');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Department' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Position' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(await optionsOf(user, 'Role')).toEqual(['User', 'Admin', 'Moderator', 'Editor']);
    expect(await optionsOf(user, 'Status')).toEqual(['Active', 'Inactive', 'Suspended', 'Pending']);
  });

  it('requires Full Name and Email Address before sending anything', async () => {
    const { user, onSubmit } = renderDialog(null);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email address is required')).toBeInTheDocument();

    await typeInto(user, screen.getByRole('textbox', { name: 'Full Name' }), 'Jane Doe');
    await typeInto(user, screen.getByRole('textbox', { name: 'Email Address' }), 'jane');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await typeInto(user, screen.getByRole('textbox', { name: 'Email Address' }), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Jane Doe',
      email: 'jane@example.com',
      role: 'user',
      status: 'active',
      phone: null,
      department: null,
      position: null,
    });
  });

  it("shows the server's field messages under the fields and other refusals above them", async () => {
    const onSubmit = vi
      .fn<(input: CreateUserInput) => Promise<void>>()
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({
          errors: [
            {
              message: 'An account with this email already exists',
              extensions: { code: 'CONFLICT', fields: { email: 'An account with this email already exists' } },
            },
          ],
        }),
      )
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({
          errors: [{ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } }],
        }),
      );
    const { user } = renderDialog(null, onSubmit);
    await typeInto(user, screen.getByRole('textbox', { name: 'Full Name' }), 'Jane Doe');
    await typeInto(user, screen.getByRole('textbox', { name: 'Email Address' }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      'An account with this email already exists',
    );

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(screen.getByRole('textbox', { name: 'Email Address' })).not.toHaveAccessibleDescription();
  });

  it('edits a user: prefilled, every role offered, saved with Save Changes', async () => {
    const { user, onSubmit } = renderDialog({
      name: 'Bob Student',
      email: 'bob@example.com',
      role: 'student',
      status: 'active',
      phone: '+1 555 0100',
      department: null,
      position: null,
    });
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Bob Student');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Student');
    expect(await optionsOf(user, 'Role')).toEqual(['Student', 'Applicant', 'User', 'Admin', 'Moderator', 'Editor']);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Suspended' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Bob Student', role: 'student', status: 'suspended', phone: '+1 555 0100' }),
    );
  });
});
