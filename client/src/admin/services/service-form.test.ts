import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVICE_ICON,
  emptyServiceForm,
  formFieldOf,
  limitIcon,
  missingRequiredFields,
  serviceToForm,
  toPrice,
  toServiceInput,
} from './service-form';
import type { ServiceFormValues } from './service-form';

const filled = (overrides: Partial<ServiceFormValues> = {}): ServiceFormValues => ({
  ...emptyServiceForm(),
  title: 'AI Strategy',
  description: 'A long description',
  shortDescription: 'Short',
  category: 'Consulting',
  ...overrides,
});

describe('service form rules (spec section 5)', () => {
  it('starts with one empty feature, status draft and prices 0', () => {
    const form = emptyServiceForm();
    expect(form.features).toEqual(['']);
    expect(form.status).toBe('draft');
    expect(toServiceInput(filled()).price).toEqual({ basic: 0, premium: 0, enterprise: 0 });
  });

  it('requires title, description, short description and category', () => {
    expect(missingRequiredFields(emptyServiceForm())).toEqual([
      'title',
      'description',
      'shortDescription',
      'category',
    ]);
    expect(missingRequiredFields(filled({ title: '   ' }))).toEqual(['title']);
    expect(missingRequiredFields(filled())).toEqual([]);
  });

  it('limits the icon to 2 characters as people see them', () => {
    expect(limitIcon('🛠️')).toBe('🛠️');
    expect(limitIcon('🛠️🚀✨')).toBe('🛠️🚀');
    expect(limitIcon('abc')).toBe('ab');
  });

  it('defaults an empty icon to the tools emoji', () => {
    expect(toServiceInput(filled({ icon: '' })).icon).toBe(DEFAULT_SERVICE_ICON);
    expect(toServiceInput(filled({ icon: '  ' })).icon).toBe(DEFAULT_SERVICE_ICON);
    expect(toServiceInput(filled({ icon: '🤖' })).icon).toBe('🤖');
  });

  it('reads prices as whole numbers, minimum 0, 0 when not a number', () => {
    expect(toPrice('1500')).toBe(1500);
    expect(toPrice('12.9')).toBe(12);
    expect(toPrice('-5')).toBe(0);
    expect(toPrice('abc')).toBe(0);
    expect(toPrice('')).toBe(0);
  });

  it('drops empty features and trims the text fields before saving', () => {
    const input = toServiceInput(
      filled({ title: '  AI Strategy ', features: ['Roadmap', '', '  ', ' Workshops '], status: 'active' }),
    );
    expect(input.title).toBe('AI Strategy');
    expect(input.features).toEqual(['Roadmap', 'Workshops']);
    expect(input.status).toBe('active');
    expect(input).not.toHaveProperty('popularity');
  });

  it('edits an existing service, showing one feature row when it has none', () => {
    const form = serviceToForm({
      title: 'T',
      description: 'D',
      shortDescription: 'S',
      icon: '📊',
      features: [],
      category: 'Analytics',
      status: 'inactive',
      price: { basic: 1, premium: 2, enterprise: 3 },
    });
    expect(form.features).toEqual(['']);
    expect(form.basicPrice).toBe('1');
    expect(form.status).toBe('inactive');
  });

  it("maps the server's field names onto the form's", () => {
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('price.premium')).toBe('premiumPrice');
    expect(formFieldOf('features.2')).toBe('features');
    expect(formFieldOf('popularity')).toBeUndefined();
  });
});
