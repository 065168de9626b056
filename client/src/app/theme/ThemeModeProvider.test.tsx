import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { testI18n } from '../../i18n/testing';
import { ThemeModeProvider } from './ThemeModeProvider';
import { ThemeToggleButton } from './ThemeToggleButton';

function systemPrefersDark(prefersDark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    // MUI's theme provider follows the system through the older addListener API.
    vi.fn((query: string) => ({ matches: prefersDark && query.includes('dark'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })),
  );
}

function renderToggle() {
  render(
    <I18nProvider i18n={testI18n}>
      <ThemeModeProvider>
        <ThemeToggleButton />
      </ThemeModeProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('theme mode', () => {
  it('starts from the stored preference', () => {
    systemPrefersDark(false);
    localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('follows the system when nothing valid is stored', () => {
    systemPrefersDark(true);
    localStorage.setItem('theme', 'purple');
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('is light when nothing is stored and the system does not prefer dark', () => {
    systemPrefersDark(false);
    renderToggle();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('saves every change and toggles the dark class on the page root', async () => {
    systemPrefersDark(false);
    renderToggle();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
