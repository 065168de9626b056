import { describe, expect, it } from 'vitest';
import { parseRoleFilter, parseStatusFilter, toUserFilter } from './user-filters';

describe('user filters', () => {
  it('reads the status of the URL, pending included, and ignores anything else', () => {
    expect(parseStatusFilter('pending')).toBe('pending');
    expect(parseStatusFilter('suspended')).toBe('suspended');
    expect(parseStatusFilter('deleted')).toBe('');
    expect(parseStatusFilter(null)).toBe('');
  });

  it('offers the roles admin, student and applicant', () => {
    expect(parseRoleFilter('student')).toBe('student');
    expect(parseRoleFilter('editor')).toBe('');
  });

  it('leaves blank filters out of the server filter', () => {
    expect(toUserFilter('  ', '', '')).toEqual({ search: null, role: null, status: null });
    expect(toUserFilter(' jane ', 'admin', 'pending')).toEqual({ search: 'jane', role: 'admin', status: 'pending' });
  });
});
