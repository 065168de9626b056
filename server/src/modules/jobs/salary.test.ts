import { describe, expect, it } from 'vitest';
import { parseSalary } from './salary.js';

const ok = (text: string) => {
  const result = parseSalary(text);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
  return result.salary;
};

describe('parseSalary', () => {
  it.each([
    ['$80,000 - $120,000', { min: 80_000, max: 120_000, currency: 'USD' }],
    ['80k-120k', { min: 80_000, max: 120_000, currency: 'USD' }],
    ['80-120k EUR', { min: 80_000, max: 120_000, currency: 'EUR' }],
    ['€60k – €75k', { min: 60_000, max: 75_000, currency: 'EUR' }],
    ['£55k', { min: 55_000, max: 55_000, currency: 'GBP' }],
    ['US$90,000 per year', { min: 90_000, max: 90_000, currency: 'USD' }],
    ['90000 to 110000 cad', { min: 90_000, max: 110_000, currency: 'CAD' }],
    ['CHF 120 000 - 140 000 annually', { min: 120_000, max: 140_000, currency: 'CHF' }],
    ['80.000 - 95.000 EUR', { min: 80_000, max: 95_000, currency: 'EUR' }],
    ['1.2M - 1.5M INR', { min: 1_200_000, max: 1_500_000, currency: 'INR' }],
    ['$150k/year', { min: 150_000, max: 150_000, currency: 'USD' }],
  ])('reads %s', (text, salary) => {
    expect(ok(text)).toEqual(salary);
  });

  it.each(['Competitive', 'DOE', '$80k - $90k - $100k', 'from $90k', '$50/hour', '80k?'])('refuses %s with a hint', (text) => {
    const result = parseSalary(text);
    expect(result).toEqual({ ok: false, message: 'Salary could not be read: enter an amount or a range, e.g. $80,000 - $120,000 or 60k-75k EUR' });
  });

  it('refuses two currencies, a range that runs backwards and absurd amounts', () => {
    expect(parseSalary('$80k - 90k EUR')).toEqual({ ok: false, message: 'Salary must use one currency, not USD and EUR' });
    expect(parseSalary('120k - 80k')).toEqual({ ok: false, message: 'Salary minimum must not be more than the maximum' });
    expect(parseSalary('$500m')).toEqual({ ok: false, message: 'Salary is too large' });
  });
});
