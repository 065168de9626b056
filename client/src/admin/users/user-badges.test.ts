import { describe, expect, it } from 'vitest';
import { roleLabel, roleTone, statusLabel, statusTone } from './user-badges';

describe('user badges', () => {
  it('colours statuses green active, yellow inactive, red suspended, grey otherwise', () => {
    expect(statusTone('active')).toBe('green');
    expect(statusTone('inactive')).toBe('yellow');
    expect(statusTone('suspended')).toBe('red');
    expect(statusTone('pending')).toBe('grey');
    expect(statusTone('anything')).toBe('grey');
  });

  it('colours roles admin orange, student blue, applicant green, other grey', () => {
    expect(roleTone('admin')).toBe('orange');
    expect(roleTone('student')).toBe('blue');
    expect(roleTone('applicant')).toBe('green');
    for (const other of ['editor', 'user', 'moderator', '']) expect(roleTone(other)).toBe('grey');
  });

  it('labels roles and statuses with a capital', () => {
    expect(roleLabel('applicant')).toBe('Applicant');
    expect(roleLabel('moderator')).toBe('Moderator');
    expect(statusLabel('suspended')).toBe('Suspended');
  });
});
