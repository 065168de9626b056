import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse';
import { usersToCsv } from './users-csv';

describe('parseCsv', () => {
  it('splits lines and fields', () => {
    expect(parseCsv('name,email\nJane,jane@example.com')).toEqual([
      ['name', 'email'],
      ['Jane', 'jane@example.com'],
    ]);
  });

  it('accepts CRLF and CR line endings and a trailing line break', () => {
    expect(parseCsv('a,b\r\nc,d\re,f\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"Doe, Jane","say ""hi""","two\nlines"\n')).toEqual([['Doe, Jane', 'say "hi"', 'two\nlines']]);
  });

  it('keeps empty fields and drops empty lines', () => {
    expect(parseCsv('a,,c\n\n\r\n,b,\n')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
  });

  it('ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFname,email\n')).toEqual([['name', 'email']]);
  });

  it('reads back what the export writes', () => {
    const user = {
      name: 'Doe, "JD" Jane',
      email: 'jane@example.com',
      role: 'admin',
      status: 'active',
      joinDate: '2024-01-05T10:00:00.000Z',
      lastLogin: null,
    };
    expect(parseCsv(usersToCsv([user]))).toEqual([
      ['name', 'email', 'role', 'status', 'joinDate', 'lastLogin'],
      ['Doe, "JD" Jane', 'jane@example.com', 'admin', 'active', '2024-01-05T10:00:00.000Z', ''],
    ]);
  });

  it('answers no rows for empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\n')).toEqual([]);
  });
});
