import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { testI18n } from '../i18n/testing';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n}>{children}</I18nProvider>;
}

function renderConfirm() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete Service"
      message="Are you sure you want to delete this service?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
    { wrapper: WithI18n },
  );
  return { onConfirm, onCancel, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('ConfirmDialog', () => {
  it('shows the question and confirms', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Delete Service' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this service?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
