import { describe, expect, it } from 'vitest';
import { testI18n } from '../../i18n/testing';
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
    expect(roleLabel(testI18n, 'applicant')).toBe('Applicant');
    expect(roleLabel(testI18n, 'moderator')).toBe('Moderator');
    expect(statusLabel(testI18n, 'suspended')).toBe('Suspended');
  });
});
