import { describe, expect, it } from 'vitest';
import { csvValue, toCsv, usersExportFilename, usersToCsv } from './users-csv';

describe('csvValue', () => {
  it('leaves plain values alone and writes nothing for missing ones', () => {
    expect(csvValue('Jane Doe')).toBe('Jane Doe');
    expect(csvValue(42)).toBe('42');
    expect(csvValue(null)).toBe('');
    expect(csvValue(undefined)).toBe('');
  });

  it('quotes values with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvValue('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvValue('Jane "JD" Doe')).toBe('"Jane ""JD"" Doe"');
    expect(csvValue('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvValue('a\rb')).toBe('"a\rb"');
  });

  it('writes objects as JSON, quoted because JSON has quotes', () => {
    expect(csvValue({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe('usersToCsv', () => {
  it('writes the header and one CRLF-terminated line per user', () => {
    const csv = usersToCsv([
      {
        name: 'Doe, Jane',
        email: 'jane@example.com',
        role: 'admin',
        status: 'active',
        joinDate: '2024-01-05T10:00:00.000Z',
        lastLogin: null,
      },
      {
        name: 'Bob',
        email: 'bob@example.com',
        role: 'student',
        status: 'suspended',
        joinDate: '2024-02-01T00:00:00.000Z',
        lastLogin: '2024-03-01T08:30:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'name,email,role,status,joinDate,lastLogin\r\n' +
        '"Doe, Jane",jane@example.com,admin,active,2024-01-05T10:00:00.000Z,\r\n' +
        'Bob,bob@example.com,student,suspended,2024-02-01T00:00:00.000Z,2024-03-01T08:30:00.000Z\r\n',
    );
  });

  it('writes only the header for no users', () => {
    expect(usersToCsv([])).toBe('name,email,role,status,joinDate,lastLogin\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('usersExportFilename', () => {
  it('names the file after the product, the type, the word export and the local date', () => {
    expect(usersExportFilename(new Date(2024, 0, 5, 23, 59))).toBe('ai-solutions-users-export-2024-01-05.csv');
  });
});
