import { describe, expect, it } from 'vitest';
import { categoryLabel, formatCoursePrice, formatDollars, payable, ratingLabel, studentsLabel } from './course-format';

describe('course formatting', () => {
  it('writes prices as dollar strings, cents only when there are some, and free courses as Free', () => {
    expect(formatDollars(499)).toBe('$499');
    expect(formatDollars(1299)).toBe('$1,299');
    expect(formatDollars(49.9)).toBe('$49.90');
    expect(formatCoursePrice(0)).toBe('Free');
    expect(formatCoursePrice(149)).toBe('$149');
  });

  it('charges the discount price when one is set', () => {
    expect(payable({ price: 300, discountPrice: 249 })).toBe(249);
    expect(payable({ price: 300, discountPrice: null })).toBe(300);
    expect(payable({ price: 300, discountPrice: 0 })).toBe(0);
  });

  it('labels categories, ratings and learners', () => {
    expect(categoryLabel('ai-ml')).toBe('AI & Machine Learning');
    expect(categoryLabel('data-science')).toBe('Data Science');
    expect(ratingLabel(0, 0)).toBe('New course');
    expect(ratingLabel(4.5, 2)).toBe('4.5 (2 ratings)');
    expect(studentsLabel(1)).toBe('1 student');
    expect(studentsLabel(1200)).toBe('1,200 students');
  });
});
