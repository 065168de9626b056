/**
 * The Post Job form takes the salary as free text (spec section 3); the server stores it structured
 * as { min, max, currency }. This reads what people type — "$80,000 - $120,000",
 * "80k–120k EUR", "£55k", "US$90,000 per year" — and refuses anything it cannot read for sure, with a
 * message that says how to write it, instead of guessing.
 */
import type { Salary } from './job.model.js';

export const DEFAULT_CURRENCY = 'USD';
export const MAX_SALARY = 100_000_000;
export const SALARY_FORMAT_HINT = 'enter an amount or a range, e.g. $80,000 - $120,000 or 60k-75k EUR';

/** Longest first, so "US$" is read before "$". */
const SYMBOLS: ReadonlyArray<readonly [string, string]> = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
];

export const CURRENCY_CODES = [
  'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'JPY', 'INR', 'SGD', 'HKD', 'CNY',
  'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'BRL', 'MXN', 'ZAR', 'AED', 'ILS', 'KRW',
] as const;

/** Words that only say "per year"; any other word makes the text unreadable. */
const PER_YEAR = /\b(?:per|a|an)\s+(?:year|annum)\b|\/\s*(?:year|yr|annum)\b|\bannually\b|\byearly\b|\bp\.?\s?a\.?(?=\s|$)/gi;

const AMOUNT = /^(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(\d+))?\s*([km])?$/i;

export type SalaryParseResult = { ok: true; salary: Salary } | { ok: false; message: string };

const fail = (message: string): SalaryParseResult => ({ ok: false, message });

type Amount = { value: number; suffix: string | null; digits: string };

function readAmount(part: string): Amount | null {
  const match = AMOUNT.exec(part.trim());
  if (!match) return null;
  const [, whole = '', decimals, suffix] = match;
  const integer = Number(whole.replace(/[,\s]/g, ''));
  let value: number;
  if (decimals !== undefined && !suffix && decimals.length === 3) {
    // "80.000" is how much of Europe writes eighty thousand.
    value = Number(`${integer}${decimals}`);
  } else {
    value = Number(`${integer}.${decimals ?? '0'}`);
  }
  const unit = suffix?.toLowerCase() ?? null;
  if (unit === 'k') value *= 1_000;
  if (unit === 'm') value *= 1_000_000;
  return { value: Math.round(value), suffix: unit, digits: whole };
}

export function parseSalary(text: string): SalaryParseResult {
  let rest = text.trim();
  const currencies = new Set<string>();

  for (const [symbol, code] of SYMBOLS) {
    while (rest.includes(symbol)) {
      currencies.add(code);
      rest = rest.replace(symbol, ' ');
    }
  }
  rest = rest.replace(/\b[a-z]{3}\b/gi, (word) => {
    const code = word.toUpperCase();
    if (!(CURRENCY_CODES as readonly string[]).includes(code)) return word;
    currencies.add(code);
    return ' ';
  });
  rest = rest.replace(PER_YEAR, ' ').replace(/\s+to\s+/gi, '-').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();

  if (currencies.size > 1) return fail(`Salary must use one currency, not ${[...currencies].join(' and ')}`);
  const parts = rest.split('-');
  if (!rest || parts.length > 2) return fail(`Salary could not be read: ${SALARY_FORMAT_HINT}`);
  const amounts = parts.map(readAmount);
  if (amounts.some((a) => a === null)) return fail(`Salary could not be read: ${SALARY_FORMAT_HINT}`);
  const [low, high = low] = amounts as Amount[];
  if (!low || !high) return fail(`Salary could not be read: ${SALARY_FORMAT_HINT}`);

  let min = low.value;
  const max = high.value;
  // "80-120k": the suffix written once applies to both ends.
  if (amounts.length === 2 && !low.suffix && high.suffix && !low.digits.includes(',') && min < 1_000) {
    min *= high.suffix === 'k' ? 1_000 : 1_000_000;
  }
  if (min > max) return fail('Salary minimum must not be more than the maximum');
  if (max > MAX_SALARY) return fail('Salary is too large');
  return { ok: true, salary: { min, max, currency: [...currencies][0] ?? DEFAULT_CURRENCY } };
}
