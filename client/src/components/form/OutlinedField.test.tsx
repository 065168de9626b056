import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OutlinedField } from './OutlinedField';
import type { OutlinedFieldProps } from './OutlinedField';

function Controlled(props: Omit<OutlinedFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <OutlinedField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('OutlinedField', () => {
  it('is a text box named by its label, required, limited in length, its error tied to it as its description', async () => {
    render(<Controlled id="f-name" name="name" label="Full Name" required error helperText="Full Name is required" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Full Name' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Full Name is required');
    await userEvent.type(box, 'Ada Lovelace');
    expect(box).toHaveValue('Ada L');
  });

  it('with minRows, is a text area', () => {
    render(<Controlled id="f-message" name="message" label="Message" minRows={5} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
  });

  it("with options, is the browser's own select, named by its label, and reports the choice", async () => {
    const options = [
      { value: '', label: 'Select a service' },
      { value: 'ml', label: 'Machine Learning Solutions' },
    ];
    render(<Controlled id="f-interest" name="serviceInterest" label="Service Interest" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Service Interest' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a service', 'Machine Learning Solutions']);
    await userEvent.selectOptions(select, 'ml');
    expect(select).toHaveValue('ml');
  });
});
