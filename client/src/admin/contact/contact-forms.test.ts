import { describe, expect, it } from 'vitest';
import { testI18n } from '../../i18n/testing';
import { emptyFaqForm, toFaqInput, validateFaqForm } from './faq/faq-form';
import { emptyContactInfoForm, limitIcon, toContactInfoInput, validateContactInfoForm } from './info/contact-info-form';
import { emptyOfficeForm, officeFieldOf, toOfficeInput, validateOfficeForm } from './offices/office-form';

describe('Contact Info form', () => {
  it('requires type, title and value; the order starts at count + 1; the icon keeps 2 characters', () => {
    expect(validateContactInfoForm({ ...emptyContactInfoForm(5), order: '-1' }, testI18n)).toEqual({
      type: 'Type is required',
      title: 'Title is required',
      value: 'Value is required',
      order: 'Order must be at least 0',
    });
    expect(emptyContactInfoForm(5).order).toBe('5');
    expect(limitIcon('✉️📞🕒')).toBe('✉️📞');
    const blank = emptyContactInfoForm(1).translations;
    const input = toContactInfoInput({
      type: 'phone',
      title: ' Call ',
      value: ' 123 ',
      icon: ' ',
      isActive: false,
      order: '',
      translations: { ...blank, de: { title: ' Rufen Sie uns an ', value: '' } },
    });
    expect(input).toEqual({
      type: 'phone',
      title: 'Call',
      value: '123',
      icon: null,
      isActive: false,
      order: null,
      translations: { es: { title: '', value: '' }, fr: { title: '', value: '' }, de: { title: 'Rufen Sie uns an', value: '' } },
    });
  });
});

describe('office form', () => {
  it('requires the spec’s fields, checks the e-mail, and wants both coordinates or neither', () => {
    const errors = validateOfficeForm({ ...emptyOfficeForm(), email: 'nope', lat: '100' }, testI18n);
    expect(errors).toMatchObject({
      name: 'Name is required',
      workingHours: 'Working hours is required',
      email: 'Enter a valid email address',
      lat: 'Latitude must be between -90 and 90',
      lng: 'Enter both latitude and longitude',
    });
    const filled = {
      ...emptyOfficeForm(),
      name: 'A',
      address: 'B',
      city: 'C',
      country: 'D',
      phone: '+1 555 0100',
      email: 'a@b.co',
      timezone: 'UTC',
      workingHours: '9-5',
    };
    expect(validateOfficeForm(filled, testI18n)).toEqual({});
    expect(toOfficeInput({ ...filled, lat: '1.5', lng: '-2' }).coordinates).toEqual({ lat: 1.5, lng: -2 });
    expect(toOfficeInput(filled).coordinates).toBeNull();
    expect(officeFieldOf('coordinates.lat')).toBe('lat');
    expect(officeFieldOf('unknown')).toBeUndefined();
  });
});

describe('FAQ form', () => {
  it('requires question, answer and category; order defaults to 0; tags are split, trimmed, empties dropped', () => {
    expect(validateFaqForm({ ...emptyFaqForm(), order: '1.5' }, testI18n)).toEqual({
      question: 'Question is required',
      answer: 'Answer is required',
      category: 'Category is required',
      order: 'Order must be a whole number',
    });
    expect(emptyFaqForm().order).toBe('0');
    const input = toFaqInput({
      ...emptyFaqForm(),
      question: 'Q?',
      answer: 'A',
      category: 'general',
      order: '',
      tags: ' a, ,b ,',
      isActive: true,
    });
    expect(input).toEqual({
      question: 'Q?',
      answer: 'A',
      category: 'general',
      order: 0,
      tags: ['a', 'b'],
      isActive: true,
      translations: {},
    });
  });
});
