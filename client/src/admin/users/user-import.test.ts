import { describe, expect, it } from 'vitest';
import { failureLine, importSummary, MAX_IMPORT_ROWS, readUserImport } from './user-import';

describe('readUserImport', () => {
  it('reads name and email, and the optional columns in any order and case', () => {
    const file = readUserImport(
      'Email,Full Name,Role,STATUS,phone,department,position\n' +
        'jane@example.com,Jane Doe,Admin,Inactive,+1 555 0100,Engineering,"Lead, AI"\n' +
        'bob@example.com,Bob,,,,,\n',
    );
    expect(file).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          email: 'jane@example.com',
          input: {
            name: 'Jane Doe',
            email: 'jane@example.com',
            role: 'admin',
            status: 'inactive',
            phone: '+1 555 0100',
            department: 'Engineering',
            position: 'Lead, AI',
          },
        },
        {
          row: 3,
          email: 'bob@example.com',
          input: {
            name: 'Bob',
            email: 'bob@example.com',
            role: null,
            status: null,
            phone: null,
            department: null,
            position: null,
          },
        },
      ],
    });
  });

  it('imports an exported file, ignoring the columns it does not know', () => {
    const file = readUserImport(
      'name,email,role,status,joinDate,lastLogin\r\nJane,jane@example.com,student,active,2024-01-05T10:00:00.000Z,\r\n',
    );
    expect(file.ok && file.rows[0]?.input).toMatchObject({ name: 'Jane', role: 'student', status: 'active' });
  });

  it('marks rows the server would refuse, with its messages', () => {
    const file = readUserImport(
      'name,email,role,status\n,a@example.com\nNo Mail,\nBad,not-an-email\nR,r@example.com,owner\nS,s@example.com,,gone\n',
    );
    if (!file.ok) throw new Error(file.error);
    expect(file.rows.map((row) => [row.row, row.problem, row.input])).toEqual([
      [2, 'Full Name is required', undefined],
      [3, 'Email address is required', undefined],
      [4, 'Enter a valid email address', undefined],
      [5, 'Role must be one of student, applicant, admin, editor, user, moderator', undefined],
      [6, 'Status must be one of active, inactive, suspended, pending', undefined],
    ]);
  });

  it('refuses a file without the name and email columns, an empty file, or one that is too long', () => {
    expect(readUserImport('')).toEqual({ ok: false, error: 'The file is empty.' });
    expect(readUserImport('name,phone\nJane,1\n')).toEqual({
      ok: false,
      error: 'The first line must name the columns, with at least name and email.',
    });
    expect(readUserImport('name,email\n')).toEqual({
      ok: false,
      error: 'The file has no users under its header line.',
    });
    const long = 'name,email\n' + 'A,a@example.com\n'.repeat(MAX_IMPORT_ROWS + 1);
    expect(readUserImport(long).ok).toBe(false);
  });
});

describe('import messages', () => {
  it('summarises the counts', () => {
    expect(importSummary(3, 1)).toBe('Imported 3 users; 1 failed');
    expect(importSummary(1, 0)).toBe('Imported 1 user; 0 failed');
    expect(importSummary(0, 2)).toBe('Imported 0 users; 2 failed');
  });

  it('names the failing row', () => {
    expect(
      failureLine({ row: 4, email: 'jane@example.com', message: 'An account with this email already exists' }),
    ).toBe('Row 4 (jane@example.com): An account with this email already exists');
    expect(failureLine({ row: 2, email: '', message: 'Email address is required' })).toBe(
      'Row 2: Email address is required',
    );
  });
});
