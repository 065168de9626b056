import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../app/testing/renderWithProviders';
import { useOpenAddFromUrl } from './useOpenAddFromUrl';

function Page() {
  const [opened, setOpened] = useState(0);
  useOpenAddFromUrl(() => setOpened((n) => n + 1));
  return <p>Add dialog opened {opened} times</p>;
}

describe('Quick Add’s ?add=1', () => {
  it('opens the Add dialog once and leaves the rest of the address alone', async () => {
    renderWithProviders(<Page />, { route: '/admin/contact?tab=info&add=1' });
    expect(await screen.findByText('Add dialog opened 1 times')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/contact\?tab=info$/);
  });

  it('does nothing without it', () => {
    renderWithProviders(<Page />, { route: '/admin/courses' });
    expect(screen.getByText('Add dialog opened 0 times')).toBeInTheDocument();
  });
});
