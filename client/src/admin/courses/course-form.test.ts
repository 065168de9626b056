import { describe, expect, it } from 'vitest';
import { testI18n } from '../../i18n/testing';
import { courseToForm, emptyCourseForm, formFieldOf, levelOptions, statusOptions, toCourseInput, validateCourseForm } from './course-form';

describe('the course form', () => {
  it('starts with the add-form defaults: programming, beginner, active', () => {
    expect(emptyCourseForm()).toMatchObject({ category: 'programming', level: 'beginner', status: 'active', price: '0', certificate: true });
  });

  it('offers active, draft, archived when adding and published, draft when editing', () => {
    expect(statusOptions(false, 'active').map((o) => o.value)).toEqual(['active', 'draft', 'archived']);
    expect(statusOptions(true, 'published').map((o) => o.value)).toEqual(['published', 'draft']);
    // An archived course keeps its status on offer, so opening the form does not change it.
    expect(statusOptions(true, 'archived').map((o) => o.value)).toEqual(['published', 'draft', 'archived']);
    expect(levelOptions(false, 'beginner')).toContain('expert');
    expect(levelOptions(true, 'beginner')).not.toContain('expert');
    expect(levelOptions(true, 'expert')).toContain('expert');
  });

  it('requires title and description and checks the prices', () => {
    expect(validateCourseForm(emptyCourseForm(), testI18n)).toEqual({ title: 'Title is required', description: 'Description is required' });
    const values = { ...emptyCourseForm(), title: 'T', description: 'D', price: 'abc', discountPrice: '10' };
    expect(validateCourseForm(values, testI18n)).toMatchObject({ price: 'Price must be a number' });
    expect(validateCourseForm({ ...values, price: '100', discountPrice: '100' }, testI18n)).toEqual({ discountPrice: 'Discount price must be less than the price' });
    expect(validateCourseForm({ ...values, price: '100', discountPrice: '' }, testI18n)).toEqual({});
  });

  it('sends active as published, skills as a list, and leaves modules to the course builder', () => {
    const input = toCourseInput({
      ...emptyCourseForm(),
      title: ' Deep Learning ',
      description: 'Neural networks',
      price: '449.5',
      discountPrice: '',
      instructorName: 'Dr. Sarah Chen',
      skills: 'PyTorch, , CNNs ',
    });
    expect(input).toMatchObject({
      title: 'Deep Learning',
      status: 'published',
      price: 449.5,
      discountPrice: null,
      instructor: { name: 'Dr. Sarah Chen', title: '', bio: '' },
      skills: ['PyTorch', 'CNNs'],
    });
    expect(input).not.toHaveProperty('modules');
  });

  it('fills the form from a course being edited', () => {
    const form = courseToForm({
      title: 'T',
      description: 'D',
      category: 'ai-ml',
      level: 'expert',
      duration: null,
      price: 10,
      discountPrice: 5,
      status: 'published',
      certificate: false,
      skills: ['A', 'B'],
      instructor: { name: 'N', title: null, bio: null },
    });
    expect(form).toMatchObject({ skills: 'A, B', discountPrice: '5', duration: '', level: 'expert', certificate: false });
    expect(toCourseInput(form)).toMatchObject({ price: 10, discountPrice: 5, status: 'published' });
  });

  it("maps the server's field names onto the form", () => {
    expect(formFieldOf('instructor.name')).toBe('instructorName');
    expect(formFieldOf('skills.0')).toBe('skills');
    expect(formFieldOf('discountPrice')).toBe('discountPrice');
    expect(formFieldOf('unknown')).toBeUndefined();
  });
});
