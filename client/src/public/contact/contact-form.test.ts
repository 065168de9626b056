import { describe, expect, it } from 'vitest';
import { emptyContactForm, toContactMessageInput, validateContactForm } from './contact-form';

describe('contact form rules', () => {
  it('requires Full Name, a valid email, subject and message', () => {
    expect(validateContactForm({ ...emptyContactForm(), email: ' ', message: '  ' })).toEqual({
      name: 'Full Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const filled = { ...emptyContactForm('Hello'), name: 'Ada', email: 'ada@', message: 'Hi' };
    expect(validateContactForm(filled)).toEqual({ email: 'Enter a valid email address' });
    expect(validateContactForm({ ...filled, email: 'ada@example.com' })).toEqual({});
  });

  it('sends company and service interest in their own fields, trimmed, and nothing for blanks', () => {
    const values = {
      ...emptyContactForm(),
      name: ' Ada ',
      email: 'ada@example.com',
      company: ' Acme ',
      serviceInterest: 'ml' as const,
      subject: 'S',
      message: 'M',
    };
    expect(toContactMessageInput(values)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Acme',
      serviceInterest: 'ml',
      subject: 'S',
      message: 'M',
      website: null,
    });
    expect(toContactMessageInput({ ...values, company: '  ', serviceInterest: '' })).toMatchObject({
      company: null,
      serviceInterest: null,
    });
  });
});
